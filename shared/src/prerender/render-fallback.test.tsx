import { skipToken } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { api, serverApiCacheHydrated } from '@app/shared/api';
import { createAppStore } from '@app/shared/store';
import { useParams } from '@app/shared/router';
import { PAGE_READS_ELEMENT_ID } from './page-reads.ts';
import { VISITOR_FALLBACK_GUARD, renderVisitorFallback, visitorSees } from './render-fallback.tsx';
import { SERVER_API_CACHE_ELEMENT_ID, STATIC_FALLBACK_ROOT_ATTRIBUTE, serverApiCacheOf } from './static-fallback.ts';

// This file runs in Node (no window): the hooks start their queries as they render, as in a remote's server bundle.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    fallbackTestRecipe: build.query<{ title: string; authorId: number }, number>({ query: (id) => `/test/recipes/${id}` }),
    fallbackTestAuthor: build.query<{ name: string }, number>({ query: (id) => ({ url: '/test/authors', params: { id } }) }),
  }),
});

/** A page whose second query waits on the first one's answer. */
function RecipeTestPage() {
  const id = Number(useParams().recipeId);
  const recipe = testApi.useFallbackTestRecipeQuery(id);
  const author = testApi.useFallbackTestAuthorQuery(recipe.data?.authorId ?? skipToken);
  if (!recipe.data) return <p className="spinner">Loading</p>;
  return (
    <article>
      <h1>{recipe.data.title}</h1>
      <p>By {author.data?.name ?? '…'}</p>
    </article>
  );
}

const BlogTestPage = () => <h1>Every blog</h1>;

const PAGES = { './RecipePage': RecipeTestPage, './ListingPage': BlogTestPage };
const RECIPE_PATH = '/recipe/meals/30001/oats';
const envelope = (data: unknown) => JSON.stringify({ code: 200, data, message: 'OK' });
const REPLIES = {
  '/test/recipes/30001': envelope({ title: 'Oats <& honey>', authorId: 7 }),
  '/test/authors?id=7': envelope({ name: 'Mia Thompson' }),
};

describe('renderVisitorFallback', () => {
  it('renders the page with every answer it asked for, in the visitor frame, guarded', async () => {
    const fallback = await renderVisitorFallback(PAGES, { pathname: RECIPE_PATH, search: '', replies: REPLIES });
    expect(fallback?.route).toBe(RECIPE_PATH);
    expect(fallback?.head).toBe('');
    const body = fallback!.body;
    expect(body).toContain(`<div class="layout layout--main" ${STATIC_FALLBACK_ROOT_ATTRIBUTE}="${RECIPE_PATH}">`);
    expect(body).toContain('<h1>Oats &lt;&amp; honey&gt;</h1>');
    expect(body).toContain('<p>By Mia Thompson</p>');
    expect(body).toContain('LOG IN');
    expect(body).not.toContain('START FREE TRIAL');
    expect(body.endsWith(VISITOR_FALLBACK_GUARD)).toBe(true);
  });

  it('leaves the API cache it drew with in the page, for the live page to start from the same answers', async () => {
    const fallback = await renderVisitorFallback(PAGES, { pathname: RECIPE_PATH, search: '', replies: REPLIES });
    const element = new RegExp(`<script type="application/json" id="${SERVER_API_CACHE_ELEMENT_ID}">([^<]*)</script>`).exec(fallback!.body);
    expect(element?.[1]).toContain('\\u003c&');
    expect(fallback!.body.indexOf(element![0])).toBeLessThan(fallback!.body.indexOf(VISITOR_FALLBACK_GUARD));
    const cache = serverApiCacheOf({ getElementById: () => ({ textContent: element![1]! }) as HTMLElement });

    const store = createAppStore();
    store.dispatch(serverApiCacheHydrated(cache!));
    expect(testApi.endpoints.fallbackTestRecipe.select(30001)(store.getState()).data).toEqual({ title: 'Oats <& honey>', authorId: 7 });
    expect(testApi.endpoints.fallbackTestAuthor.select(7)(store.getState()).data).toEqual({ name: 'Mia Thompson' });
  });

  it('gives the top bar its route’s title and trial button', async () => {
    const fallback = await renderVisitorFallback(PAGES, { pathname: '/blogs', search: '', replies: {} });
    expect(fallback?.body).toContain('<p class="top-bar__title">Blog</p>');
    expect(fallback?.body).toContain('START FREE TRIAL');
    expect(fallback?.body).toContain('<h1>Every blog</h1>');
  });

  it.each([
    ['a reply is missing (the page would wait or fail)', RECIPE_PATH, { '/test/recipes/30001': REPLIES['/test/recipes/30001'] }],
    ['a reply is an error', RECIPE_PATH, { ...REPLIES, '/test/authors?id=7': JSON.stringify({ code: 500, data: null, message: 'No' }) }],
    ['a visitor is sent to login from the path', '/gym', REPLIES],
    ['no page given renders the path', '/about', REPLIES],
  ])('draws nothing when %s', async (_case, pathname, replies) => {
    expect(await renderVisitorFallback(PAGES, { pathname, search: '', replies })).toBeNull();
  });

  it('never asks the network: a URL outside the replies fails', async () => {
    const fallback = await renderVisitorFallback(PAGES, { pathname: '/recipe/meals/30002/other', search: '', replies: REPLIES });
    expect(fallback).toBeNull();
  });

  it('keeps the page-reads element id its own: the markup holds no element of that id', async () => {
    const fallback = await renderVisitorFallback(PAGES, { pathname: RECIPE_PATH, search: '', replies: REPLIES });
    expect(fallback?.body).not.toContain(`id="${PAGE_READS_ELEMENT_ID}"`);
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
