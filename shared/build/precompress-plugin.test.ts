import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress-plugin.ts';

const script = 'export const greeting = "hello";\n'.repeat(100);

function buildFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('precompressFolder', () => {
  it('writes brotli and gzip copies that decompress to the file, in subfolders too', () => {
    const dir = buildFolder({ 'main.1a2b3c4d.js': script, 'css/page.css': `.a{color:red}\n`.repeat(100) });
    expect(precompressFolder(dir).sort()).toEqual(['css/page.css.br', 'css/page.css.gz', 'main.1a2b3c4d.js.br', 'main.1a2b3c4d.js.gz']);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'main.1a2b3c4d.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'main.1a2b3c4d.js.gz'))).toString()).toBe(script);
  });

  it.each([
    ['a source map', 'main.js.map', script],
    ['an image', 'hero.webp', script],
    ['a file under 512 bytes', 'tiny.js', 'export {};'],
  ])('leaves %s alone', (_label, name, content) => {
    const dir = buildFolder({ [name]: content });
    expect(precompressFolder(dir)).toEqual([]);
    expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
  });
});
