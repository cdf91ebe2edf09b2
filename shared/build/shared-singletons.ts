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
  '@app/shared/',
  // The UI kit's entry: the shell renders it (toasts, failure screen, logo), so remotes take the
  // shell's copy, with its stylesheets, and bundle none.
  '@app/shared/ui',
] as const;

/**
 * Shared only by the apps that depend on them, each keeping its own copy as a fallback. formik:
 * the form kit of @app/shared/forms (itself shared) and the page's own <Formik> must use one
 * copy, or the fields would not find the form's context.
 */
const OPTIONAL_SINGLETONS = ['formik'] as const;

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
  for (const packageName of OPTIONAL_SINGLETONS) {
    const range = input.dependencies[packageName];
    if (range) shared[packageName] = { singleton: true, requiredVersion: range, strictVersion: false };
  }
  return shared;
}
