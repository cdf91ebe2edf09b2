import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_CONTRACT, isRemoteName } from '../src/contract/remotes.ts';
import { INLINE_SCRIPT_NAMES } from '../src/prerender/inline-scripts.ts';
import { SERVER_PAGES_EXPOSE } from '../src/prerender/server-pages.ts';
import { FAVICON_LINK } from '../src/seo/favicon.ts';
import { DEV_PORTS, type DevApp } from './dev-ports.ts';
import { ContractPlugin } from './contract-plugin.ts';
import { InlineScriptsPlugin } from './inline-scripts-plugin.ts';
import { PrecompressPlugin } from './precompress-plugin.ts';
import { sharedSingletons } from './shared-singletons.ts';

/** What one app of the platform tells the factory; everything else is common. */
export interface AppBuildOptions {
  /** Absolute folder of the app (holds package.json, src/, dist/). */
  appDir: string;
  /** Federation name; for remotes the key of REMOTE_CONTRACT. */
  federationName: string;
  kind: 'host' | 'remote';
  /** Host only: runtime plugin files relative to appDir. */
  runtimePlugins?: string[];
}

interface CliArgv {
  mode?: 'development' | 'production';
}

const scriptRule: RuleSetRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    env: { targets: ['chrome >= 111', 'edge >= 111', 'firefox >= 115', 'safari >= 16.4'] },
  },
  type: 'javascript/auto',
};

/** './SignUpPage' -> './src/exposes/sign-up-page.tsx': every expose of the contract has one file, named after it. */
export function exposeFile(exposeKey: string): string {
  const name = exposeKey.replace(/^\.\//, '');
  const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `./src/exposes/${kebab}.tsx`;
}

/** A remote's exposes, from REMOTE_CONTRACT; the build stops when an expose file is missing. */
export function contractExposes(appDir: string, remote: string): Record<string, string> {
  if (!isRemoteName(remote)) throw new Error(`${remote} is not a remote of shared/src/contract/remotes.ts.`);
  const entries = REMOTE_CONTRACT[remote].exposes.map((key) => [key, exposeFile(key)] as const);
  const missing = entries.filter(([, file]) => !existsSync(path.join(appDir, file)));
  if (missing.length) {
    throw new Error(
      `${REMOTE_CONTRACT[remote].packageName} must expose what shared/src/contract/remotes.ts lists; missing: ` +
        missing.map(([key, file]) => `${key} (${file})`).join(', '),
    );
  }
  return Object.fromEntries(entries);
}

function readPackage(appDir: string): { name: string; version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
}

/**
 * The shell's start-up code in three files that index.html lists, so they download side by side,
 * rather than a dozen chunks (one per shared module) that the entry asks for after it has run:
 * every page needs all of it before the first remote renders. framework holds the packages
 * (react-dom, the router, Redux Toolkit), app the @app/shared entries and the shell's own code.
 */
const HOST_STARTUP_CHUNKS = {
  chunks: 'all' as const,
  cacheGroups: {
    framework: { test: /[\\/]node_modules[\\/]/, name: 'framework', priority: 20, enforce: true },
    app: { test: /[\\/](shared|shell)[\\/]src[\\/]/, name: 'app', priority: 10, enforce: true },
  },
};

/**
 * Rspack imports the federation runtime by the absolute path of its CommonJS build, which nothing
 * can tree-shake: every helper of @module-federation/sdk and runtime-core ends up in the shell and
 * in each remoteEntry. Each of those files has an ES module twin beside it; taking the twin lets the
 * bundler drop what the browser runtime never calls.
 */
const FEDERATION_CJS_FILE = /([\\/]@module-federation[\\/][a-z-]+[\\/]dist[\\/].+)\.cjs$/;

/** The ES module file beside a federation runtime .cjs file; null for any other file. */
export function federationEsmTwin(file: string): string | null {
  return FEDERATION_CJS_FILE.test(file) ? file.replace(FEDERATION_CJS_FILE, '$1.js') : null;
}

function federationRuntimeAsEsm() {
  return new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS_FILE, (resolveData) => {
    const esmTwin = federationEsmTwin(resolveData.request);
    if (esmTwin && existsSync(esmTwin)) resolveData.request = esmTwin;
  });
}

/**
 * Rspack aliases the runtime packages to the files `require` would load, their CommonJS entries;
 * these aliases, which win over Rspack's own, point the same names at the ES module entries beside
 * them (or keep the CommonJS one where a package has no twin).
 */
export function federationRuntimeEsmAliases(): Record<string, string> {
  const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'));
  const fromRuntimeTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  const esmEntry = (resolveFrom: NodeRequire, name: string) => {
    const file = resolveFrom.resolve(name);
    const twin = federationEsmTwin(file);
    return twin && existsSync(twin) ? twin : file;
  };
  return {
    '@module-federation/runtime-tools': esmEntry(fromEnhanced, '@module-federation/runtime-tools'),
    '@module-federation/runtime': esmEntry(fromRuntimeTools, '@module-federation/runtime'),
  };
}

/** What the apps' code reads from process.env, fixed at build. */
function appDefines(version: string) {
  return new rspack.DefinePlugin({
    'process.env.APP_VERSION': JSON.stringify(version),
    // The help desk's base URL (a Zendesk Help Center); empty: the API's own help centre.
    'process.env.HELP_CENTER_URL': JSON.stringify(process.env.HELP_CENTER_URL ?? ''),
  });
}

export function createRspackConfig(options: AppBuildOptions) {
  return (_env: unknown, argv: CliArgv = {}): Configuration => {
    const mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const isProduction = mode === 'production';
    const pkg = readPackage(options.appDir);
    const isHost = options.kind === 'host';
    const exposes = isHost ? undefined : contractExposes(options.appDir, options.federationName);

    const plugins: Configuration['plugins'] = [
      new ModuleFederationPlugin({
        name: options.federationName,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes,
        // The host knows remote names only; URLs come from /remotes.json at run time.
        remotes: isHost ? {} : undefined,
        shared: sharedSingletons({ kind: options.kind, dependencies: pkg.dependencies ?? {} }),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins?.map((file) => path.join(options.appDir, file)),
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
        // Browser-only runtime: drops the Node loading code from every bundle.
        // The host ships the federation runtime once; remotes use it instead of bundling their own.
        experiments: {
          optimization: { target: 'web' },
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
      }),
      appDefines(pkg.version),
      // What it needs from the host (a remote's mf-contract.json) or provides (the shell's host-contract.json).
      new ContractPlugin({
        kind: options.kind,
        appDir: options.appDir,
        federationName: options.federationName,
        exposes: Object.keys(exposes ?? {}),
        dependencies: pkg.dependencies ?? {},
      }),
    ];
    plugins.push(federationRuntimeAsEsm());
    // Brotli and gzip copies written once at build; the server sends them (api/src/plugins/web.ts).
    if (isProduction) plugins.push(new PrecompressPlugin());
    if (isHost) {
      plugins.push(
        new rspack.HtmlRspackPlugin({
          template: path.join(options.appDir, 'src/index.html'),
          templateParameters: { faviconLink: FAVICON_LINK },
          minify: isProduction,
        }),
      );
    }

    return {
      mode,
      context: options.appDir,
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.appDir, 'dist'),
        // Remotes are served from immutable versioned folders: resolve chunks relative to the manifest.
        publicPath: isHost ? '/' : 'auto',
        filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
        uniqueName: options.federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: federationRuntimeEsmAliases(),
      },
      module: {
        rules: [scriptRule, { test: /\.css$/, type: 'css/auto' }],
      },
      plugins,
      optimization: {
        minimize: isProduction,
        ...(isHost && isProduction ? { splitChunks: HOST_STARTUP_CHUNKS } : {}),
      },
      performance: { hints: false },
      devServer: {
        port: DEV_PORTS[options.federationName as DevApp],
        hot: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The dev shell sends API calls, /remotes.json, the registry's remote files (npm run dev -- --remote <name>
        // runs the others at their deployed versions) and its override links to the dev API, as production serves them on one origin.
        proxy: isHost
          ? [
              {
                context: [
                  '/service',
                  '/search',
                  '/interaction',
                  '/progress',
                  '/subscription',
                  '/remotes',
                  '/registry',
                  '/health',
                  // The shell's remote-load reports (the canary analysis counts them), as in production.
                  '/telemetry',
                  '/docs',
                  '/dev',
                  '/media',
                ],
                target: `http://127.0.0.1:${DEV_PORTS.api}`,
              },
            ]
          : undefined,
      },
    };
  };
}

const serverResolve = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};
/** Stylesheets on the server: an import of one is its text, which nothing uses (the browser build has them). */
const serverRules: RuleSetRule[] = [scriptRule, { test: /\.css$/, type: 'asset/source' }];

/**
 * The shell's server bundle (dist/server/render-app.mjs, shell/src/server/render-app.tsx): the
 * shell's app rendered in Node around a remote's page, which it loads from the remote version's
 * Node container (createServerContainerConfig). One ES module file with every package inside
 * (react-dom/server, the router, Redux Toolkit, the federation runtime), so the API needs nothing
 * but the shell's dist folder.
 */
export function createServerHostConfig(options: { appDir: string }) {
  return (): Configuration => {
    const pkg = readPackage(options.appDir);
    return {
      mode: 'production',
      target: 'node20',
      context: options.appDir,
      entry: { 'render-app': './src/server/render-app.tsx' },
      devtool: false,
      output: {
        path: path.join(options.appDir, 'dist/server'),
        filename: '[name].mjs',
        chunkFilename: '[name].[contenthash:8].mjs',
        module: true,
        chunkFormat: 'module',
        chunkLoading: 'import',
        library: { type: 'module' },
        clean: true,
      },
      resolve: serverResolve,
      module: { rules: serverRules },
      plugins: [appDefines(pkg.version)],
      optimization: { minimize: true, splitChunks: false },
      performance: { hints: false },
    };
  };
}

/**
 * Declares its output folder CommonJS (a package.json of `{ "type": "commonjs" }` beside the
 * files), so Node loads the files as CommonJS wherever the folder is deployed to: the registry's
 * folder sits in the repository, whose own package.json says "module".
 */
class CommonJsFolderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CommonJsFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CommonJsFolderPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('package.json', new rspack.sources.RawSource(`${JSON.stringify({ type: 'commonjs' })}\n`));
        },
      );
    });
  }
}

/**
 * A remote's Node container (dist/server/remoteEntry.js, SERVER_CONTAINER_FILE): the same exposes
 * as its browser build, and SERVER_PAGES_EXPOSE (src/server/server-pages.tsx, the reads each page
 * is drawn from), for the shell's server render to load as the browser loads the remote. It takes
 * React and the state entries from the shell's share scope, as in the browser, and ships in the
 * version folder, so a rollback brings back the matching render.
 */
export function createServerContainerConfig(options: { appDir: string; federationName: string }) {
  return (): Configuration => {
    const pkg = readPackage(options.appDir);
    return {
      mode: 'production',
      target: 'async-node',
      context: options.appDir,
      entry: {},
      devtool: false,
      output: {
        path: path.join(options.appDir, 'dist/server'),
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: `${options.federationName}_server`,
        library: { type: 'commonjs-module' },
        clean: true,
      },
      resolve: serverResolve,
      module: { rules: serverRules },
      plugins: [
        new ModuleFederationPlugin({
          name: options.federationName,
          filename: 'remoteEntry.js',
          library: { type: 'commonjs-module' },
          remoteType: 'script',
          exposes: {
            ...contractExposes(options.appDir, options.federationName),
            [SERVER_PAGES_EXPOSE]: './src/server/server-pages.tsx',
          },
          shared: sharedSingletons({ kind: 'remote', dependencies: pkg.dependencies ?? {} }),
          manifest: false,
          dts: false,
          dev: false,
        }),
        appDefines(pkg.version),
        new CommonJsFolderPlugin(),
      ],
      optimization: { minimize: true, runtimeChunk: false, splitChunks: false },
      performance: { hints: false },
    };
  };
}

/**
 * The host's inline scripts (shell/src/inline/<name>.ts, one per INLINE_SCRIPT_NAMES): each bundled
 * alone with what it imports, minified, for the browsers the apps target, into INLINE_SCRIPTS_FILE
 * of the host's dist with its CSP hash (InlineScriptsPlugin). Built after the host's own build,
 * whose output folder it shares and must not clean.
 */
export function createInlineScriptsConfig(options: { appDir: string }) {
  return (): Configuration => ({
    mode: 'production',
    target: 'web',
    context: options.appDir,
    entry: Object.fromEntries(INLINE_SCRIPT_NAMES.map((name) => [name, `./src/inline/${name}.ts`])),
    devtool: false,
    output: { path: path.join(options.appDir, 'dist'), filename: 'inline-[name].js', iife: true, clean: false },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: { rules: [scriptRule] },
    plugins: [new InlineScriptsPlugin()],
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  });
}
