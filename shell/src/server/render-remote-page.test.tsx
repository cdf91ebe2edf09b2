import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { api, serverApiCacheHydrated } from '@app/shared/api';
import { subscriptionApi } from '@app/shared/api/subscription';
import { SUBSCRIPTION_SERVICE_PATHS } from '@app/shared/api-contract/subscription-service';
import { createAppStore } from '@app/shared/store';
import { useParams } from '@app/shared/router';
import { HtmlSanitizerContext } from '@app/shared/text/html-sanitizer-context';
import { DRAWN_FOR_ATTRIBUTE, type SessionFlag } from '@app/shared/prerender/drawn-for';
import type { PageLoad, ServerPage } from '@app/shared/prerender/server-pages';
import { serverApiCacheOf, type PageRenderRequest } from '@app/shared/prerender/rendered-page';
import { matchRoute } from '@app/shared/routes';
import { visitorSees } from '@app/shared/prerender/server-page-reads';
import { leadImagePreload, renderRemotePage } from './render-remote-page.tsx';

// This file runs in Node (no window), as the shell's server render does.

/** A page and the reads it is drawn from, as a remote's Node container gives them (its expose, and its ServerPages). */
type TestPage = ServerPage & { Page: ComponentType };
interface TestOptions {
  wrap?: (page: ReactNode, request: PageRenderRequest) => ReactNode;
  droppedIf?: Readonly<Record<string, readonly SessionFlag[]>>;
}

const TEST_VERSION = '1.0.0-test';

/** The shell's server render of these pages, of the remote that renders the path. */
function renderServerPage(pages: Record<string, TestPage>, request: PageRenderRequest, { wrap, droppedIf }: TestOptions = {}) {
  const target = matchRoute(request.pathname).entry.target;
  return renderRemotePage(
    {
      remote: 'remote' in target ? target.remote : 'content',
      version: TEST_VERSION,
      serverPages: { pages, ...(wrap ? { wrap } : {}), ...(droppedIf ? { droppedIf } : {}) },
      page: async (expose) => pages[expose]?.Page ?? null,
    },
    request,
  );
}

/** The store the page's API cache, as the browser reads it from the page, starts. */
function storeFrom(cache: string) {
  const store = createAppStore();
  store.dispatch(serverApiCacheHydrated(serverApiCacheOf({ getElementById: () => ({ textContent: cache }) as HTMLElement }, Date.now())!));
  return store;
}
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    serverTestRecipe: build.query<{ title: string; authorId: number; imageList: unknown[] }, number>({
      query: (id) => `/test/recipes/${id}`,
    }),
    serverTestAuthor: build.query<{ name: string }, number>({ query: (id) => ({ url: '/test/authors', params: { id } }) }),
  }),
});

/** A page whose second query waits on the first one's answer (recipe 30001 where the path names none). */
function RecipeTestPage() {
  const id = Number(useParams().recipeId ?? 30001);
  const recipe = testApi.useServerTestRecipeQuery(id);
  const author = testApi.useServerTestAuthorQuery(recipe.data?.authorId ?? skipToken);
  if (!recipe.data) return <p className="spinner">Loading</p>;
  return (
    <article>
      <h1>{recipe.data.title}</h1>
      <p>By {author.data?.name ?? '…'}</p>
    </article>
  );
}

const recipeId = ({ params }: Pick<PageLoad, 'params'>) => Number(params.recipeId ?? 30001);
/** Its loader: the recipe, then the author the recipe names. */
const RECIPE_PAGE: TestPage = {
  Page: RecipeTestPage,
  load: async (load) => {
    const recipe = load.dispatch(testApi.endpoints.serverTestRecipe.initiate(recipeId(load)));
    const { data } = await recipe;
    return data ? [recipe, load.dispatch(testApi.endpoints.serverTestAuthor.initiate(data.authorId))] : [recipe];
  },
  leadImage: ([recipe]) => ({ imageList: (recipe as { imageList: never[] }).imageList, aspectRatio: 16 / 9, sizes: '100vw' }),
};

const BlogTestPage = () => <h1>Every blog</h1>;

const PAGES: Record<string, TestPage> = { './RecipePage': RECIPE_PAGE, './ListingPage': { Page: BlogTestPage, load: () => [] } };
const RECIPE_PATH = '/recipe/meals/30001/oats';
const envelope = (data: unknown) => JSON.stringify({ code: 200, data, message: 'OK' });
const HERO = { imageId: 'landscapewide1x_16x9', imageUrl: 'https://img.example/oats-wide.jpg', width: 1600, height: 900 };
const REPLIES: Record<string, string> = {
  '/test/recipes/30001': envelope({ title: 'Oats <& honey>', authorId: 7, imageList: [HERO] }),
  '/test/authors?id=7': envelope({ name: 'Mia Thompson' }),
};
/** The API as the server asks it for the page: what `replies` holds answers, anything else fails; `asked` records each. */
function readingFrom(replies: Readonly<Record<string, string>>) {
  const asked: string[] = [];
  const read = async (url: string) => (asked.push(url), replies[url] ?? null);
  return { read, asked };
}

describe('renderRemotePage', () => {
  it('renders the page once its loader’s reads are in, inside the shell’s app as a visitor sees it, with no script, its picture preloaded', async () => {
    const { read, asked } = readingFrom(REPLIES);
    const drawn = await renderServerPage(PAGES, { pathname: RECIPE_PATH, search: '', read });
    expect(drawn?.route).toBe(RECIPE_PATH);
    expect(drawn?.drawnBy).toBe(TEST_VERSION);
    expect(drawn?.head).toBe(leadImagePreload({ imageList: [HERO], aspectRatio: 16 / 9, sizes: '100vw' }));
    expect(drawn?.head).toContain(`href="${HERO.imageUrl}"`);
    const body = drawn!.body;
    expect(body.startsWith('<div class="layout layout--main">')).toBe(true);
    expect(body).toContain('<h1>Oats &lt;&amp; honey&gt;</h1>');
    expect(body).toContain('<p>By <!-- -->Mia Thompson</p>');
    expect(body).toContain('LOG IN');
    expect(body).not.toContain('START FREE TRIAL');
    expect(body).not.toContain(DRAWN_FOR_ATTRIBUTE);
    expect(drawn?.drawnFor).toBeUndefined();
    expect(body).not.toMatch(/<script>/);
    expect(asked).toEqual(['/test/recipes/30001', '/test/authors?id=7']);
  });

  it('ends with the API cache it drew with, for the browser to hydrate from the same answers', async () => {
    const drawn = await renderServerPage(PAGES, { pathname: RECIPE_PATH, search: '', read: readingFrom(REPLIES).read });
    expect(drawn!.cache).toContain('\\u003c&');
    const store = storeFrom(drawn!.cache);
    expect(testApi.endpoints.serverTestRecipe.select(30001)(store.getState()).data).toMatchObject({
      title: 'Oats <& honey>',
      authorId: 7,
    });
    expect(testApi.endpoints.serverTestAuthor.select(7)(store.getState()).data).toEqual({ name: 'Mia Thompson' });
  });

  it('gives the top bar its route’s title and trial button', async () => {
    const drawn = await renderServerPage(PAGES, { pathname: '/blogs', search: '', read: readingFrom({}).read });
    expect(drawn?.body).toContain('<p class="top-bar__title">Blog</p>');
    expect(drawn?.body).toContain('START FREE TRIAL');
    expect(drawn?.body).toContain('<h1>Every blog</h1>');
    expect(drawn?.head).toBe('');
  });

  it('hands the loader the path’s params and query', async () => {
    const loads: Omit<PageLoad, 'dispatch'>[] = [];
    const pages = { './RecipePage': { Page: BlogTestPage, load: ({ dispatch: _dispatch, ...load }: PageLoad) => (loads.push(load), []) } };
    await renderServerPage(pages, { pathname: '/recipe/meals/30002/rice', search: '?servings=2', read: readingFrom({}).read });
    expect(loads).toHaveLength(1);
    expect(loads[0]!.params).toMatchObject({ recipeId: '30002' });
    expect(loads[0]!.search.get('servings')).toBe('2');
    expect(loads[0]!.member).toBeUndefined();
  });

  /** The recipe page with a loader that reads the recipe alone: the render then asks for the author itself. */
  const forgetful: Record<string, TestPage> = {
    './RecipePage': {
      Page: RecipeTestPage,
      load: (load) => [load.dispatch(testApi.endpoints.serverTestRecipe.initiate(recipeId(load)))],
    },
  };
  it.each([
    ['a read fails', PAGES, RECIPE_PATH, { '/test/recipes/30001': REPLIES['/test/recipes/30001']! }],
    [
      'a reply is an error',
      PAGES,
      RECIPE_PATH,
      { ...REPLIES, '/test/authors?id=7': JSON.stringify({ code: 500, data: null, message: 'No' }) },
    ],
    ['the render starts a query its loader did not answer', forgetful, RECIPE_PATH, REPLIES],
    ['the loader declines the path', { './RecipePage': { Page: RecipeTestPage, load: () => null } }, RECIPE_PATH, REPLIES],
    ['a visitor is sent to login from the path', PAGES, '/gym', REPLIES],
    ['no page given renders the path', PAGES, '/about', REPLIES],
  ])('draws nothing when %s', async (_case, pages, pathname, replies) => {
    expect(await renderServerPage(pages, { pathname, search: '', read: readingFrom(replies).read })).toBeNull();
  });

  it('asks the API only while the loader reads: a query the render starts is never sent', async () => {
    const { read, asked } = readingFrom(REPLIES);
    expect(await renderServerPage(forgetful, { pathname: RECIPE_PATH, search: '', read })).toBeNull();
    expect(asked).toEqual(['/test/recipes/30001']);
  });
});

/**
 * An article page: HTML from its reply, cleaned by the sanitizer the render lends it (a page's
 * useSanitizedHtml, mf-content/src/common/model/sanitize-html.ts, reads it the same way), or
 * marked as having none.
 */
const testArticleApi = api.injectEndpoints({
  endpoints: (build) => ({ serverTestArticle: build.query<{ bodyHtml: string }, number>({ query: (id) => `/test/articles/${id}` }) }),
});
function ArticleTestPage() {
  const article = testArticleApi.useServerTestArticleQuery(3001);
  const sanitize = useContext(HtmlSanitizerContext);
  if (!sanitize) return <p>No sanitizer</p>;
  return <div className="article__body" dangerouslySetInnerHTML={{ __html: article.data ? sanitize(article.data.bodyHtml) : '' }} />;
}

describe('renderRemotePage of a page that shows HTML (Node has no DOM for DOMPurify)', () => {
  const ARTICLE_PATH = '/show/tips/3001/sleep';
  const { read } = readingFrom({ '/test/articles/3001': envelope({ bodyHtml: '<p>Sleep</p><script>alert(1)</script>' }) });
  const pages: Record<string, TestPage> = {
    './SuccessDetailPage': {
      Page: ArticleTestPage,
      load: ({ dispatch }) => [dispatch(testArticleApi.endpoints.serverTestArticle.initiate(3001))],
    },
  };

  // The content remote's ServerPages lends it so (mf-content/src/server/server-pages.tsx).
  const wrap = (page: ReactNode, request: PageRenderRequest) => (
    <HtmlSanitizerContext value={request.sanitizeHtml ?? null}>{page}</HtmlSanitizerContext>
  );

  it('cleans it with the sanitizer the request lends (the API’s)', async () => {
    const lent: string[] = [];
    const sanitizeHtml = (html: string) => (lent.push(html), html.replace(/<script>.*<\/script>/, ''));
    const drawn = await renderServerPage(pages, { pathname: ARTICLE_PATH, search: '', read, sanitizeHtml }, { wrap });
    expect(drawn?.body).toContain('<div class="article__body"><p>Sleep</p></div>');
    expect(lent).toEqual(['<p>Sleep</p><script>alert(1)</script>']);
  });

  it('lends none when the request carries none (the page then refuses: mf-content/src/server/server-pages.test.tsx)', async () => {
    const drawn = await renderServerPage(pages, { pathname: ARTICLE_PATH, search: '', read }, { wrap });
    expect(drawn?.body).toContain('<p>No sanitizer</p>');
    expect(drawn?.body).not.toContain('article__body');
  });
});

/** A member's page: her week, on the day the render is told is hers. */
const TestToday = createContext('');
const testWeekApi = api.injectEndpoints({
  endpoints: (build) => ({
    serverTestWeek: build.query<{ meals: string[] }, string>({ query: (day) => ({ url: '/test/week', params: { day } }) }),
  }),
});
function PlannerTestPage() {
  const today = useContext(TestToday);
  const week = testWeekApi.useServerTestWeekQuery(today);
  return <h1>{week.data ? `${today}: ${week.data.meals.join(', ')}` : 'Loading your plan'}</h1>;
}
const PLANNER_PAGE: TestPage = {
  Page: PlannerTestPage,
  load: ({ dispatch, member }) => (member ? [dispatch(testWeekApi.endpoints.serverTestWeek.initiate(member.today))] : null),
};
const MEMBER = { userId: 41, today: '2026-11-24' };
const MEMBER_REPLIES = {
  '/test/week?day=2026-11-24': envelope({ meals: ['Oats', 'Dahl'] }),
  [SUBSCRIPTION_SERVICE_PATHS.userSubscription]: envelope({ status: 'trial' }),
};

describe('renderRemotePage for a member', () => {
  const request = { pathname: '/planner', search: '', read: readingFrom(MEMBER_REPLIES).read, member: MEMBER };
  const wrap = (page: ReactNode, { member }: PageRenderRequest) => <TestToday value={member!.today}>{page}</TestToday>;

  it('draws her page from the reads its loader asked as her on her day, in her layout (her home behind the logo, the closed menu), said to be hers', async () => {
    const drawn = await renderServerPage({ './PlannerPage': PLANNER_PAGE }, request, { wrap });
    const body = drawn!.body;
    expect(body).toContain('<h1>2026-11-24: Oats, Dahl</h1>');
    expect(body).toContain('<a class="top-bar__logo" href="/home"');
    expect(body).toContain('aria-label="Open menu" aria-expanded="false"');
    expect(body).not.toContain('LOG IN');
    expect(drawn!.drawnFor).toEqual({ userId: '41', today: '2026-11-24', droppedIf: [] });
  });

  it('comes with her subscription as the shell checks it at start, beside her page’s reads', async () => {
    const drawn = await renderServerPage({ './PlannerPage': PLANNER_PAGE }, request, { wrap });
    expect(subscriptionApi.endpoints.userSubscription.select()(storeFrom(drawn!.cache).getState()).data).toEqual({
      status: 'trial',
    });
  });

  it('draws nothing when her subscription cannot be read', async () => {
    const { [SUBSCRIPTION_SERVICE_PATHS.userSubscription]: _subscription, ...weekOnly } = MEMBER_REPLIES;
    expect(
      await renderServerPage({ './PlannerPage': PLANNER_PAGE }, { ...request, read: readingFrom(weekOnly).read }, { wrap }),
    ).toBeNull();
  });

  it('says which of her session’s flags drop her page, as the page’s remote declares them', async () => {
    const drawn = await renderServerPage({ './PlannerPage': PLANNER_PAGE }, request, {
      wrap,
      droppedIf: { './PlannerPage': ['newMember'] },
    });
    expect(drawn!.drawnFor).toEqual({ userId: '41', today: '2026-11-24', droppedIf: ['newMember'] });
  });

  it.each([
    ['a visitor’s request for a member page', { ...request, member: undefined }],
    [
      'a member’s request for a page a visitor sees too (it is drawn for a visitor, if at all)',
      { ...request, pathname: RECIPE_PATH, read: readingFrom(REPLIES).read },
    ],
    ['her read fails', { ...request, read: readingFrom({}).read }],
  ])('draws nothing for %s', async (_case, input) => {
    expect(await renderServerPage({ './PlannerPage': PLANNER_PAGE, './RecipePage': RECIPE_PAGE }, input, { wrap })).toBeNull();
  });
});

describe('visitorSees', () => {
  it.each([
    ['/', true],
    ['/blogs', true],
    ['/recipe/meals/30001/oats', true],
    ['/listing/blogs', true],
    ['/show/blogs/article/3001/slug', true],
    ['/gym', false],
    ['/meals', false],
    ['/listing/gym', false],
    ['/planner', false],
  ])('%s: %s', (pathname, expected) => {
    expect(visitorSees(pathname)).toBe(expected);
  });
});
