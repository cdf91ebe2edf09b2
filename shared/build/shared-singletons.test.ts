import { describe, expect, it } from 'vitest';
import { isSharedByHost, sharedSingletons } from './shared-singletons.ts';

describe('isSharedByHost', () => {
  it.each([
    ['react', true],
    ['react/jsx-runtime', true],
    ['react-dom/client', true],
    ['@app/shared/router', true],
    ['@app/shared/api', true],
    // The one date library, with its plugins installed, reached only through this entry.
    ['@app/shared/dates', true],
    ['@app/shared/dates/browser-today', false],
    ['dayjs', false],
    // Bundled inside the shell's @app/shared/router and @app/shared/store entries, tree-shaken.
    ['react-router-dom', false],
    ['react-router', false],
    ['@reduxjs/toolkit', false],
    ['@reduxjs/toolkit/query/react', false],
    ['react-redux', false],
    // Stateless entries: each app bundles what it uses.
    ['@app/shared/routes', false],
    ['reactive', false],
  ])('%s -> %s', (moduleName, shared) => {
    expect(isSharedByHost(moduleName)).toBe(shared);
  });

  it('agrees with the share scope the host is built with', () => {
    const keys = Object.keys(sharedSingletons({ kind: 'host', dependencies: {} }));
    for (const key of keys) expect(isSharedByHost(key.endsWith('/') ? `${key}x` : key), key).toBe(true);
  });
});

describe('sharedSingletons', () => {
  it('gives remotes no copy of whole packages and keeps a fallback for subpaths', () => {
    const remote = sharedSingletons({ kind: 'remote', dependencies: { react: '19.3.1' } });
    expect(remote.react).toEqual({ singleton: true, requiredVersion: '19.3.1', strictVersion: false, import: false });
    expect(remote['react/']).toEqual({ singleton: true, requiredVersion: '19.3.1', strictVersion: false });
    expect(remote['@app/shared/router']).toEqual({ singleton: true, requiredVersion: false, strictVersion: false, import: false });
  });
});
