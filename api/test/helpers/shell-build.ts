import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_SCRIPTS_FILE, type InlineScripts } from '@app/shared/prerender/inline-scripts';

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** A script of `call`, about as long as the built one (1 KB: pages stay as big, and as compressible). */
const scriptOf = (call: string) => {
  const code = `${call};/*${'-'.repeat(1000)}*/`;
  return { code, hash: sha256(code) };
};

/** A shell build's inline scripts (INLINE_SCRIPTS_FILE) for tests: code the page carries as it is, and its hash. */
export const TEST_INLINE_SCRIPTS: InlineScripts = {
  'first-screen-guard': scriptOf('guard()'),
  'scripts-after-first-paint': scriptOf('startAfterPaint()'),
};

/** Writes a shell build into `shellDir`: its index.html and its inline scripts. */
export function writeShellBuild(shellDir: string, indexHtml: string): void {
  writeFileSync(path.join(shellDir, 'index.html'), indexHtml);
  writeFileSync(path.join(shellDir, INLINE_SCRIPTS_FILE), JSON.stringify(TEST_INLINE_SCRIPTS));
}
