import zendesk from 'node-zendesk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  HELP_CENTER_PATHS,
  HELP_CENTER_PREFIX,
  helpCenterPaths,
  type HelpArticle,
  type HelpArticlesCursorReply,
  type HelpArticlesReply,
  type HelpError,
  type HelpSearchReply,
} from '@app/shared/api-contract/help-center';
import { importCatalog } from '../../../src/features/catalog/catalog-import.ts';
import { freePort } from '../../../src/lib/free-port.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

type ZendeskClient = ReturnType<typeof zendesk.createClient>;

const EXTRA_ARTICLES = Array.from({ length: 40 }, (_, index) => ({
  id: 95_001 + index,
  section_id: 95_000,
  title: `Imported answer ${index + 1}`,
  position: index,
  body: `<p>Answer ${index + 1}.</p>`,
  label_names: ['imported'],
}));
/** What node-zendesk's get() resolves to (its types say NodeModule). */
type Got<T> = { result: T };

/**
 * The API's help centre read by a real Zendesk client: node-zendesk pointed at the app's
 * /api/v2/help_center on a real port, as it would be at a Zendesk Help Center. It follows the
 * absolute next_page links itself (requestAll), so a relative link would send it astray.
 */
describeEachBackend('the help centre through node-zendesk (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  let client: ZendeskClient;
  let all: HelpArticle[];
  /** Every address node-zendesk asked for. */
  const requested: string[] = [];
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(backend, { publicUrl: base });
    // More articles than one page of 30 holds, so that listing them all takes node-zendesk three pages.
    await importCatalog(t.app.db, {
      helpCentre: {
        categories: [],
        sections: [{ id: 95_000, category_id: 9202, name: 'Imported', description: '', position: 9 }],
        articles: EXTRA_ARTICLES,
      },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    // The help centre is public: node-zendesk still sends its Basic credentials, which it ignores.
    client = zendesk.createClient({
      username: 'reader@kindred.test',
      token: 'unused',
      endpointUri: `${base}${HELP_CENTER_PREFIX}`,
      apiType: ['helpcenter'],
      throwOriginalException: true,
      transportConfig: {
        transportFn: (uri: string, init: RequestInit) => {
          requested.push(uri);
          return fetch(uri, init);
        },
        responseAdapter: (response: Response) => ({
          json: () => response.json(),
          status: response.status,
          headers: { get: (name: string) => response.headers.get(name) },
          statusText: response.statusText,
        }),
      },
    });
    all = ((await (await fetch(`${base}${HELP_CENTER_PATHS.articles}?per_page=100`)).json()) as HelpArticlesReply).articles;
  });
  afterAll(() => t.close());

  it('lists every article, page after page with requestAll: each exactly once', async () => {
    expect(all.length).toBeGreaterThan(60);
    requested.length = 0;
    const listed = (await client.helpcenter.articles.list()) as HelpArticle[];
    expect(listed.map((article) => article.id)).toEqual(all.map((article) => article.id));
    expect(new Set(listed.map((article) => article.id)).size).toBe(listed.length);
    // It followed the absolute next_page links: three pages of 30.
    expect(requested).toEqual([
      `${base}${HELP_CENTER_PATHS.articles}`,
      `${base}${HELP_CENTER_PATHS.articles}?page=2&per_page=30`,
      `${base}${HELP_CENTER_PATHS.articles}?page=3&per_page=30`,
    ]);
  });

  it('lists categories and sections, and shows one of each', async () => {
    const categories = (await client.helpcenter.categories.list()) as { id: number; name: string }[];
    expect(categories.map((category) => category.name)).toEqual(['Subscription and billing', 'Using Kindred', 'Account and safety']);
    const sections = (await client.helpcenter.sections.listByCategory(categories[0]!.id)) as { id: number; category_id: number }[];
    expect(sections.length).toBe(4);
    expect(sections.every((section) => section.category_id === categories[0]!.id)).toBe(true);
    const shown = (await client.helpcenter.categories.show(categories[0]!.id)) as unknown as Got<{ name: string }>;
    expect(shown.result.name).toBe('Subscription and billing');
    const section = (await client.helpcenter.sections.show(sections[0]!.id)) as unknown as Got<{ id: number }>;
    expect(section.result.id).toBe(sections[0]!.id);
  });

  it('shows an article, in the help centre’s locale or another', async () => {
    const { result } = (await client.helpcenter.articles.show(all[3]!.id)) as unknown as Got<HelpArticle>;
    expect(result).toEqual(all[3]);
    const inUs = (await client.helpcenter.articles.showWithLocale('en-us', all[3]!.id)) as unknown as Got<HelpArticle>;
    expect(inUs.result).toMatchObject({
      id: all[3]!.id,
      locale: 'en-us',
      source_locale: 'en-au',
      url: `${base}${HELP_CENTER_PREFIX}/en-us/articles/${all[3]!.id}.json`,
    });
  });

  it('lists a category’s and a section’s articles, and every article in a locale', async () => {
    const section = all[0]!.section_id;
    const bySection = (await client.helpcenter.articles.listBySection(section)) as HelpArticle[];
    expect(bySection.map((article) => article.id)).toEqual(
      all.filter((article) => article.section_id === section).map((article) => article.id),
    );
    const byCategory = (await client.helpcenter.articles.listByCategory(9202)) as HelpArticle[];
    const sectionIds = new Set(((await client.helpcenter.sections.listByCategory(9202)) as { id: number }[]).map((s) => s.id));
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.map((article) => article.id)).toEqual(
      all.filter((article) => sectionIds.has(article.section_id)).map((article) => article.id),
    );
    const inLocale = (await client.helpcenter.articles.listByLocale('en-us')) as HelpArticle[];
    expect(inLocale.map((article) => article.id)).toEqual(all.map((article) => article.id));
    expect(inLocale.every((article) => article.locale === 'en-us')).toBe(true);
    const labelled = (await client.helpcenter.articles.listByLabelNames(['planner', 'swap'])) as HelpArticle[];
    expect(labelled.length).toBeGreaterThan(0);
    expect(labelled.every((article) => article.label_names.includes('planner') && article.label_names.includes('swap'))).toBe(true);
  });

  it('searches', async () => {
    const { result } = (await client.helpcenter.search.searchArticles('cancel subscription')) as unknown as Got<HelpSearchReply>;
    expect(result.results[0]?.title).toBe('How do I cancel my subscription?');
    expect(result.results[0]?.result_type).toBe('article');
  });

  it('reports a missing article as Zendesk does: a 404 node-zendesk throws on', async () => {
    await expect(client.helpcenter.articles.show(1)).rejects.toMatchObject({
      statusCode: 404,
      result: { error: 'RecordNotFound', description: 'There is no help centre article 1.' },
    });
  });

  it('pages with cursors over plain fetch: links.next to the end, every article once', async () => {
    const seen: number[] = [];
    let url: string | null = `${base}${HELP_CENTER_PATHS.articles}?page[size]=8`;
    let last: HelpArticlesCursorReply | null = null;
    while (url) {
      const response: Response = await fetch(url, { headers: { host: 'attacker.example' } });
      expect(response.status).toBe(200);
      last = (await response.json()) as HelpArticlesCursorReply;
      seen.push(...last.articles.map((article) => article.id));
      url = last.links.next;
      if (url) expect(url.startsWith(`${base}${HELP_CENTER_PATHS.articles}?page[size]=8&page[after]=`)).toBe(true);
    }
    expect(seen).toEqual(all.map((article) => article.id));
    expect(last!.meta).toMatchObject({ has_more: false, after_cursor: expect.any(String) });
  });

  it.each([
    [`${HELP_CENTER_PATHS.articles}?per_page=abc`, 400, 'InvalidParameters'],
    [`${HELP_CENTER_PATHS.articles}?page[size]=0`, 400, 'InvalidPaginationParameter'],
    [`${HELP_CENTER_PATHS.articles}?sort_order=sideways`, 400, 'InvalidParameters'],
    [helpCenterPaths.article(1), 404, 'RecordNotFound'],
    [helpCenterPaths.categoryArticles(1), 404, 'RecordNotFound'],
    [`${HELP_CENTER_PREFIX}/xx-yy/articles.json`, 404, 'RecordNotFound'],
  ])('plain fetch of %s: %i in Zendesk’s error shape', async (path, status, error) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as HelpError;
    expect(Object.keys(body).sort()).toEqual(['description', 'error']);
    expect(body.error).toBe(error);
  });
});
