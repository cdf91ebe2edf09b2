// The production builds of the apps named in `--env apps=shell,mf-auth` (scripts/build.mjs runs
// `rspack build -c scripts/rspack.production.config.ts --env apps=...`): one process and one
// multi-compiler, so the apps build side by side, each compilation after those it needs
// (compilationsOf in scripts/build-inputs.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Configuration } from '@rspack/core';
import { APPS, BUILD_CONFIG_FILES, compilationsOf, type App } from './build-inputs.mjs';

type ConfigExport = Configuration | ((env: unknown, argv: { mode: 'production' }) => Configuration);

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default async function productionConfigs(env: { apps?: string }): Promise<Configuration[]> {
  const apps = (env.apps ?? '').split(',').filter(Boolean) as App[];
  const unknown = apps.filter((app) => !APPS.includes(app));
  if (apps.length === 0 || unknown.length)
    throw new Error(`--env apps=<app>,... takes some of ${APPS.join(', ')}, not "${env.apps ?? ''}".`);
  const configFiles = Object.fromEntries(
    apps.map((app) => [app, BUILD_CONFIG_FILES.filter((file) => existsSync(path.join(repoRoot, app, file)))]),
  );
  const configs: Configuration[] = [];
  for (const { name, file, dependencies } of compilationsOf(configFiles)) {
    const { default: config } = (await import(pathToFileURL(path.join(repoRoot, file)).href)) as { default: ConfigExport };
    const options = typeof config === 'function' ? config({}, { mode: 'production' }) : config;
    configs.push({ ...options, name, dependencies });
  }
  return configs;
}
