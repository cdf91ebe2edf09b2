// What each production build is made of (the apps', and the server bundle `npm start` runs), and
// which builds a change redoes. Pure functions: scripts/build.mjs feeds them the files on disk;
// scripts/build-inputs.test.ts feeds them tables.
import { createHash } from 'node:crypto';

export const APPS = ['shell', 'mf-marketing', 'mf-auth', 'mf-planner', 'mf-content', 'mf-commerce'];

/** The server bundle (api/bundle.mjs, into api/dist/), built beside the apps. */
export const SERVER = 'api';

/** Everything scripts/build.mjs builds, each with a stamp of its own. */
export const BUILDS = [...APPS, SERVER];

/** Every build reads these besides its own inputs: the shared package and the exact dependency versions. */
export const COMMON_INPUTS = ['shared/', 'pnpm-lock.yaml'];

/** A build's own inputs: an app's folder; for the server, its code and the deploy code it bundles. */
const ownInputs = (build) => (build === SERVER ? ['api/src/', 'deploy/src/'] : [`${build}/`]);

/** The folders and files some build reads. */
export const INPUTS = [...BUILDS.flatMap(ownInputs), ...COMMON_INPUTS];

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.turbo']);

/** A folder no build reads: dependencies and build output. */
export const isSkippedFolder = (name) => SKIPPED_FOLDERS.has(name);

/** A test file: no build reads it, so changing one rebuilds nothing. */
const isTestFile = (relPath) => /\.test\.tsx?$/.test(relPath);

const isUnder = (relPath, input) => (input.endsWith('/') ? relPath.startsWith(input) : relPath === input);

/**
 * The builds that read this file (a path relative to the repository, '/'-separated): its own app
 * for a file under an app's folder, the server for one under api/src/ or deploy/src/, every build
 * for shared/ and the lockfile, none otherwise.
 */
export function appsReading(relPath) {
  if (isTestFile(relPath) || relPath.split('/').some(isSkippedFolder)) return [];
  if (COMMON_INPUTS.some((input) => isUnder(relPath, input))) return [...BUILDS];
  return BUILDS.filter((build) => ownInputs(build).some((input) => isUnder(relPath, input)));
}

/**
 * Per build, a sha256 of the files it reads, each as its path and contents: `files` maps
 * repository-relative paths to contents (string or Buffer). Order-independent: paths are sorted.
 */
export function inputHashes(files) {
  const hashes = Object.fromEntries(BUILDS.map((build) => [build, createHash('sha256')]));
  for (const relPath of [...files.keys()].sort()) {
    for (const app of appsReading(relPath)) {
      hashes[app].update(relPath);
      hashes[app].update('\0');
      hashes[app].update(files.get(relPath));
      hashes[app].update('\0');
    }
  }
  return Object.fromEntries(BUILDS.map((build) => [build, hashes[build].digest('hex')]));
}

/**
 * What to build: the builds whose inputs' hash differs from the stamp of their last build, or that
 * have no output (`built` holds those with a dist/), or every one with `force`.
 */
export function appsToBuild({ hashes, stamps, built, force = false, only = BUILDS }) {
  return only.filter((app) => force || !built.has(app) || stamps[app] !== hashes[app]);
}

/**
 * The production build of an app: one rspack config per file it has, in its own folder, of these.
 * The browser build comes first: it cleans dist/ and precompresses what is in it, and the other
 * two write into it (the inline scripts beside the browser files, the Node build in dist/server).
 */
export const BUILD_CONFIG_FILES = ['rspack.config.ts', 'rspack.inline.config.ts', 'rspack.server.config.ts'];

/**
 * The compilations of the apps to build (`configFiles`: per app, which of BUILD_CONFIG_FILES it
 * has), for one rspack multi-compiler: each named `<app>` or `<app>:<kind>`, its config file
 * relative to the repository, and the compilations it must wait for (its app's browser build).
 * Everything else runs side by side.
 */
export function compilationsOf(configFiles) {
  return Object.entries(configFiles).flatMap(([app, files]) => {
    if (!files.includes(BUILD_CONFIG_FILES[0])) throw new Error(`${app} has no ${BUILD_CONFIG_FILES[0]}.`);
    return BUILD_CONFIG_FILES.filter((file) => files.includes(file)).map((file, index) => {
      const kind = file.replace(/^rspack\.|\.?config\.ts$/g, '');
      return { name: kind ? `${app}:${kind}` : app, file: `${app}/${file}`, dependencies: index === 0 ? [] : [app] };
    });
  });
}
