import { describe, expect, it } from 'vitest';
import { SANITIZE_HTML_CASES, SANITIZE_HTML_IDEMPOTENCE_INPUT } from '@app/shared/text/sanitize-html-cases';
import { seedCatalogDocument } from '../../src/db/seed/catalog/seed-catalog.ts';
import { htmlSanitizer } from '../../src/lib/html-sanitizer.ts';

// The same table as the browser's (mf-content/src/common/model/sanitize-html.test.ts): the API cleans alike.
describe('the API’s HTML sanitizer (DOMPurify on jsdom, the shared allow-list)', () => {
  it.each(SANITIZE_HTML_CASES)('%s', async (_case, html, expected) => {
    const sanitize = await htmlSanitizer();
    expect(sanitize(html)).toBe(expected);
  });

  it('is idempotent, and loads its DOM once', async () => {
    const [sanitize, again] = await Promise.all([htmlSanitizer(), htmlSanitizer()]);
    expect(again).toBe(sanitize);
    const once = sanitize(SANITIZE_HTML_IDEMPOTENCE_INPUT);
    expect(sanitize(once)).toBe(once);
  });
});

// The seed writes its bodies without cleaning them (the import cleans what it reads): they must
// already be what the allow-list keeps, so a page draws them as written.
describe('the seeded catalog’s HTML', () => {
  it('is clean already: every article and help centre body comes out of the sanitizer unchanged', async () => {
    const sanitize = await htmlSanitizer();
    const { document } = seedCatalogDocument();
    const bodies = [
      ...(document.articles ?? []).map((article) => article.bodyHtml),
      ...(document.helpCentre?.articles ?? []).map((article) => article.body ?? ''),
    ];
    expect(bodies.length).toBeGreaterThan(200);
    expect(bodies.filter((body) => sanitize(body) !== body)).toEqual([]);
  });
});
