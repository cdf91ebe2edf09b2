import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@app/shared/contract';
import { FailureScreen } from '@app/shared/ui';
import { RemotePageLoading } from './remote-page-loading.tsx';

type PageModule = { default: ComponentType };

const pageCache = new Map<string, ComponentType>();

function lazyRemotePage(remote: RemoteName, expose: string): ComponentType {
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  let page = pageCache.get(id);
  if (!page) {
    page = lazy(async () => {
      try {
        // A failed load resolves to a marker from remote-failure-plugin, not a page module.
        const loaded = await loadRemote<PageModule>(id);
        if (loaded && typeof loaded.default === 'function') return loaded;
      } catch (error) {
        console.error(`[federation] ${id} failed`, error);
      }
      return { default: () => <FailureScreen source={remote} /> };
    });
    pageCache.set(id, page);
  }
  return page;
}

interface BoundaryProps {
  remote: string;
  children: ReactNode;
}

/** Render layer: an exposed page that throws is contained here, inside the layout. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[federation] ${this.props.remote} threw while rendering`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FailureScreen source={this.props.remote} /> : this.props.children;
  }
}

export function RemotePage({ remote, expose }: { remote: RemoteName; expose: string }) {
  const Page = lazyRemotePage(remote, expose);
  return (
    <RemoteBoundary remote={remote} key={`${remote}:${expose}`}>
      <Suspense fallback={<RemotePageLoading />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
