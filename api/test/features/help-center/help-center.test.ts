import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HELP_CENTER_PATHS,
  HELP_CENTER_PREFIX,
  helpCenterPaths,
  inHelpLocale,
  type HelpArticle,
  type HelpArticleReply,
  type HelpArticlesCursorReply,
  type HelpArticlesReply,
  type HelpCategoriesReply,
  type HelpCategoryReply,
  type HelpError,
  type HelpSearchReply,
  type HelpSectionsReply,
} from '@app/shared/api-contract/help-center';
import { plainText, snippetFor, zendeskKeys } from '../../../src/features/help-center/help-center-records.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../helpers/test-app.ts';

/** The help desk is called as Zendesk is: a plain GET, no bearer, no timezone header. */
async function get<T>(
  t: TestApp,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
}

const ids = (articles: readonly { id: number }[]) => articles.map((article) => article.id);

/** Every article of a list read with cursor paging, following links.next from the first page. */
async function followNext(t: TestApp, first: string): Promise<{ pages: HelpArticlesCursorReply[] }> {
  const pages: HelpArticlesCursorReply[] = [];
  let url: string | null = first;
  while (url) {
    const { status, body }: { status: number; body: HelpArticlesCursorReply } = await get(t, url);
    expect(status, url).toBe(200);
    pages.push(body);
    url = body.links.next;
    if (pages.length > 50) throw new Error('links.next never ends');
  }
  return { pages };
}

describeEachBackend('the help centre in the Zendesk Help Center API shape (%s)', (backend) => {
  let t: TestApp;
  let all: HelpArticle[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    all = (await get<HelpArticlesReply>(t, `${HELP_CENTER_PATHS.articles}?per_page=100`)).body.articles;
  });
  afterAll(() => t.close());

  it('lists categories with Zendesk paging and fields, and no auth or timezone header is needed', async () => {
    const { status, body } = await get<HelpCategoriesReply>(t, HELP_CENTER_PATHS.categories);
    expect(status).toBe(200);
    expect(body.categories.map((category) => category.name)).toEqual(['Subscription and billing', 'Using Kindred', 'Account and safety']);
    expect(body).toMatchObject({
      page: 1,
      per_page: 30,
      page_count: 1,
      count: 3,
      next_page: null,
      previous_page: null,
      sort_by: 'position',
      sort_order: 'asc',
    });
    expect(body.categories[0]).toEqual({
      id: 9201,
      name: 'Subscription and billing',
      description: expect.any(String),
      position: 0,
      locale: 'en-au',
      source_locale: 'en-au',
      outdated: false,
      url: `${TEST_PUBLIC_URL}/api/v2/help_center/en-au/categories/9201.json`,
      html_url: `${TEST_PUBLIC_URL}/help#help-category-9201`,
      created_at: '2026-10-01T09:00:00Z',
      updated_at: '2026-10-01T09:00:00Z',
    });
  });

  it('categories -> sections -> articles, each article with a real body and Zendesk’s fields', async () => {
    const { body: categories } = await get<HelpCategoriesReply>(t, HELP_CENTER_PATHS.categories);
    const billing = categories.categories[0]!;
    const { body: sections } = await get<HelpSectionsReply>(t, helpCenterPaths.categorySections(billing.id));
    expect(sections.sections.map((section) => section.name)).toEqual([
      'Free trial',
      'Plans and payments',
      'Cancelling',
      'Apple and Google',
    ]);
    expect(sections.sections.every((section) => section.category_id === billing.id)).toBe(true);
    const cancelling = sections.sections.find((section) => section.name === 'Cancelling')!;
    expect(cancelling).toMatchObject({
      url: `${TEST_PUBLIC_URL}/api/v2/help_center/en-au/sections/${cancelling.id}.json`,
      html_url: `${TEST_PUBLIC_URL}/help?section=${cancelling.id}`,
    });
    const { body: articles } = await get<HelpArticlesReply>(t, helpCenterPaths.sectionArticles(cancelling.id));
    expect(articles.articles.map((article) => article.title)).toContain('How do I cancel my subscription?');
    for (const article of articles.articles) {
      expect(article.section_id).toBe(cancelling.id);
      expect(plainText(article.body).length).toBeGreaterThan(200);
    }
    const { status, body } = await get<HelpArticleReply>(t, helpCenterPaths.article(articles.articles[0]!.id));
    expect(status).toBe(200);
    expect(body.article).toEqual(articles.articles[0]);
    const article = body.article;
    expect(article).toMatchObject({
      name: article.title,
      author_id: null,
      locale: 'en-au',
      source_locale: 'en-au',
      outdated: false,
      url: `${TEST_PUBLIC_URL}/api/v2/help_center/en-au/articles/${article.id}.json`,
      html_url: `${TEST_PUBLIC_URL}/help?article=${article.id}`,
      edited_at: article.updated_at,
    });
  });

  it('lists a category’s articles: its sections’ articles, in order', async () => {
    const { status, body } = await get<HelpArticlesReply>(t, helpCenterPaths.categoryArticles(9201));
    expect(status).toBe(200);
    const sectionIds = new Set(
      (await get<HelpSectionsReply>(t, helpCenterPaths.categorySections(9201))).body.sections.map((section) => section.id),
    );
    expect(ids(body.articles)).toEqual(ids(all.filter((article) => sectionIds.has(article.section_id))));
    expect(body.count).toBe(body.articles.length);
  });

  it('holds at least 20 articles about the product’s topics', async () => {
    expect(all.length).toBeGreaterThanOrEqual(20);
    const titles = all.map((article) => article.title).join(' | ');
    for (const topic of [/free trial/i, /cancel/i, /planner/i, /swap/i, /shopping list/i, /logbook/i, /kg or lb/i, /region/i, /password/i])
      expect(titles).toMatch(topic);
  });

  it('pages with page and per_page: every article once; next_page and previous_page are absolute, on PUBLIC_URL, never the Host', async () => {
    const seen: number[] = [];
    let url: string | null = `${HELP_CENTER_PATHS.articles}?per_page=7`;
    let pages = 0;
    while (url) {
      const { body }: { body: HelpArticlesReply } = await get<HelpArticlesReply>(t, url, { host: 'evil.example' });
      pages += 1;
      expect(body.per_page).toBe(7);
      expect(body.page).toBe(pages);
      expect(body.previous_page === null).toBe(pages === 1);
      if (body.next_page) expect(body.next_page).toBe(`${TEST_PUBLIC_URL}${HELP_CENTER_PATHS.articles}?per_page=7&page=${pages + 1}`);
      seen.push(...ids(body.articles));
      url = body.next_page;
    }
    expect(pages).toBe(Math.ceil(all.length / 7));
    expect(seen).toEqual(ids(all));
    const past = await get<HelpArticlesReply>(t, `${HELP_CENTER_PATHS.articles}?per_page=7&page=${pages + 1}`);
    expect(past.body.articles).toEqual([]);
  });

  it('reads per_page above 100 as 100, as Zendesk does', async () => {
    const { status, body } = await get<HelpArticlesReply>(t, `${HELP_CENTER_PATHS.articles}?per_page=250`);
    expect(status).toBe(200);
    expect(body.per_page).toBe(100);
    const cursor = await get<HelpArticlesCursorReply>(t, `${HELP_CENTER_PATHS.articles}?page[size]=1000`);
    expect(cursor.body.articles).toHaveLength(Math.min(100, all.length));
  });

  it('pages with cursors: links.next through every article once, then links.prev back, has_more false at the end', async () => {
    const { pages } = await followNext(t, `${HELP_CENTER_PATHS.articles}?page[size]=6`);
    expect(pages.flatMap((page) => ids(page.articles))).toEqual(ids(all));
    expect(pages[0]!.links.prev).toBeNull();
    expect(pages.slice(0, -1).every((page) => page.meta.has_more && page.articles.length === 6)).toBe(true);
    const last = pages.at(-1)!;
    expect(last.meta.has_more).toBe(false);
    expect(last.links.next).toBeNull();
    expect(pages[0]!.links.next).toBe(
      `${TEST_PUBLIC_URL}${HELP_CENTER_PATHS.articles}?page[size]=6&page[after]=${pages[0]!.meta.after_cursor}`,
    );

    // Back from the last page with links.prev: the same pages, in reverse.
    const back: number[][] = [];
    let url: string | null = last.links.prev;
    while (url) {
      const { body }: { body: HelpArticlesCursorReply } = await get(t, url);
      back.unshift(ids(body.articles));
      url = body.links.prev;
      if (url) expect(body.meta.has_more).toBe(true);
    }
    expect(back).toEqual(pages.slice(0, -1).map((page) => ids(page.articles)));
  });

  it('pages with cursors in any order, within a section and under a locale too', async () => {
    const { pages } = await followNext(t, `${HELP_CENTER_PATHS.articles}?page[size]=5&sort_by=title&sort_order=desc`);
    const byTitle = await get<HelpArticlesReply>(t, `${HELP_CENTER_PATHS.articles}?per_page=100&sort_by=title&sort_order=desc`);
    expect(pages.flatMap((page) => ids(page.articles))).toEqual(ids(byTitle.body.articles));
    const section = all[0]!.section_id;
    const inSection = await followNext(t, `${inHelpLocale('en-us', helpCenterPaths.sectionArticles(section))}?page[size]=1`);
    expect(inSection.pages.flatMap((page) => ids(page.articles))).toEqual(ids(all.filter((article) => article.section_id === section)));
    expect(inSection.pages[0]!.links.next).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/api/v2/help_center/en-us/sections/${section}/articles\\.json\\?`),
    );
  });

  it('sorts by position, title, created_at, updated_at and edited_at, either way', async () => {
    const list = async (query: string) => (await get<HelpArticlesReply>(t, `${HELP_CENTER_PATHS.articles}?per_page=100&${query}`)).body;
    const desc = await list('sort_order=desc');
    expect(ids(desc.articles)).toEqual(ids(all).reverse());
    expect(desc).toMatchObject({ sort_by: 'position', sort_order: 'desc' });
    const updated = (await list('sort_by=updated_at')).articles.map(
      (article) => `${article.updated_at} ${String(article.id).padStart(10, '0')}`,
    );
    expect(updated).toEqual([...updated].sort());
    const edited = (await list('sort_by=edited_at&sort_order=desc')).articles.map((article) => article.edited_at);
    expect(edited).toEqual([...edited].sort().reverse());
    const byTitle = await list('sort_by=title');
    expect(byTitle.articles).toHaveLength(all.length);
    expect(byTitle.articles[0]!.title.localeCompare(byTitle.articles.at(-1)!.title)).toBeLessThan(0);
    expect((await list('sort_by=created_at')).sort_by).toBe('created_at');
    const sections = (await get<HelpSectionsReply>(t, `${HELP_CENTER_PATHS.sections}?sort_order=desc`)).body.sections;
    expect(sections.at(-1)!.name).toBe('Free trial');
  });

  it('keeps the articles with every one of label_names, matched case-sensitively', async () => {
    const withBoth = all.filter((article) => article.label_names.includes('planner') && article.label_names.includes('swap'));
    expect(withBoth.length).toBeGreaterThanOrEqual(2);
    const { body } = await get<HelpArticlesReply>(t, `${HELP_CENTER_PATHS.articles}?label_names=planner,swap`);
    expect(ids(body.articles)).toEqual(ids(withBoth));
    expect(body.count).toBe(withBoth.length);
    const spaced = await get<HelpArticlesReply>(t, `${HELP_CENTER_PATHS.articles}?label_names=${encodeURIComponent('shopping list')}`);
    expect(spaced.body.articles.length).toBeGreaterThan(0);
    expect((await get<HelpArticlesReply>(t, `${HELP_CENTER_PATHS.articles}?label_names=Planner`)).body.articles).toEqual([]);
  });

  it('answers every list and show under a locale of the help centre: the same records, in that locale', async () => {
    const { status, body } = await get<HelpArticlesReply>(t, `${inHelpLocale('en-us', HELP_CENTER_PATHS.articles)}?per_page=100`);
    expect(status).toBe(200);
    expect(ids(body.articles)).toEqual(ids(all));
    expect(body.articles[0]).toMatchObject({
      locale: 'en-us',
      source_locale: 'en-au',
      url: `${TEST_PUBLIC_URL}/api/v2/help_center/en-us/articles/${all[0]!.id}.json`,
    });
    const shown = await get<HelpArticleReply>(t, inHelpLocale('EN-GB', helpCenterPaths.article(all[0]!.id)));
    expect(shown.body.article).toMatchObject({ id: all[0]!.id, locale: 'en-gb' });
    const category = await get<HelpCategoryReply>(t, inHelpLocale('en-au', helpCenterPaths.category(9201)));
    expect(category.body.category.locale).toBe('en-au');
    for (const path of [
      HELP_CENTER_PATHS.categories,
      HELP_CENTER_PATHS.sections,
      helpCenterPaths.categorySections(9201),
      helpCenterPaths.categoryArticles(9201),
      helpCenterPaths.section(9211),
    ]) {
      expect((await get(t, inHelpLocale('en-us', path))).status, path).toBe(200);
    }
    const other = await get<HelpError>(t, inHelpLocale('fr', HELP_CENTER_PATHS.articles));
    expect(other.status).toBe(404);
    expect(other.body).toEqual({
      error: 'RecordNotFound',
      description: 'The help centre has no locale fr: it is written in en-au and served in en-au, en-gb, en-us.',
    });
  });

  it('search answers under `results`, best match first, with a snippet; a typo in a title still finds it', async () => {
    const { status, body } = await get<HelpSearchReply>(
      t,
      `${HELP_CENTER_PATHS.articleSearch}?query=${encodeURIComponent('cancel subscription')}`,
    );
    expect(status).toBe(200);
    expect(body.results[0]?.title).toBe('How do I cancel my subscription?');
    expect(body.results[0]).toMatchObject({ result_type: 'article', snippet: expect.stringMatching(/cancel/i) });
    expect(body).toMatchObject({ count: body.results.length, per_page: 25, sort_by: 'relevance', sort_order: 'desc' });
    const typo = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?query=logbok`);
    expect(typo.body.results.map((result) => result.title)).toContain('The logbook and kg or lb');
    const inUs = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?query=logbook&locale=en-us`);
    expect(inUs.body.results[0]).toMatchObject({ locale: 'en-us', source_locale: 'en-au' });
    const elsewhere = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?query=logbook&locale=fr`);
    expect(ids(elsewhere.body.results)).toEqual(ids(inUs.body.results));
    expect(elsewhere.body.results[0]!.locale).toBe('en-au');
    const none = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?query=xylophone`);
    expect(none.body).toMatchObject({ results: [], count: 0, page_count: 1, next_page: null });
    expect(none.body).not.toHaveProperty('corrected_query');
  });

  // A misspelt word is corrected from the help centre's own words: the reply says what it searched for.
  it.each([
    ['refnud', 'refund', 'I subscribed through Apple or Google: how do I manage it?'],
    ['cancle', 'cancel', 'How do I cancel my subscription?'],
    ['cancel subscripton', 'cancel subscription', 'How do I cancel my subscription?'],
    ['pasword', 'password', 'Passwords: the rules and how to reset yours'],
    ['shoping list', 'shopping list', 'Adding a recipe or a whole week to your shopping list'],
  ])('search %s finds what %s finds, best first', async (query, corrected, first) => {
    const typed = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?query=${encodeURIComponent(query)}`);
    expect(typed.body.corrected_query).toBe(corrected);
    expect(typed.body.results[0]?.title).toBe(first);
    expect(typed.body.results[0]?.snippet).toMatch(new RegExp(corrected.split(' ')[0]!, 'i'));
    const spelt = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?query=${encodeURIComponent(corrected)}`);
    expect(spelt.body.corrected_query).toBeUndefined();
    expect(typed.body.count).toBeGreaterThanOrEqual(spelt.body.count);
  });

  it('search pages with absolute links, and narrows by category, section and labels (any one, any case)', async () => {
    const first = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?query=planner&per_page=2`);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.count).toBeGreaterThan(2);
    expect(first.body.next_page).toBe(`${TEST_PUBLIC_URL}${HELP_CENTER_PATHS.articleSearch}?query=planner&per_page=2&page=2`);
    const second = await get<HelpSearchReply>(t, first.body.next_page!);
    expect(ids(second.body.results)).not.toContain(first.body.results[0]!.id);

    const inSection = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?query=planner&section=9221`);
    expect(inSection.body.results.length).toBeGreaterThan(0);
    expect(inSection.body.results.every((result) => result.section_id === 9221)).toBe(true);
    const inCategory = await get<HelpSearchReply>(
      t,
      `${HELP_CENTER_PATHS.articleSearch}?category=9201&sort_by=updated_at&sort_order=asc&per_page=100`,
    );
    const billingSections = new Set(
      (await get<HelpSectionsReply>(t, helpCenterPaths.categorySections(9201))).body.sections.map((section) => section.id),
    );
    expect(inCategory.body.results.length).toBe(all.filter((article) => billingSections.has(article.section_id)).length);
    const stamps = inCategory.body.results.map((result) => result.updated_at);
    expect(stamps).toEqual([...stamps].sort());
    const labelled = await get<HelpSearchReply>(t, `${HELP_CENTER_PATHS.articleSearch}?label_names=LOGBOOK,merge`);
    expect(labelled.body.results.map((result) => result.title).sort()).toEqual(
      all
        .filter((article) => article.label_names.includes('logbook') || article.label_names.includes('merge'))
        .map((article) => article.title)
        .sort(),
    );
  });

  it.each([
    [
      `${HELP_CENTER_PATHS.articles}?per_page=0`,
      'InvalidPaginationParameter',
      'per_page must be a whole number from 1 (more than 100 is read as 100).',
    ],
    [`${HELP_CENTER_PATHS.articles}?page=0`, 'InvalidPaginationParameter', 'page must be a whole number from 1 to 2147483647.'],
    [
      `${HELP_CENTER_PATHS.articles}?page=2&page[size]=5`,
      'InvalidPaginationParameter',
      'Use either page and per_page (offset paging) or page[size] with page[after] or page[before] (cursor paging), not both.',
    ],
    [
      `${HELP_CENTER_PATHS.articles}?page[after]=abc&page[before]=abc`,
      'InvalidPaginationParameter',
      'Give page[after] or page[before], not both.',
    ],
    [
      `${HELP_CENTER_PATHS.articles}?page[after]=bm90LWEtY3Vyc29y`,
      'InvalidPaginationParameter',
      'page[after] is not a cursor of this list: use the after_cursor or before_cursor of one of its pages.',
    ],
    [`${HELP_CENTER_PATHS.articles}?page=-1`, 'InvalidParameters', undefined],
    [`${HELP_CENTER_PATHS.articles}?sort_by=votes`, 'InvalidParameters', undefined],
    [`${HELP_CENTER_PATHS.articleSearch}`, 'InvalidParameters', 'Search needs at least one of query, category, section or label_names.'],
    [`${HELP_CENTER_PATHS.articleSearch}?query=%20`, 'InvalidParameters', undefined],
    [`${HELP_CENTER_PATHS.categories}?sort=1`, 'InvalidParameters', undefined],
    [`${HELP_CENTER_PATHS.categories}?q=%00`, 'InvalidParameters', undefined],
    [helpCenterPaths.article(0), 'InvalidParameters', 'id must be a whole number from 1 to 2147483647.'],
    [helpCenterPaths.article(99_999_999_999), 'InvalidParameters', 'id must be a whole number from 1 to 2147483647.'],
    [`${HELP_CENTER_PREFIX}/articles/%E0%A4%A.json`, 'InvalidParameters', 'The address is not valid: it has a malformed percent-encoding.'],
  ])('refuses %s with a 400 in Zendesk’s shape', async (url, error, description) => {
    const { status, body } = await get<HelpError>(t, url);
    expect(status).toBe(400);
    expect(Object.keys(body).sort()).toEqual(['description', 'error']);
    expect(body.error).toBe(error);
    if (description) expect(body.description).toBe(description);
    else expect(body.description.length).toBeGreaterThan(10);
  });

  it('refuses a cursor given for another order of the list', async () => {
    const { body } = await get<HelpArticlesCursorReply>(t, `${HELP_CENTER_PATHS.articles}?page[size]=2`);
    const { status, body: error } = await get<HelpError>(
      t,
      `${HELP_CENTER_PATHS.articles}?page[size]=2&sort_by=title&page[after]=${body.meta.after_cursor}`,
    );
    expect(status).toBe(400);
    expect(error.error).toBe('InvalidPaginationParameter');
  });

  it.each([
    [helpCenterPaths.article(1), 'There is no help centre article 1.'],
    [helpCenterPaths.section(1), 'There is no help centre section 1.'],
    [helpCenterPaths.category(1), 'There is no help centre category 1.'],
    [helpCenterPaths.sectionArticles(1), 'There is no help centre section 1.'],
    [helpCenterPaths.categorySections(1), 'There is no help centre category 1.'],
    [helpCenterPaths.categoryArticles(1), 'There is no help centre category 1.'],
    [inHelpLocale('en-us', helpCenterPaths.article(1)), 'There is no help centre article 1.'],
    ['/api/v2/help_center/votes.json', 'The help centre has no GET /api/v2/help_center/votes.json.'],
  ])('%s is a 404 in Zendesk’s shape', async (url, description) => {
    const { status, body, headers } = await get<HelpError>(t, url);
    expect(status).toBe(404);
    expect(headers['content-type']).toContain('application/json');
    expect(body).toEqual({ error: 'RecordNotFound', description });
  });
});

describe('search snippets', () => {
  const text =
    'Open Settings, then Subscription. Tap Cancel subscription and confirm. You keep access until the end of the period you paid for, and you can undo it before then.';
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
  ])('plain text of %s', (html, expected) => {
    expect(plainText(html)).toBe(expected);
  });
});

describe('Zendesk field names from the camel-cased jsonb', () => {
  it.each([
    [
      { htmlUrl: '/a', labelNames: ['x'], id: 1 },
      { html_url: '/a', label_names: ['x'], id: 1 },
    ],
    [
      { createdAt: 'd', section_id: 2 },
      { created_at: 'd', section_id: 2 },
    ],
  ])('%o', (stored, zendesk) => {
    expect(zendeskKeys(stored)).toEqual(zendesk);
  });
});
