import { Component, type ReactNode } from 'react';
import { ROUTER_FALLBACK_TITLE } from '@app/shared/ui';

interface FallbackState {
  failed: boolean;
  error: unknown;
}

/**
 * The app's last resort, around every route: an error no page caught (a remote page has its own
 * boundary) shows the message of what went wrong instead of an empty page.
 */
export class RouterFallback extends Component<{ children: ReactNode }, FallbackState> {
  override state: FallbackState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): FallbackState {
    return { failed: true, error };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    return (
      <main className="message-page" role="alert">
        <h1>{ROUTER_FALLBACK_TITLE}</h1>
        <p>
          <i>{error instanceof Error ? error.message : String(error)}</i>
        </p>
      </main>
    );
  }
}
