import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  APPLICATION_SEARCH_PATHS,
  contentPath,
  listingPath,
  type ArticleContent,
  type ListingPage,
} from '@app/shared/api-contract/application-search';
import { HELP_CENTER_PATHS } from '@app/shared/api-contract/help-center';
import { HOME_SCREEN_PATH } from '@app/shared/api-contract/home-screen';
import { PLATFORM_PATHS } from '@app/shared/api-contract/platform';
import { SUBSCRIPTION_SERVICE_PATHS } from '@app/shared/api-contract/subscription-service';
import { USER_INTERACTION_PATHS, filtersPath } from '@app/shared/api-contract/user-interaction';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { importCatalog, IMPORT_STATE_KEY } from '../../../src/features/catalog/catalog-import.ts';
import { CATALOG_STATE_MAX_AGE_MS } from '../../../src/features/catalog/catalog-version.ts';
import { PRIVATE_NO_STORE, publicCacheControl, type PublicCacheKind } from '../../../src/lib/http-cache.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, createTestApp, signUp, type TestApp } from '../../helpers/test-app.ts';

const ARTICLE_ID = 5012;

const importedTip = {
  contentId: 3_981,
  slug: 'imported-tip-http-cache',
  title: 'Stretch your soleus after a long walk',
  urlPartial: 'stretch-your-soleus',
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

/** What a visitor reads, each with the kind of public reply it is (lib/http-cache.ts). */
const PUBLIC_READS: [string, PublicCacheKind][] = [
  [contentPath(10_001), 'catalog'],
  [contentPath(ARTICLE_ID), 'catalog'],
  [`${listingPath('gym')}?page=1`, 'catalog'],
  [`${listingPath('meals')}?q=oats`, 'catalog'],
  [filtersPath('blogs'), 'catalog'],
  [USER_INTERACTION_PATHS.programsAll, 'catalog'],
  [HOME_SCREEN_PATH, 'catalog'],
  [HELP_CENTER_PATHS.categories, 'catalog'],
  [PLATFORM_PATHS.about, 'catalog'],
  [`${PLATFORM_PATHS.platformConfig}?platform=WEB`, 'reference'],
  [`${SUBSCRIPTION_SERVICE_PATHS.plans}?paymentProvider=STRIPE`, 'reference'],
  [USER_SERVICE_PATHS.onboardingData, 'reference'],
];

/** What only a signed-in member reads: hers alone. */
const MEMBER_READS = [
  USER_SERVICE_PATHS.settings,
  SUBSCRIPTION_SERVICE_PATHS.userSubscription,
  `${APPLICATION_SEARCH_PATHS.contentSearch}?q=oats`,
];

const varyOf = (headers: Record<string, unknown>) => String(headers.vary ?? '').split(/,\s*/);

describeEachBackend('HTTP caching of the API (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = (await signUp(t.app)).token;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each(PUBLIC_READS)('%s is a public %s reply with a strong ETag, and a repeat with If-None-Match gets a 304', async (url, kind) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(publicCacheControl(kind));
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await get(url)).headers.etag).toBe(etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"another", ${etag}`, '*']) {
      const repeat = await get(url, { 'if-none-match': ifNoneMatch });
      expect(repeat.statusCode, ifNoneMatch).toBe(304);
      expect(repeat.body).toBe('');
      expect(repeat.headers.etag).toBe(etag);
      expect(repeat.headers['cache-control']).toBe(publicCacheControl(kind));
    }
    expect((await get(url, { 'if-none-match': '"another"' })).statusCode).toBe(200);
  });

  it.each(PUBLIC_READS)('%s read with her token is hers: private, no-store; the public copy varies by Authorization', async (url) => {
    const visitors = await get(url);
    expect(varyOf(visitors.headers)).toContain('Authorization');
    const hers = await get(url, bearer(token));
    expect(hers.statusCode).toBe(200);
    expect(hers.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect(varyOf(hers.headers)).toEqual(expect.arrayContaining(['Cookie', 'Authorization']));
  });

  it('never answers her catalog read from the visitors’ tag: her saved and completed marks are made for her', async () => {
    const url = contentPath(10_001);
    const visitors = await get(url);
    const hers = await get(url, { ...bearer(token), 'if-none-match': String(visitors.headers.etag) });
    expect(hers.statusCode).toBe(200);
    expect(hers.headers.etag).not.toBe(visitors.headers.etag);
  });

  it('gives a brotli, a gzip and a plain copy each its own ETag, and says it varies by Accept-Encoding', async () => {
    const url = `${listingPath('gym')}?page=1`;
    const copies = await Promise.all(['br', 'gzip', 'identity'].map((encoding) => get(url, { 'accept-encoding': encoding })));
    expect(copies.map((copy) => copy.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    expect(new Set(copies.map((copy) => copy.headers.etag)).size).toBe(3);
    for (const copy of copies) expect(varyOf(copy.headers)).toContain('Accept-Encoding');
    // Each copy's own tag revalidates it.
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(copies[0]!.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get(url, { 'accept-encoding': 'gzip', 'if-none-match': String(copies[0]!.headers.etag) })).statusCode).toBe(200);
  });

  it.each(MEMBER_READS)('%s, hers, is private, no-store and varies by Cookie', async (url) => {
    const reply = await get(url, bearer(token));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect(varyOf(reply.headers)).toEqual(expect.arrayContaining(['Cookie', 'Authorization']));
  });

  it('lets no cache keep an error, a refusal or a write, even on a public path', async () => {
    const missing = await get(contentPath(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const refused = await get(USER_SERVICE_PATHS.settings);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const login = await t.app.inject({
      method: 'POST',
      url: USER_SERVICE_PATHS.login,
      payload: { email: 'nobody@kindred.test', password: 'Sunrise2024x' },
    });
    expect(login.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('answers a catalog import with new ETags at once: the old tag gets the new reply', async () => {
    const listing = await get(listingPath('tips'));
    const total = (JSON.parse(listing.body) as { data: ListingPage }).data.total;
    await importCatalog(t.app.db, { articles: [importedTip] });
    const after = await get(listingPath('tips'), { 'if-none-match': String(listing.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(listing.headers.etag);
    expect((JSON.parse(after.body) as { data: ListingPage }).data.total).toBe(total + 1);
  });

  it('tags a catalog reply by what it is made from, and answers its revalidation without making it', async () => {
    const url = `${listingPath('meals')}?page=2`;
    const first = await get(url);
    expect(String(first.headers.etag)).toMatch(/^"c[^"]+"$/);
    // Made again, the reply is the same bytes under the same tag.
    expect((await get(url)).headers.etag).toBe(first.headers.etag);
    // A revalidation runs no query: it is answered even while the listing's table cannot be read.
    await t.app.db.schema.alterTable('content_items').renameTo('content_items_away').execute();
    try {
      expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    } finally {
      await t.app.db.schema.alterTable('content_items_away').renameTo('content_items').execute();
    }
  });

  it('keeps no reply in memory: another server’s import shows within a second, with a new ETag', async () => {
    const before = await get(contentPath(ARTICLE_ID));
    // What `pnpm content:import` in another process leaves behind: the rows and its catalog_state row.
    await t.app.db.updateTable('contentItems').set({ title: 'Retitled by another server' }).where('contentId', '=', ARTICLE_ID).execute();
    await t.app.db
      .updateTable('catalogState')
      .set({ contentHash: 'another-import', updatedAt: new Date() })
      .where('key', '=', IMPORT_STATE_KEY)
      .execute();
    t.clock.advance(CATALOG_STATE_MAX_AGE_MS);
    const after = await get(contentPath(ARTICLE_ID), { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((JSON.parse(after.body) as { data: ArticleContent }).data.title).toBe('Retitled by another server');
  });
});
