import { describe, expect, it } from 'vitest';
import { contentPath } from '@app/shared/api-contract/application-search';
import { articleFixture } from '../features/articles/components/article-fixture.ts';
import { renderPage } from './render-page.tsx';

const DIRTY =
  '<p>Sleep matters.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe>';

const article = articleFixture({ bodyHtml: DIRTY, author: null });

const request = (extra: { sanitizeHtml?: (html: string) => string } = {}) => ({
  pathname: '/show/tips/3001/sleep-and-hunger',
  search: '',
  read: async (url: string) => (url === contentPath(3001) ? JSON.stringify({ code: 200, data: article, message: 'OK' }) : null),
  ...extra,
});

/** The markup the render drew, without the API cache it leaves beside it (which holds the reply as it came). */
const markupOf = (body: string) => body.slice(0, body.indexOf('<script type="application/json"'));

// The server bundle draws an article for a visitor in Node, where DOMPurify has no DOM: the API
// lends it its own sanitizer (DOMPurify on jsdom, the same allow-list; api/test/lib/html-sanitizer.test.ts).
describe('the server render of an article (Node)', () => {
  it('draws its body as the sanitizer the server lends cleaned it', async () => {
    const lent: string[] = [];
    const fallback = await renderPage(request({ sanitizeHtml: (html) => (lent.push(html), '<p>Sleep matters.</p>') }));
    expect(lent).toEqual([DIRTY]);
    const markup = markupOf(fallback!.body);
    expect(markup).toContain('<h1 class="article__title">Sleep and hunger</h1>');
    expect(markup).toContain('<div class="article__body"><p>Sleep matters.</p></div>');
    expect(markup).not.toMatch(/hacked|onerror|javascript:|<iframe/);
  });

  it('draws nothing from HTML it has no sanitizer for: the server then sends the plain page', async () => {
    await expect(renderPage(request())).rejects.toThrow('sanitizeHtml needs a DOM');
  });
});
