import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HELP_CENTER_PATHS,
  helpCenterPaths,
  type HelpArticleReply,
  type HelpArticlesReply,
  type HelpCategoriesReply,
  type HelpSearchReply,
  type HelpSectionsReply,
} from '@app/shared/api-contract/help-center';
import { plainText, snippetFor, zendeskKeys } from '../../../src/features/help-center/help-center-repository.ts';
import { BACKENDS } from '../../helpers/databases.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** The help desk is called as Zendesk is: a plain GET, no bearer, no timezone header. */
async function get<T>(t: TestApp, url: string): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
}

describe.each(BACKENDS)('the help centre in the Zendesk Help Center API shape (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('lists categories with Zendesk paging, and no auth or timezone header is needed', async () => {
    const { status, body } = await get<HelpCategoriesReply>(t, HELP_CENTER_PATHS.categories);
    expect(status).toBe(200);
    expect(body.categories.map((category) => category.name)).toEqual(['Subscription and billing', 'Using Kindred', 'Account and safety']);
    expect(body).toMatchObject({ page: 1, per_page: 30, page_count: 1, count: 3, next_page: null, previous_page: null, sort_by: 'position', sort_order: 'asc' });
    expect(body.categories[0]).toMatchObject({ locale: 'en-au', html_url: expect.stringMatching(/^\/help\/categories\/\d+-subscription-and-billing$/) });
  });

  it('categories -> sections -> articles, each article with a real body', async () => {
    const { body: categories } = await get<HelpCategoriesReply>(t, HELP_CENTER_PATHS.categories);
    const billing = categories.categories[0]!;
    const { body: sections } = await get<HelpSectionsReply>(t, helpCenterPaths.categorySections(billing.id));
    expect(sections.sections.map((section) => section.name)).toEqual(['Free trial', 'Plans and payments', 'Cancelling', 'Apple and Google']);
    expect(sections.sections.every((section) => section.category_id === billing.id)).toBe(true);
    const cancelling = sections.sections.find((section) => section.name === 'Cancelling')!;
    const { body: articles } = await get<HelpArticlesReply>(t, helpCenterPaths.sectionArticles(cancelling.id));
    expect(articles.articles.map((article) => article.title)).toContain('How do I cancel my subscription?');
    for (const article of articles.articles) {
      expect(article.section_id).toBe(cancelling.id);
      expect(plainText(article.body).length).toBeGreaterThan(200);
    }
    const { status, body } = await get<HelpArticleReply>(t, helpCenterPaths.article(articles.articles[0]!.id));
    expect(status).toBe(200);
    expect(body.article).toEqual(articles.articles[0]);
  });

  it('holds at least 20 articles about the product’s topics', async () => {
    const { body } = await get<HelpArticlesReply>(t, `${HELP_CENTER_PATHS.articles}?per_page=100`);
    expect(body.count).toBeGreaterThanOrEqual(20);
    const titles = body.articles.map((article) => article.title).join(' | ');
    for (const topic of [/free trial/i, /cancel/i, /planner/i, /swap/i, /shopping list/i, /logbook/i, /kg or lb/i, /region/i, /password/i]) expect(titles).toMatch(topic);
  });

  it('pages with page and per_page: every article once, next_page and previous_page link the pages', async () => {
    const { body: all } = await get<HelpArticlesReply>(t, `${HELP_CENTER_PATHS.articles}?per_page=100`);
    const seen: number[] = [];
    let url: string | null = `${HELP_CENTER_PATHS.articles}?per_page=7`;
    let pages = 0;
    while (url) {
      const { body }: { body: HelpArticlesReply } = await get<HelpArticlesReply>(t, url);
      pages += 1;
      expect(body.per_page).toBe(7);
      expect(body.page).toBe(pages);
      expect(body.previous_page === null).toBe(pages === 1);
      seen.push(...body.articles.map((article) => article.id));
      url = body.next_page;
    }
    expect(pages).toBe(Math.ceil(all.count / 7));
    expect(seen).toEqual(all.articles.map((article) => article.id));
    const past = await get<HelpArticlesReply>(t, `${HELP_CENTER_PATHS.articles}?per_page=7&page=${pages + 1}`);
    expect(past.body.articles).toEqual([]);
  });

  it('search answers under `results`, best match first, with a snippet; a typo in a title still finds it', async () => {
    const { status, body } = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?query=${encodeURIComponent('cancel subscription')}`);
    expect(status).toBe(200);
    expect(body.results[0]?.title).toBe('How do I cancel my subscription?');
    expect(body.results[0]).toMatchObject({ result_type: 'article', snippet: expect.stringMatching(/cancel/i) });
    expect(body.count).toBe(body.results.length);
    const typo = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?query=logbok`);
    expect(typo.body.results.map((result) => result.title)).toContain('The logbook and kg or lb');
    const none = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?query=xylophone`);
    expect(none.body).toMatchObject({ results: [], count: 0, page_count: 1, next_page: null });
  });

  it('search pages too', async () => {
    const first = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?query=planner&per_page=2`);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.count).toBeGreaterThan(2);
    expect(first.body.next_page).toBe(`${HELP_CENTER_PATHS.articleSearch}?query=planner&per_page=2&page=2`);
    const second = await get<HelpSearchReply>(t, first.body.next_page!);
    expect(second.body.results.map((result) => result.id)).not.toContain(first.body.results[0]!.id);
  });

  it.each([
    [`${HELP_CENTER_PATHS.articles}?per_page=101`, 'per_page must be a whole number from 1 to 100'],
    [`${HELP_CENTER_PATHS.articles}?per_page=0`, 'per_page must be a whole number from 1 to 2147483647'],
    [`${HELP_CENTER_PATHS.articles}?page=-1`, undefined],
    [`${HELP_CENTER_PATHS.articleSearch}`, undefined],
    [`${HELP_CENTER_PATHS.articleSearch}?query=%20`, undefined],
    [`${HELP_CENTER_PATHS.categories}?sort=1`, undefined],
    [helpCenterPaths.article(0), undefined],
  ])('refuses %s with a 400', async (url, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json<{ message: string }>().message).toBe(message);
  });

  it.each([helpCenterPaths.article(1), helpCenterPaths.section(1), helpCenterPaths.sectionArticles(1), `${HELP_CENTER_PATHS.categories.replace('.json', '')}/1/sections.json`])(
    '%s is a 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toMatch(/^There is no help centre (article|section|category) 1\.$/);
    },
  );

  it('an unknown help centre path is an API 404, not the app’s page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/help_center/votes.json' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('search snippets', () => {
  const text = 'Open Settings, then Subscription. Tap Cancel subscription and confirm. You keep access until the end of the period you paid for, and you can undo it before then.';
  it.each([
    ['settings', 'Open Settings, then Subscription.'],
    ['undo', '…'],
    ['zzz', 'Open Settings'],
  ])('around %s', (query, start) => {
    const snippet = snippetFor(text, query);
    expect(snippet.startsWith(start)).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(162);
    if (query !== 'zzz') expect(snippet.toLowerCase()).toContain(query);
  });

  it.each([
    ['<p>A &amp; B</p><ul><li>one</li></ul>', 'A & B one'],
    ['<h2>&quot;Hi&quot;</h2>', '"Hi"'],
  ])('plain text of %s', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe('Zendesk field names from the camel-cased jsonb', () => {
  it.each([
    [{ htmlUrl: '/a', labelNames: ['x'], id: 1 }, { html_url: '/a', label_names: ['x'], id: 1 }],
    [{ createdAt: 'd', section_id: 2 }, { created_at: 'd', section_id: 2 }],
  ])('%o', (stored, zendesk) => {
    expect(zendeskKeys(stored)).toEqual(zendesk);
  });
});
