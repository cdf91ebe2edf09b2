// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteLoadEvent } from '@app/shared/api-contract/telemetry';
import type { RegistryFile } from '@app/shared/contract';
import { FAILURE_SCREEN } from '@app/shared/ui';
import type * as Telemetry from './telemetry.ts';

/** The federation runtime as far as the shell uses it: the page a load gets depends on the entry registered last. */
const registered = new Map<string, string>();
const pagesByEntry = new Map<string, () => unknown>();
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: { name: string; entry: string }[]) => remotes.forEach((r) => registered.set(r.name, r.entry)),
  loadRemote: async (id: string) => {
    const page = pagesByEntry.get(registered.get(id.split('/')[0]!)!);
    return page ? page() : { remoteUnavailable: id.split('/')[0], reason: 'RUNTIME-008 manifest 404' };
  },
}));
const reports: RemoteLoadEvent[] = [];
vi.mock('./telemetry.ts', async (original) => ({
  ...(await original<typeof Telemetry>()),
  reportRemoteLoad: (event: RemoteLoadEvent) => reports.push(event),
}));

const { loadRegistry, pageControl } = await import('./registry.ts');
const { RemotePage } = await import('./remote-page.tsx');

const entry = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;
function registryOf(remote: string): RegistryFile {
  return {
    schemaVersion: 1,
    updatedAt: '',
    remotes: {
      [remote]: {
        active: 'v2',
        entry: entry(remote, 'v2'),
        versions: ['v1', 'v2'].map((version) => ({ version, deployedAt: '', manifestUrl: entry(remote, version) })),
        history: [
          { action: 'deploy', version: 'v1', from: null, at: '' },
          { action: 'deploy', version: 'v2', from: 'v1', at: '' },
        ],
      },
    },
  } as RegistryFile;
}

async function boot(remote: string) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(registryOf(remote))));
  await loadRegistry();
}

beforeEach(() => {
  reports.length = 0;
  sessionStorage.clear();
  pagesByEntry.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('last known good', () => {
  it('renders the previous version when the active one cannot be loaded, and reports both', async () => {
    await boot('content');
    pagesByEntry.set(entry('content', 'v1'), () => ({ default: () => <h1>About from v1</h1> }));
    render(<RemotePage remote="content" expose="./AboutPage" />);
    expect(await screen.findByRole('heading', { name: 'About from v1' })).toBeTruthy();
    expect(reports).toEqual([
      { remote: 'content', version: 'v2', outcome: 'load-failed', errorCode: 'RUNTIME-008' },
      { remote: 'content', version: 'v1', outcome: 'loaded', loadMs: expect.any(Number), fellBack: true },
    ]);
  });

  it('starts the page over on the previous version when the active one throws in its first render', async () => {
    const reload = vi.spyOn(pageControl, 'reload').mockImplementation(() => undefined);
    await boot('commerce');
    pagesByEntry.set(entry('commerce', 'v2'), () => ({
      default: () => {
        throw new TypeError('broken');
      },
    }));
    pagesByEntry.set(entry('commerce', 'v1'), () => ({ default: () => <h1>Shopping list from v1</h1> }));
    const first = render(<RemotePage remote="commerce" expose="./ShoppingListPage" />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: FAILURE_SCREEN.title })).toBeNull();
    first.unmount();

    // The reloaded page: the failed version is remembered for the tab, the previous one runs.
    await boot('commerce');
    render(<RemotePage remote="commerce" expose="./ShoppingListPage" />);
    expect(await screen.findByRole('heading', { name: 'Shopping list from v1' })).toBeTruthy();
    expect(reports.map((r) => [r.version, r.outcome, r.errorCode, r.fellBack])).toEqual([
      ['v2', 'loaded', undefined, undefined],
      ['v2', 'render-failed', 'TypeError', undefined],
      ['v1', 'loaded', undefined, true],
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tries the previous version once, then shows the failure screen', async () => {
    await boot('planner');
    render(<RemotePage remote="planner" expose="./PlannerPage" />);
    expect(await screen.findByRole('heading', { name: FAILURE_SCREEN.title })).toBeTruthy();
    expect(reports.map((r) => [r.version, r.outcome])).toEqual([
      ['v2', 'load-failed'],
      ['v1', 'load-failed'],
    ]);
  });
});
