/**
 * The @app/shared entries that hold state and so must be one instance in the page: the API slice
 * (its cache and the installed base query), the store, the toasts and the UI kit the shell renders
 * (with its stylesheets), the top bar's actions. The shell imports each of them, so remotes take
 * the shell's copy and bundle none. Every other entry (paths, route table, session storage,
 * messages, validation, kits) is stateless: each app bundles what it uses, tree-shaken, in the
 * chunk that uses it, rather than one shared module (a chunk, a request and a remoteEntry record)
 * per entry. Endpoints injected from a bundled entry land in the one API slice by name.
 * The router is one instance for every app, reached one way: pages import it from
 * @app/shared/router (one import path, lint-enforced), a shared entry that re-exports by name what
 * the pages use. react-router-dom itself is not in the share scope: the shell bundles it inside that
 * entry, tree-shaken to those exports (a shared package cannot be tree-shaken: sharing it whole
 * cost about 40 KB gz on every page). Every remote deployed since the re-export entry reaches the
 * router only through it; a build that still takes react-router-dom from the shell is refused at
 * deploy (deploy/src/contract-check.ts), since the shell no longer provides it. Redux Toolkit and
 * react-redux likewise: remotes reach them only through the api and store entries (hooks of the
 * one API slice, its injectEndpoints), so the shell bundles them tree-shaken (about 10 KB gz less).
 * dayjs, the one date library, likewise: every app reaches it only through @app/shared/dates (its
 * plugins installed once, on one instance; lint-enforced), which the shell bundles with its plugins
 * (its bootstrap imports the entry for the remotes), so the share scope holds it once, as one
 * record rather than one per plugin.
 */
export const SHARED_STATE_ENTRIES = [
  '@app/shared/api',
  '@app/shared/store',
  '@app/shared/ui',
  '@app/shared/chrome',
  '@app/shared/router',
  '@app/shared/dates',
] as const;

/**
 * The modules every app shares as singletons. Host and remotes use this one list, so the
 * share scope can never disagree. Keys with a trailing slash cover subpath imports
 * ('react-dom/' catches react-dom/client, which would otherwise load twice).
 */
const SINGLETON_PACKAGES = ['react', 'react/', 'react-dom', 'react-dom/', ...SHARED_STATE_ENTRIES] as const;

/**
 * Does the host put this module in the share scope? A remote that consumes a module the host does
 * not share, and carries no copy of its own, cannot load (the deploy check refuses it).
 */
export function isSharedByHost(moduleName: string): boolean {
  return SINGLETON_PACKAGES.some((key) => (key.endsWith('/') ? moduleName.startsWith(key) : moduleName === key));
}

export interface SharedConfigEntry {
  singleton: true;
  requiredVersion: string | false;
  /**
   * false: a remote bundles no copy and always uses the host's. Only for whole packages the
   * host itself imports; subpath keys keep a fallback, since the host may not import that subpath.
   */
  import?: false;
  strictVersion: false;
}

export function sharedSingletons(input: {
  kind: 'host' | 'remote';
  dependencies: Record<string, string>;
}): Record<string, SharedConfigEntry> {
  const shared: Record<string, SharedConfigEntry> = {};
  for (const key of SINGLETON_PACKAGES) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const range = input.dependencies[packageName];
    shared[key] = {
      singleton: true,
      requiredVersion: range && !range.startsWith('workspace:') ? range : false,
      strictVersion: false,
      ...(input.kind === 'remote' && !key.endsWith('/') ? { import: false as const } : {}),
    };
  }
  return shared;
}
