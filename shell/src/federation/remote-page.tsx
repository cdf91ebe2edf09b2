import { Component, lazy, Suspense, useEffect, type ComponentType, type ErrorInfo } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@app/shared/contract';
import { FailureScreen } from '@app/shared/ui';
import { isRemoteUnavailable } from './remote-failure-plugin.ts';
import { RemotePageLoading } from './remote-page-loading.tsx';
import { fallBack, isFallback, reloadWithFallback, runningVersion } from './registry.ts';
import { errorCode, flushTelemetry, reportRemoteLoad } from './telemetry.ts';

type PageModule = { default: ComponentType };

const pageCache = new Map<string, ComponentType>();
/** Remotes that have rendered a page in this page life: a later throw is not a "first render" failure. */
const rendered = new Set<RemoteName>();

const failed = (remote: RemoteName) => ({ default: () => <FailureScreen source={remote} /> });

async function loadPage(remote: RemoteName, id: string): Promise<PageModule> {
  const version = runningVersion(remote);
  const fellBack = isFallback(remote);
  const started = performance.now();
  let failure: unknown;
  try {
    // A failed load resolves to a marker from remote-failure-plugin, not a page module.
    const loaded = await loadRemote<PageModule>(id);
    if (loaded && typeof loaded.default === 'function') {
      reportRemoteLoad({ remote, version, outcome: 'loaded', loadMs: Math.round(performance.now() - started), ...(fellBack ? { fellBack } : {}) });
      return loaded;
    }
    failure = isRemoteUnavailable(loaded) ? loaded.reason : 'no page component';
  } catch (error) {
    console.error(`[federation] ${id} failed`, error);
    failure = error;
  }
  reportRemoteLoad({ remote, version, outcome: 'load-failed', errorCode: errorCode(failure), ...(fellBack ? { fellBack } : {}) });
  // Last known good: the previous version of the registry, tried once.
  if (fallBack(remote)) {
    console.error(`[federation] ${remote} ${version} could not be loaded; trying ${runningVersion(remote)}`);
    return loadPage(remote, id);
  }
  return failed(remote);
}

function lazyRemotePage(remote: RemoteName, expose: string): ComponentType {
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  const key = `${id}@${runningVersion(remote)}`;
  let page = pageCache.get(key);
  if (!page) {
    page = lazy(() => loadPage(remote, id));
    pageCache.set(key, page);
  }
  return page;
}

function MarkRendered({ remote }: { remote: RemoteName }) {
  useEffect(() => {
    rendered.add(remote);
  }, [remote]);
  return null;
}

interface BoundaryProps {
  remote: RemoteName;
  expose: string;
}

/**
 * Render layer: an exposed page that throws is contained here, inside the layout. A throw in a
 * remote's first render is reported, and the page starts over once on its last known good version.
 */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean; reloading: boolean }> {
  override state = { failed: false, reloading: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const { remote } = this.props;
    const version = runningVersion(remote);
    console.error(`[federation] ${remote} ${version} threw while rendering`, error, info.componentStack);
    reportRemoteLoad({ remote, version, outcome: 'render-failed', errorCode: errorCode(error), ...(isFallback(remote) ? { fellBack: true } : {}) });
    if (rendered.has(remote)) return;
    flushTelemetry();
    if (reloadWithFallback(remote)) this.setState({ reloading: true });
  }

  override render() {
    const { remote, expose } = this.props;
    if (this.state.reloading) return <RemotePageLoading />;
    if (this.state.failed) return <FailureScreen source={remote} />;
    const Page = lazyRemotePage(remote, expose);
    return (
      <Suspense fallback={<RemotePageLoading />}>
        <Page />
        <MarkRendered remote={remote} />
      </Suspense>
    );
  }
}

export function RemotePage({ remote, expose }: { remote: RemoteName; expose: string }) {
  return <RemoteBoundary remote={remote} expose={expose} key={`${remote}:${expose}`} />;
}
