import { useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from '@app/shared/ui';
import type { RemoteOverride } from '@app/shared/platform/remote-override';
import type { AppStore } from '@app/shared/store';
import { OverrideBadge } from '../layout/override-badge.tsx';
import { AppRoutes } from './router.tsx';

interface ShellAppProps {
  store: AppStore;
  /** The router around the routes: the browser's, or on the server a static one at the page's path. */
  router: (children: ReactNode) => ReactNode;
  override?: RemoteOverride | null;
}

const subscribeToNothing = () => () => {};

/**
 * What the server does not draw (it knows nothing of the browser's override): shown once the page
 * is hydrated, so the hydrated markup is the server's.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? children : null;
}

/**
 * The whole app as the browser renders it and the server draws it (shell/src/server): one tree,
 * so the browser hydrates the server's markup rather than drawing it again.
 */
export function ShellApp({ store, router, override = null }: ShellAppProps) {
  return (
    <Provider store={store}>
      {router(
        <>
          <AppRoutes />
          {override ? <AfterHydration>{<OverrideBadge override={override} />}</AfterHydration> : null}
        </>,
      )}
      <ToastContainer />
    </Provider>
  );
}
