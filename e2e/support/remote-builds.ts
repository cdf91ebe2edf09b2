import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RegistryFile } from '@app/shared/contract';
import { REGISTRY_PATHS } from '@app/shared/api-contract/registry';
import { BASE_URL, E2E_METRICS_TOKEN, E2E_REGISTRY_DIR, E2E_REGISTRY_TOKEN, repoRoot } from './environment.ts';

export const ORIGINAL_HEADING = 'Feel strong, every day';

/** The registry command line against the suite's registry, as an operator runs it. */
export function registryCli(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'deploy/src/cli.ts', ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      REGISTRY_DIR: E2E_REGISTRY_DIR,
      REGISTRY_URL: BASE_URL,
      REGISTRY_TOKEN: E2E_REGISTRY_TOKEN,
      REMOTE_DEPLOY_BY: 'e2e',
      REMOTE_STATUS_URL: BASE_URL,
      METRICS_TOKEN: E2E_METRICS_TOKEN,
    },
    encoding: 'utf8',
  });
}

/** The registry as the server's deploy API gives it (GET /registry with the operator token). */
export async function readRegistryFile(): Promise<RegistryFile> {
  const secret = E2E_REGISTRY_TOKEN.slice(E2E_REGISTRY_TOKEN.indexOf(':') + 1);
  const response = await fetch(new URL(REGISTRY_PATHS.registry, BASE_URL), { headers: { authorization: `Bearer ${secret}` } });
  if (!response.ok) throw new Error(`GET ${REGISTRY_PATHS.registry} answered ${response.status}`);
  return ((await response.json()) as { data: RegistryFile }).data;
}

/**
 * A variant of the production build of mf-marketing without rebuilding: its HomePage chunk with the
 * hero heading replaced by `heading`, or by an expression that throws while the hero renders
 * (and the brotli and gzip copies the server sends, as the build writes them). Each variant has
 * its own bytes, so its own registry version.
 */
export function marketingVariant(change: { heading: string } | { throwOnRender: string }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-marketing-variant-'));
  cpSync(path.join(repoRoot, 'mf-marketing/dist'), dir, { recursive: true });
  const chunk = readdirSync(dir).find((file) => file.startsWith('__federation_expose_HomePage') && file.endsWith('.js'));
  if (!chunk) throw new Error('the HomePage chunk of mf-marketing was not found');
  const source = readFileSync(path.join(dir, chunk), 'utf8');
  const literal = JSON.stringify(ORIGINAL_HEADING);
  if (!source.includes(literal)) throw new Error(`the HomePage chunk of mf-marketing no longer holds ${literal}`);
  const replacement =
    'heading' in change ? JSON.stringify(change.heading) : `(()=>{throw new Error(${JSON.stringify(change.throwOnRender)})})()`;
  writeScript(path.join(dir, chunk), source.replace(literal, replacement));
  return dir;
}

/** A script of a build, with the brotli and gzip copies a build writes beside it (shared/build/precompress-plugin.ts). */
function writeScript(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * A variant of the production build of mf-content without rebuilding: `literal` replaced by
 * `replacement` in every script that holds it, the browser's chunks and the server render alike
 * (a page drawn on the server and live says the same). Its own bytes, so its own version.
 */
export function contentVariant(literal: string, replacement: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-content-variant-'));
  cpSync(path.join(repoRoot, 'mf-content/dist'), dir, { recursive: true });
  const scripts = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.m?js$/.test(file));
  let patched = 0;
  for (const file of scripts) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    if (!source.includes(literal)) continue;
    writeScript(path.join(dir, file), source.replaceAll(literal, replacement));
    patched += 1;
  }
  if (patched === 0) throw new Error(`no script of mf-content holds ${JSON.stringify(literal)}`);
  return dir;
}

/** The version a deploy reported ("Deployed marketing 1.0.0-0123456789 ..."). */
export function deployedVersion(output: string): string {
  const version = /^Deployed \w+ (\S+)/m.exec(output)?.[1];
  if (!version) throw new Error(`no version in: ${output}`);
  return version;
}
