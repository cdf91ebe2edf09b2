import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_SEARCH_PATHS, contentPath, listingPath, type ArticleContent, type ListingPage } from '@app/shared/api-contract/application-search';
import { filtersPath, type FilterGroup } from '@app/shared/api-contract/user-interaction';
import { importCatalog, IMPORT_STATE_KEY } from '../../../src/features/catalog/catalog-import.ts';
import { CATALOG_STATE_MAX_AGE_MS } from '../../../src/features/catalog/catalog-version.ts';
import { BACKENDS } from '../../helpers/databases.ts';
import { bearer, call, createTestApp, signUp, type TestApp } from '../../helpers/test-app.ts';

const ARTICLE_ID = 5012;

const importedTip = {
  contentId: 3_980,
  slug: 'imported-tip-cache',
  title: 'Stretch your soleus after a long walk',
  urlPartial: 'stretch-your-calves',
  summary: 'Thirty seconds a side.',
  tags: ['Recovery'],
  imageSubject: 'nutrition-tips',
  sortKey: 0,
  kind: 'tips',
  authorInternalName: 'priya-nair',
  bodyHtml: '<p>Hold each side for thirty seconds.</p>',
  readMinutes: 1,
  publishedOn: '2026-11-21',
  pregnancyStage: null,
  durationSeconds: null,
  script: null,
};

describe.each(BACKENDS)('catalog replies from memory, per catalog version (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = (await signUp(t.app)).token;
  });
  afterAll(() => t.close());

  const article = async () => (await call<ArticleContent>(t.app, { method: 'GET', url: contentPath(ARTICLE_ID) })).body.data;
  /** A change no server hears of: the row alone, as another process would write it. */
  const retitle = (title: string) => t.app.db.updateTable('contentItems').set({ title }).where('contentId', '=', ARTICLE_ID).execute();

  it('answers from memory until an import in this process writes the catalog, then at once from the database', async () => {
    const before = await article();
    await retitle('Retitled behind the server’s back');
    expect((await article()).title).toBe(before.title);
    const tips = (await call<ListingPage>(t.app, { method: 'GET', url: listingPath('tips') })).body.data;
    const priyasTips = async () =>
      (await call<FilterGroup[]>(t.app, { method: 'GET', url: filtersPath('tips') })).body.data
        .find((group) => group.key === 'author')!
        .options.find((option) => option.value === 'priya-nair')?.count ?? 0;
    const priyaBefore = await priyasTips();
    // Behind the server's back, two of Priya's tips are taken from her: the filters in memory stand.
    const hers = await t.app.db
      .selectFrom('catalogArticles')
      .innerJoin('authors', 'authors.id', 'catalogArticles.authorId')
      .innerJoin('contentItems', 'contentItems.contentId', 'catalogArticles.contentId')
      .select('catalogArticles.contentId')
      .where('authors.internalName', '=', 'priya-nair')
      .where('contentItems.kind', '=', 'tips')
      .limit(2)
      .execute();
    expect(hers).toHaveLength(2);
    await t.app.db.updateTable('catalogArticles').set({ authorId: null }).where('contentId', 'in', hers.map((tip) => tip.contentId)).execute();
    expect(await priyasTips()).toBe(priyaBefore);

    await importCatalog(t.app.db, { articles: [importedTip] });
    expect((await article()).title).toBe('Retitled behind the server’s back');
    expect((await call<ListingPage>(t.app, { method: 'GET', url: listingPath('tips') })).body.data.total).toBe(tips.total + 1);
    // The filters count from the database again: two taken, one imported.
    expect(await priyasTips()).toBe(priyaBefore - 1);
  });

  it('hears of another process’s import through catalog_state, within a second', async () => {
    const search = () => call<ListingPage>(t.app, { method: 'GET', url: `${APPLICATION_SEARCH_PATHS.contentSearch}?q=soleus`, headers: bearer(token) });
    const first = await search();
    expect(first.body.data.items[0]?.contentId).toBe(importedTip.contentId);
    const homeVersion = t.app.contentVersion;

    // What `pnpm content:import` in another process leaves behind: the rows and its catalog_state row.
    await t.app.db.updateTable('contentItems').set({ title: 'Soleus stretches after a long walk' }).where('contentId', '=', importedTip.contentId).execute();
    await t.app.db.updateTable('catalogState').set({ contentHash: 'another-import', updatedAt: new Date() }).where('key', '=', IMPORT_STATE_KEY).execute();
    expect((await search()).body).toEqual(first.body);

    t.clock.advance(CATALOG_STATE_MAX_AGE_MS);
    expect((await search()).body.data.items[0]?.title).toBe('Soleus stretches after a long walk');
    // The home screen, built from the same content, is rebuilt too.
    expect(t.app.contentVersion).toBeGreaterThan(homeVersion);
  });

  it('sends from memory exactly the reply a server keeping nothing builds', async () => {
    const uncached = await createTestApp(backend, { catalogCacheBytes: 0 });
    try {
      const member = (await signUp(uncached.app)).token;
      for (const [url, headers] of [
        [contentPath(10_001), {}],
        [contentPath(33_001), {}],
        [`${listingPath('meals')}?page=3&mealType=Dinner`, {}],
        [filtersPath('blogs'), {}],
        [`${APPLICATION_SEARCH_PATHS.contentSearch}?q=${encodeURIComponent('glute bridge')}&page=2`, 'member'],
      ] as const) {
        const cachedFirst = await t.app.inject({ method: 'GET', url, headers: headers === 'member' ? bearer(token) : {} });
        const cachedAgain = await t.app.inject({ method: 'GET', url, headers: headers === 'member' ? bearer(token) : {} });
        const built = await uncached.app.inject({ method: 'GET', url, headers: headers === 'member' ? bearer(member) : {} });
        expect(cachedFirst.statusCode, url).toBe(200);
        expect(cachedAgain.body, url).toBe(cachedFirst.body);
        expect(built.body, url).toBe(cachedFirst.body);
        expect(cachedAgain.headers['content-type']).toBe(built.headers['content-type']);
      }
    } finally {
      await uncached.close();
    }
  });
});
