import { describe, expect, it } from 'vitest';
import { contentPath } from '@app/shared/api-contract/application-search';
import { articleFixture } from '../features/articles/components/article-fixture.ts';
import type { PageRenderRequest } from '@app/shared/prerender/rendered-page';
import { drawServerPage } from '@app/shared/testing/server-page';
import SuccessDetailPage from '../exposes/success-detail-page.tsx';
import ArticlePage from '../exposes/article-page.tsx';
import * as serverPages from './server-pages.tsx';

/** The page as the shell's server render draws it (its markup and first reads), or null. */
const renderPage = (request: PageRenderRequest) =>
  drawServerPage('content', serverPages, { './ArticlePage': ArticlePage, './SuccessDetailPage': SuccessDetailPage }, request);

const DIRTY =
  '<p>Sleep matters.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe>';

const article = articleFixture({ bodyHtml: DIRTY, author: null });

const request = (extra: { sanitizeHtml?: (html: string) => string } = {}) => ({
  pathname: '/show/tips/3001/sleep-and-hunger',
  search: '',
  read: async (url: string) => (url === contentPath(3001) ? JSON.stringify({ code: 200, data: article, message: 'OK' }) : null),
  ...extra,
});

// The server draws an article for a visitor in Node, where DOMPurify has no DOM: the API
// lends it its own sanitizer (DOMPurify on jsdom, the same allow-list; api/test/lib/html-sanitizer.test.ts).
describe('the server render of an article (Node)', () => {
  it('draws its body as the sanitizer the server lends cleaned it', async () => {
    const lent: string[] = [];
    const fallback = await renderPage(request({ sanitizeHtml: (html) => (lent.push(html), '<p>Sleep matters.</p>') }));
    expect(lent).toEqual([DIRTY]);
    const markup = fallback!.markup;
    expect(markup).toContain('<h1 class="article__title">Sleep and hunger</h1>');
    expect(markup).toContain('<div class="article__body"><p>Sleep matters.</p></div>');
    expect(markup).not.toMatch(/hacked|onerror|javascript:|<iframe/);
  });

  it('draws nothing from HTML it has no sanitizer for: the server then sends the plain page', async () => {
    await expect(renderPage(request())).rejects.toThrow('sanitizeHtml needs a DOM');
  });
});

// What a page reads is this remote's to say (server-pages.tsx): the server asks exactly those reads, and nothing for a page it does not draw.
describe('the reads the content pages declare', () => {
  const HERO = { imageId: 'landscapewide1x_16x9', imageUrl: 'https://img.example/sleep-wide.jpg', width: 1600, height: 900 };
  const pictured = JSON.stringify({ code: 200, data: articleFixture({ imageList: [HERO] }), message: 'OK' });

  it('reads the article its path names, once, and preloads the picture the page leads with', async () => {
    const asked: string[] = [];
    const read = async (url: string) => (asked.push(url), url === contentPath(3001) ? pictured : null);
    const fallback = await renderPage({ ...request({ sanitizeHtml: (html) => html }), read });
    expect(asked).toEqual([contentPath(3001)]);
    expect(serverPages.pages['./ArticlePage']!.leadImage!(fallback!.data)?.imageList).toEqual([HERO]);
  });

  it.each([
    ['an article id that is not one', '/show/tips/abc/sleep'],
    ['a page the server does not draw', '/about'],
  ])('asks nothing for %s', async (_case, pathname) => {
    const asked: string[] = [];
    const fallback = await renderPage({ pathname, search: '', read: async (url) => (asked.push(url), null) });
    expect(fallback).toBeNull();
    expect(asked).toEqual([]);
  });
});
