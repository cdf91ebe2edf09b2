import { readFileSync, statSync } from 'node:fs';
import { contentDocument } from '../../db/seed/catalog/from-content.ts';

/**
 * What `pnpm content:import <path>` imports: a content folder (content/<kind>/<slug>.md, read by
 * the same code as the seed) or a catalog JSON file (catalog-document.ts). Throws
 * ContentFileError (a bad Markdown file, named with its line) or the JSON parser's error; either
 * way before anything is written.
 */
export function readCatalogSource(where: string): unknown {
  if (statSync(where).isDirectory()) return contentDocument(where);
  return JSON.parse(readFileSync(where, 'utf8'));
}
