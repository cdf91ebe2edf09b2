import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { rspack, type Stats } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPTS_FILE, INLINE_SCRIPT_NAMES, isInlineScripts } from '../src/prerender/inline-scripts.ts';
import { createInlineScriptsConfig } from './create-rspack-config.ts';

/** An app folder whose inline scripts each write their name, one through a module it imports. */
function appWithInlineScripts(): string {
  const appDir = mkdtempSync(path.join(tmpdir(), 'inline-scripts-'));
  mkdirSync(path.join(appDir, 'src/inline'), { recursive: true });
  writeFileSync(path.join(appDir, 'package.json'), '{"name":"app","version":"1.0.0"}');
  writeFileSync(path.join(appDir, 'src/inline/said.ts'), 'export const said = (name: string): string => `ran ${name}`;\n');
  for (const name of INLINE_SCRIPT_NAMES) {
    writeFileSync(
      path.join(appDir, `src/inline/${name}.ts`),
      `import { said } from './said.ts';\n(globalThis as unknown as { ran: string[] }).ran.push(said(${JSON.stringify(name)}));\n`,
    );
  }
  return appDir;
}

describe('createInlineScriptsConfig', () => {
  it('builds each inline script into one file of code and its CSP hash, and no script file', async () => {
    const appDir = appWithInlineScripts();
    const stats = await new Promise<Stats | undefined>((resolve, reject) =>
      rspack(createInlineScriptsConfig({ appDir })()).run((error, result) => (error ? reject(error) : resolve(result))),
    );
    expect(stats?.hasErrors()).toBe(false);
    expect(readdirSync(path.join(appDir, 'dist'))).toEqual([INLINE_SCRIPTS_FILE]);
    const scripts: unknown = JSON.parse(readFileSync(path.join(appDir, 'dist', INLINE_SCRIPTS_FILE), 'utf8'));
    expect(isInlineScripts(scripts)).toBe(true);
    if (!isInlineScripts(scripts)) return;
    for (const name of INLINE_SCRIPT_NAMES) {
      const { code, hash } = scripts[name];
      expect(hash).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
      // The code runs alone, as a page's inline script does.
      const context = { ran: [] as string[] };
      runInNewContext(code, context);
      expect(context.ran).toEqual([`ran ${name}`]);
    }
  });
});
