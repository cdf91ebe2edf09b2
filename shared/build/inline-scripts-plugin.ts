import { createHash } from 'node:crypto';
import { rspack, type Compiler } from '@rspack/core';
import { INLINE_SCRIPTS_FILE, type InlineScript } from '../src/prerender/inline-scripts.ts';

/** The CSP source that allows an inline script of exactly this code. */
function cspHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/** Each entry's code with its hash, by entry name: what INLINE_SCRIPTS_FILE holds. */
function inlineScriptsOf(codeByEntry: Readonly<Record<string, string>>): Record<string, InlineScript> {
  return Object.fromEntries(Object.entries(codeByEntry).map(([name, code]) => [name, { code, hash: cspHash(code) }]));
}

/**
 * Replaces the build's script files with INLINE_SCRIPTS_FILE: each entry's minified code and its
 * hash, taken after minification so the hash is of the exact bytes the server writes into a page.
 */
export class InlineScriptsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('InlineScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InlineScriptsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const codeByEntry: Record<string, string> = {};
        for (const [name, entrypoint] of compilation.entrypoints) {
          const files = entrypoint.getFiles().filter((file) => file.endsWith('.js'));
          if (files.length !== 1) throw new Error(`The inline script ${name} must build to one file, not ${files.length}.`);
          // A trailing newline or source map comment would be part of the hashed bytes: the code alone.
          codeByEntry[name] = compilation.getAsset(files[0]!)!.source.source().toString().trim();
          compilation.deleteAsset(files[0]!);
        }
        compilation.emitAsset(INLINE_SCRIPTS_FILE, new rspack.sources.RawSource(JSON.stringify(inlineScriptsOf(codeByEntry))));
      });
    });
  }
}
