import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compilation, type Compiler, type Module } from '@rspack/core';
import {
  CONTRACT_SCHEMA,
  HOST_CONTRACT_FILE,
  REMOTE_NEEDS_FILE,
  type HostContract,
  type RemoteNeeds,
  type ShareScopeNeed,
} from '../src/contract/host-contract.ts';
import { isSharedByHost, sharedSingletons, type SharedConfigEntry } from './shared-singletons.ts';

const SHARED_PACKAGE = '@app/shared';
const sharedRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** '@app/shared/router' -> shared/src/router/index.ts, from @app/shared's exports map. */
function sharedEntryFile(entry: string): string | null {
  const pkg = JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  const target = pkg.exports[`.${entry.slice(SHARED_PACKAGE.length)}`];
  return target ? path.join(sharedRoot, target) : null;
}

/** The RTK Query endpoints a source file injects: the `name: build.query(...)` keys of its injectEndpoints calls. */
export function endpointsIn(source: string): string[] {
  if (!source.includes('injectEndpoints(')) return [];
  return [...source.matchAll(/^\s*([A-Za-z_$][\w$]*)\s*:\s*build\.(?:query|mutation|infiniteQuery)\b/gm)].map((match) => match[1]!);
}

/** The store slices a source file creates, by their `name`. */
export function slicesIn(source: string): string[] {
  return [...source.matchAll(/createSlice\(\{\s*name:\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

/** The API slice's reducerPath, when the file defines it. */
function reducerPathsIn(source: string): string[] {
  return source.includes('createApi(') ? [...source.matchAll(/reducerPath:\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!) : [];
}

/** The share-scope key that covers a module: 'react/jsx-runtime' -> 'react/'. */
function sharedKeyOf(shared: Record<string, SharedConfigEntry>, moduleName: string): SharedConfigEntry | undefined {
  return shared[moduleName] ?? Object.entries(shared).find(([key]) => key.endsWith('/') && moduleName.startsWith(key))?.[1];
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

interface Scan {
  /** Modules of the share scope the build imports, with the names imported from each. */
  consumed: Map<string, Set<string>>;
  /** @app/shared entries imported from files under the app's folder. */
  ownSharedEntries: Set<string>;
  /** Source files of the build outside node_modules: under the app's folder, or shared's. */
  ownFiles: string[];
  sharedFiles: string[];
}

function scanModules(compilation: Compilation, appDir: string): Scan {
  const scan: Scan = { consumed: new Map(), ownSharedEntries: new Set(), ownFiles: [], sharedFiles: [] };
  const inApp = (file: string) => file.startsWith(appDir + path.sep);
  for (const module of compilation.modules as Iterable<Module & { resource?: string }>) {
    const file = module.resource?.split('?')[0];
    if (!file) continue;
    const isOwnCode = !file.includes(`${path.sep}node_modules${path.sep}`);
    if (isOwnCode && /\.[jt]sx?$/.test(file)) {
      if (inApp(file)) scan.ownFiles.push(file);
      else if (file.startsWith(sharedRoot + path.sep)) scan.sharedFiles.push(file);
    }
    for (const dependency of module.dependencies) {
      const request = dependency.request;
      if (!request) continue;
      if (isOwnCode && inApp(file) && (request === SHARED_PACKAGE || request.startsWith(`${SHARED_PACKAGE}/`)))
        scan.ownSharedEntries.add(request);
      if (!isSharedByHost(request)) continue;
      const names = scan.consumed.get(request) ?? new Set<string>();
      scan.consumed.set(request, names);
      // An import of a name gives its ids (['useNavigate']); a bare `import 'x'` gives none.
      const first = dependency.ids?.[0];
      if (first) names.add(first);
      else if (dependency.type === 'esm import specifier') names.add('*');
    }
  }
  return scan;
}

function readAll(files: string[], pick: (source: string) => string[]): string[] {
  return sorted(files.flatMap((file) => pick(readFileSync(file, 'utf8'))));
}

function remoteNeeds(
  compilation: Compilation,
  options: { appDir: string; remote: string; exposes: string[]; dependencies: Record<string, string> },
): RemoteNeeds {
  const scan = scanModules(compilation, options.appDir);
  const shared = sharedSingletons({ kind: 'remote', dependencies: options.dependencies });
  const shareScope: ShareScopeNeed[] = sorted(scan.consumed.keys()).map((name) => {
    const config = sharedKeyOf(shared, name);
    return { name, requiredVersion: config?.requiredVersion || null, hasFallback: config?.import !== false };
  });
  return {
    schema: CONTRACT_SCHEMA,
    remote: options.remote,
    exposes: [...options.exposes],
    shareScope,
    imports: Object.fromEntries(sorted(scan.consumed.keys()).map((name) => [name, sorted(scan.consumed.get(name)!)])),
    sharedEntries: sorted(scan.ownSharedEntries),
    storeSlices: readAll(scan.ownFiles, (source) => (source.includes('injectInto(') ? slicesIn(source) : [])),
    endpoints: readAll(scan.ownFiles, endpointsIn),
  };
}

function hostContract(
  compilation: Compilation,
  options: { appDir: string; host: string; dependencies: Record<string, string> },
): HostContract {
  const scan = scanModules(compilation, options.appDir);
  const shared = sharedSingletons({ kind: 'host', dependencies: options.dependencies });
  const shareScope: Record<string, string> = {};
  const exports: Record<string, string[]> = {};
  for (const key of Object.keys(shared)) {
    if (key.endsWith('/')) continue;
    if (key.startsWith(`${SHARED_PACKAGE}/`)) {
      shareScope[key] = '';
      const file = sharedEntryFile(key);
      const module = [...(compilation.modules as Iterable<Module & { resource?: string }>)].find((m) => m.resource === file);
      const provided = module ? compilation.moduleGraph.getProvidedExports(module) : null;
      exports[key] = Array.isArray(provided) ? sorted(provided) : [];
    } else {
      shareScope[key] = installedVersion(options.appDir, key);
    }
  }
  const files = [...scan.ownFiles, ...scan.sharedFiles];
  return {
    schema: CONTRACT_SCHEMA,
    host: options.host,
    shareScope,
    exports,
    storeSlices: sorted([...readAll(files, slicesIn), ...readAll(files, reducerPathsIn)]),
    endpoints: readAll(files, endpointsIn),
  };
}

function installedVersion(appDir: string, packageName: string): string {
  const file = path.join(appDir, 'node_modules', packageName, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * Writes the build's half of the host-remote contract: a remote's needs (mf-contract.json, in its
 * version folder beside mf-manifest.json) or the host's offer (host-contract.json), read from the
 * compiled module graph: what is imported from the share scope and by which names, and the slices
 * and endpoints the app's own source injects.
 */
export class ContractPlugin {
  constructor(
    private readonly options: {
      kind: 'host' | 'remote';
      appDir: string;
      federationName: string;
      exposes: string[];
      dependencies: Record<string, string>;
    },
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ContractPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { kind, appDir, federationName, exposes, dependencies } = this.options;
        const document =
          kind === 'host'
            ? hostContract(compilation, { appDir, host: federationName, dependencies })
            : remoteNeeds(compilation, { appDir, remote: federationName, exposes, dependencies });
        const file = kind === 'host' ? HOST_CONTRACT_FILE : REMOTE_NEEDS_FILE;
        compilation.emitAsset(file, new rspack.sources.RawSource(`${JSON.stringify(document, null, 2)}\n`));
      });
    });
  }
}
