import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppConfig {
  port: number;
  host: string;
  /** Built shell (index.html and assets); served with SPA fallback when present. */
  shellDir: string | null;
  /** Folder holding remotes.json and remotes/<name>/<version>/. */
  registryDir: string | null;
  isProduction: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    shellDir: env.SHELL_DIR === '' ? null : path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell/dist')),
    registryDir: env.REGISTRY_DIR === '' ? null : path.resolve(env.REGISTRY_DIR ?? path.join(repoRoot, '.registry')),
    isProduction: env.NODE_ENV === 'production',
  };
}
