/**
 * The @app/shared entries that hold state and so must be one instance in the page: the API slice
 * (its cache and the installed base query), the store, the toasts and the UI kit the shell renders
 * (with its stylesheets), the top bar's actions. The shell imports each of them, so remotes take
 * the shell's copy and bundle none. Every other entry (paths, route table, session storage,
 * messages, validation, kits) is stateless: each app bundles what it uses, tree-shaken, in the
 * chunk that uses it, rather than one shared module (a chunk, a request and a remoteEntry record)
 * per entry. Endpoints injected from a bundled entry land in the one API slice by name.
 * The router is one instance for every app, reached two ways: pages import it from
 * @app/shared/router (one import path, lint-enforced; a shared entry), which re-exports from
 * react-router-dom, itself still shared whole as a package. Remotes built before the re-export
 * entry share react-router-dom and those built since take @app/shared/router from the shell, so
 * the shell serves both (version skew: it works with each remote's previous version). Dropping
 * react-router-dom from the share scope would save about 31 KB gz on every page (it cannot be
 * tree-shaken while shared), once no deployed remote shares it.
 */
export const SHARED_STATE_ENTRIES = ['@app/shared/api', '@app/shared/store', '@app/shared/ui', '@app/shared/chrome', '@app/shared/router'] as const;

/**
 * The modules every app shares as singletons. Host and remotes use this one list, so the
 * share scope can never disagree. Keys with a trailing slash cover subpath imports
 * ('react-dom/' catches react-dom/client, which would otherwise load twice).
 */
const SINGLETON_PACKAGES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'react-redux',
  ...SHARED_STATE_ENTRIES,
] as const;

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
