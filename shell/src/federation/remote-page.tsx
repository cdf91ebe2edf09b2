import {
  Component,
  Suspense,
  createContext,
  startTransition,
  use,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@app/shared/contract';
import { FailureScreen } from '@app/shared/ui';
import { replayUnansweredInput } from './unanswered-input.ts';
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
      reportRemoteLoad({
        remote,
        version,
        outcome: 'loaded',
        loadMs: Math.round(performance.now() - started),
        ...(fellBack ? { fellBack } : {}),
      });
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

/** Each page module's load, shared by every render that asks for it, and the page once it is in. */
const pageLoads = new Map<string, Promise<PageModule>>();

/** An expose's module id for the federation runtime, and the key of its load for the version running now. */
function pageLoadKey(remote: RemoteName, expose: string) {
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  return { id, key: `${id}@${runningVersion(remote)}` };
}

/** The load of a page module, started once per key; its page is kept in pageCache once it is in. */
function startPageLoad(key: string, remote: RemoteName, id: string): Promise<PageModule> {
  let load = pageLoads.get(key);
  if (!load) {
    load = loadPage(remote, id).then((module) => {
      pageCache.set(key, module.default);
      return module;
    });
    pageLoads.set(key, load);
  }
  return load;
}

/**
 * The remote's page component, or null while it loads. Not React.lazy: a page that suspends shows
 * its fallback, and React then holds the page back until 300 ms after that fallback appeared (its
 * fallback throttle), which put 0.3 s between a page's chunk arriving and its first API call.
 */
function useRemotePage(remote: RemoteName, expose: string): ComponentType | null {
  // The version running when the page mounted: a fallback during its load changes the running
  // version, and the page it then resolves to is this load's (RemotePage remounts per expose).
  const [{ id, key }] = useState(() => pageLoadKey(remote, expose));
  const [page, setPage] = useState<{ key: string; component: ComponentType } | null>(() => {
    const loaded = pageCache.get(key);
    return loaded ? { key, component: loaded } : null;
  });
  useEffect(() => {
    if (page?.key === key) return;
    let current = true;
    void startPageLoad(key, remote, id).then((module) => {
      // A transition renders the page in slices that yield to the browser: a tap or key is
      // handled while it renders, not after one long task.
      if (current) startTransition(() => setPage({ key, component: module.default }));
    });
    return () => {
      current = false;
    };
  }, [key, id, remote, page?.key]);
  return page?.key === key ? page.component : null;
}

/** The page the server draws (shell/src/server), its module already loaded there; none in the browser. */
export interface DrawnPage {
  remote: RemoteName;
  expose: string;
  Page: ComponentType;
  /** Around the page: what its remote lends it on the server (ServerPages.wrap), context only. */
  wrap: (page: ReactNode) => ReactNode;
}
export const DrawnPageContext = createContext<DrawnPage | null>(null);

/**
 * The page the server drew into the HTML that the browser is hydrating (bootstrap.tsx), until it
 * has: its first render waits for the page's code (suspends), so React keeps the server's markup
 * and hydrates it once the code is in, replaying a click made on it meanwhile.
 */
let hydratingPage: { remote: RemoteName; expose: string } | null = null;
export function hydrateDrawnPage(page: { remote: RemoteName; expose: string }) {
  hydratingPage = page;
}

function pageLoadFor(remote: RemoteName, expose: string): Promise<PageModule> {
  const { id, key } = pageLoadKey(remote, expose);
  return startPageLoad(key, remote, id);
}

/**
 * Loads a page's code before the app's first render, which then draws the page at once: the
 * server's markup of a page the browser does not hydrate (bootstrap.tsx) stays until the live page
 * replaces it, with no spinner in between.
 */
export async function loadPageBeforeRender({ remote, expose }: { remote: RemoteName; expose: string }): Promise<void> {
  await pageLoadFor(remote, expose);
}

function RemotePageBody({ remote, expose }: BoundaryProps) {
  const drawn = useContext(DrawnPageContext);
  const loaded = useRemotePage(remote, expose);
  const hydrating = hydratingPage?.remote === remote && hydratingPage.expose === expose;
  useEffect(() => {
    if (!hydrating) return;
    hydratingPage = null;
    // After the live page's own effects: her taps as if she made them now.
    setTimeout(replayUnansweredInput);
  }, [hydrating]);
  if (drawn?.remote === remote && drawn.expose === expose) {
    return (
      <>
        {drawn.wrap(<drawn.Page />)}
        <MarkRendered remote={remote} />
      </>
    );
  }
  const Page = loaded ?? (hydrating ? use(pageLoadFor(remote, expose)).default : null);
  if (!Page) return <RemotePageLoading />;
  return (
    <>
      <Page />
      <MarkRendered remote={remote} />
    </>
  );
}

function RemotePageContent({ remote, expose }: BoundaryProps) {
  return (
    <Suspense fallback={<RemotePageLoading />}>
      <RemotePageBody remote={remote} expose={expose} />
    </Suspense>
  );
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
    reportRemoteLoad({
      remote,
      version,
      outcome: 'render-failed',
      errorCode: errorCode(error),
      ...(isFallback(remote) ? { fellBack: true } : {}),
    });
    if (rendered.has(remote)) return;
    flushTelemetry();
    if (reloadWithFallback(remote)) this.setState({ reloading: true });
  }

  override render() {
    const { remote, expose } = this.props;
    if (this.state.reloading) return <RemotePageLoading />;
    if (this.state.failed) return <FailureScreen source={remote} />;
    return <RemotePageContent remote={remote} expose={expose} />;
  }
}

export function RemotePage({ remote, expose }: { remote: RemoteName; expose: string }) {
  return <RemoteBoundary remote={remote} expose={expose} key={`${remote}:${expose}`} />;
}
