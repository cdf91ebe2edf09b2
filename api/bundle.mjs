// `node api/bundle.mjs` (scripts/build.mjs runs it when api/src, deploy/src, shared/ or the
// lockfile changed): the server, src/server.ts, and the deploy command line, deploy/src/cli.ts,
// each with the workspace code it imports, as plain JavaScript in dist/ (server.js and
// remote-cli.js), so `npm start` runs them with Node alone. Under tsx every module the server
// loads, each dependency's file too, passes through tsx's loader first: seconds of every start.
// Dependencies stay outside the bundle, imported by the absolute path of the file Node would
// load; each module keeps its own import.meta.url, so paths it makes relative to itself hold.
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));

/** A bare specifier of a dependency (not node:, not a workspace package, whose TypeScript is bundled). */
const isDependency = (specifier) => !/^(\.|\/|node:|@app\/)/.test(specifier);

const dependenciesByPath = {
  name: 'dependencies-by-path',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, async ({ path: specifier, kind, resolveDir, importer, pluginData }) => {
      if (!isDependency(specifier) || pluginData === 'resolving') return undefined;
      const resolved = await bundle.resolve(specifier, { kind, resolveDir, importer, pluginData: 'resolving' });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, external: true };
    });
    bundle.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => ({
      contents: (await readFile(file, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)),
      loader: 'ts',
    }));
  },
};

// The chunks are named by content: those of an earlier bundle would stay beside the new ones.
rmSync(path.join(apiDir, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: { server: 'src/server.ts', 'remote-cli': '../deploy/src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  // Lazily imported modules (the S3 blob store and its SDK) stay lazy, and what both entries use is
  // shared: chunks of their own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Node's own resolution: the import or require condition, and main over module.
  conditions: [],
  mainFields: ['main'],
  plugins: [dependenciesByPath],
  logLevel: 'warning',
});
