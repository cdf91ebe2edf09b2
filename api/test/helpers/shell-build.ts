import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_SCRIPTS_FILE, type InlineScripts } from '@app/shared/prerender/inline-scripts';
import { SHELL_SERVER_RENDER_FILE } from '@app/shared/prerender/rendered-page';

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
  theme: scriptOf('applyTheme()'),
};

/**
 * The server render of a test's shell build (SHELL_SERVER_RENDER_FILE): a test writes each remote
 * version's Node container (server/remoteEntry.js) as an ES module that exports what the API gets
 * back, renderPage and memberPages, and this loads it as it is; like the shell's, it says on each
 * page it draws which version drew it.
 */
const TEST_SHELL_SERVER_RENDER = `import { readFileSync } from 'node:fs';
export async function loadServerRemote({ version, entry }) {
  const module = await import('data:text/javascript,' + encodeURIComponent(readFileSync(entry, 'utf8')));
  if (typeof module.renderPage !== 'function') throw new Error(entry + ' has no renderPage');
  const renderPage = async (request) => {
    const page = await module.renderPage(request);
    return page && { drawnBy: version, ...page };
  };
  return { renderPage, memberPages: module.memberPages ?? [] };
}`;

/** Writes a shell build into `shellDir`: its index.html, its inline scripts and its server render. */
export function writeShellBuild(shellDir: string, indexHtml: string): void {
  writeFileSync(path.join(shellDir, 'index.html'), indexHtml);
  writeFileSync(path.join(shellDir, INLINE_SCRIPTS_FILE), JSON.stringify(TEST_INLINE_SCRIPTS));
  mkdirSync(path.dirname(path.join(shellDir, SHELL_SERVER_RENDER_FILE)), { recursive: true });
  writeFileSync(path.join(shellDir, SHELL_SERVER_RENDER_FILE), TEST_SHELL_SERVER_RENDER);
}
