import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler } from '@rspack/core';

/** What the browser fetches as text: scripts, stylesheets, manifests, the HTML, SVG. Not source maps. */
const COMPRESSIBLE = /\.(js|css|json|html|svg)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

/**
 * Writes `<file>.br` (brotli, quality 10) and `<file>.gz` (gzip -9) beside every compressible
 * file of a folder, each only when it is smaller than the file. The server sends them as they
 * are (@fastify/static `preCompressed`), so nothing is compressed per request.
 * Returns the files it wrote, relative to the folder.
 */
export function precompressFolder(dir: string): string[] {
  const written: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, entry);
    if (!COMPRESSIBLE.test(entry) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const copies: [string, Buffer][] = [
      [
        '.br',
        brotliCompressSync(content, {
          // 10, not 11: 11 takes over twice as long for files barely smaller (the commit that chose 10 has the figures).
          params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }),
      ],
      ['.gz', gzipSync(content, { level: 9 })],
    ];
    for (const [extension, compressed] of copies) {
      if (compressed.length >= content.length) continue;
      writeFileSync(file + extension, compressed);
      written.push(entry + extension);
    }
  }
  return written;
}

/** Production builds: every emitted text file gets its brotli and gzip copy once the build is written. */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', () => {
      const outputDir = compiler.options.output.path;
      if (outputDir) precompressFolder(outputDir);
    });
  }
}
