import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Compile } from 'typebox/compile';
import type { HtmlSanitizer } from '@app/shared/text/html-sanitizer-context';
import type { Database } from '../../db/schema.ts';
import { htmlSanitizer } from '../../lib/html-sanitizer.ts';
import { CATALOG_SECTIONS, CatalogDocument } from './catalog-document.ts';
import { catalogWritten } from './catalog-version.ts';
import { CatalogError, writeCatalog } from './catalog-writer.ts';

/** catalog_state's row of the last import: its hash and time tell running servers to rebuild their replies. */
export const IMPORT_STATE_KEY = 'import';

const validator = Compile(CatalogDocument);

/** "/recipes/3/ingredients/0/quantity" -> the record it is in: recipes[3] (contentId 30004, "Title"). */
function recordName(json: unknown, instancePath: string): { record: string; field: string } {
  const parts = instancePath.split('/').filter(Boolean);
  const [section, index, ...rest] = parts;
  if (!section || index === undefined || !/^\d+$/.test(index))
    return { record: section ?? 'the document', field: rest.join('.') || parts.join('.') };
  const value = (json as Record<string, unknown[]>)[section]?.[Number(index)] as Record<string, unknown> | undefined;
  const id = value?.contentId ?? value?.id;
  const title = value?.title ?? value?.name;
  const label = [
    id !== undefined
      ? `${section === 'exercises' || section === 'foods' || section === 'programs' ? 'id' : 'contentId'} ${String(id)}`
      : null,
    typeof title === 'string' ? `"${title}"` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return { record: `${section}[${index}]${label ? ` (${label})` : ''}`, field: rest.join('.') };
}

/** Every problem of a JSON value against the catalog document schema, each naming its record and field. */
export function documentProblems(json: unknown): string[] {
  if (json === null || typeof json !== 'object' || Array.isArray(json))
    return ['The file must hold a JSON object with any of: ' + CATALOG_SECTIONS.join(', ')];
  if (validator.Check(json)) return [];
  const problems = new Set<string>();
  for (const error of validator.Errors(json)) {
    if (error.keyword === 'boolean') continue;
    const { record, field } = recordName(json, error.instancePath);
    const extra =
      error.keyword === 'additionalProperties'
        ? `: unknown field(s) ${JSON.stringify((error.params as { additionalProperties?: unknown }).additionalProperties)}`
        : '';
    problems.add(`${record}${field ? ` ${field}` : ''}: ${error.message}${extra}`);
    if (problems.size >= 20) break;
  }
  return [...problems];
}

/**
 * The document with every article body cleaned to the allow-list the pages show HTML with
 * (@app/shared/text/html-allow-list): an imported file may carry anything, a script, an event
 * handler, a javascript: link, an iframe or a style, and what is stored is served as it is. An
 * article left with nothing to show is refused, named. (The seed's bodies are built clean by
 * catalog/articles/article-html.ts, which a test holds to this allow-list.)
 */
function withCleanHtml(document: CatalogDocument, sanitize: HtmlSanitizer): CatalogDocument {
  const emptied: string[] = [];
  const articles = document.articles?.map((article, index) => {
    const bodyHtml = sanitize(article.bodyHtml);
    if (!bodyHtml.trim())
      emptied.push(
        `articles[${index}] (contentId ${article.contentId}, "${article.title}") bodyHtml: nothing is left once the HTML that is not allowed is removed`,
      );
    return { ...article, bodyHtml };
  });
  if (emptied.length > 0) throw new CatalogError(emptied);
  const helpCentre = document.helpCentre && {
    ...document.helpCentre,
    articles: document.helpCentre.articles.map((article) =>
      article.body === undefined ? article : { ...article, body: sanitize(article.body) },
    ),
  };
  return { ...document, ...(articles ? { articles } : {}), ...(helpCentre ? { helpCentre } : {}) };
}

/**
 * Checks a JSON value against the catalog schema, cleans its HTML, and writes it in one transaction: on any problem
 * (the schema's, or a reference to something that does not exist) it throws CatalogError naming
 * each bad record, and nothing of the document is written. The same transaction records the
 * import in catalog_state, so every server on this database drops the replies it keeps in memory
 * (catalog-version.ts). Returns the number of records written.
 */
export async function importCatalog(db: Kysely<Database>, json: unknown): Promise<number> {
  const problems = documentProblems(json);
  if (problems.length > 0) throw new CatalogError(problems);
  const document = withCleanHtml(json as CatalogDocument, await htmlSanitizer());
  const contentHash = createHash('sha256').update(JSON.stringify(json)).digest('hex');
  const count = await db.transaction().execute(async (trx) => {
    const written = await writeCatalog(trx, document);
    await trx
      .insertInto('catalogState')
      .values({ key: IMPORT_STATE_KEY, contentHash, itemCount: written })
      .onConflict((oc) => oc.column('key').doUpdateSet({ contentHash, itemCount: written, updatedAt: new Date() }))
      .execute();
    return written;
  });
  catalogWritten();
  return count;
}
