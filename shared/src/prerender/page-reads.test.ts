import { describe, expect, it } from 'vitest';
import { leadImagePreload, pageReadsElement, publicPageReads, readPageReads, PAGE_READS_ELEMENT_ID } from './page-reads.ts';

const CONTENT = '/search/application-search/pub/api/content';
const LISTING = '/search/application-search/pub/api/search/listing';
const FILTERS = '/interaction/user-interaction/pub/api/filters';

describe('publicPageReads', () => {
  it.each([
    ['/recipe/meals/30001/raspberry-and-hazelnut-overnight-oats', '', [`${CONTENT}/30001`]],
    ['/recipe/snacks/30002/anything', '?utm=x', [`${CONTENT}/30002`]],
    ['/recipe/meals/0/none', '', []],
    ['/recipe/meals/abc/none', '', []],
    ['/blogs', '', [`${LISTING}/blogs?page=1`, `${FILTERS}/blogs`]],
    ['/gym', '', [`${LISTING}/gym?page=1`, `${FILTERS}/gym`]],
    ['/listing/meditation', '', [`${LISTING}/meditation?page=1`, `${FILTERS}/meditation`]],
    ['/blogs', '?q=protein', []],
    ['/blogs', '?tab=saved', []],
    ['/listing', '', []],
    ['/listing/help', '', []],
    ['/planner', '', []],
    ['/programs', '', ['/interaction/user-interaction/pub/api/programs/all']],
    ['/programs/library', '', ['/interaction/user-interaction/pub/api/programs/all']],
    ['/programs/1', '', []],
    ['/', '', []],
    ['/show/blogs/article/40001/x', '', [`${CONTENT}/40001`]],
    ['/show/tips/3001/sleep-and-hunger', '', [`${CONTENT}/3001`]],
    ['/show/policy/9001/privacy-policy', '?isPolicy=true', [`${CONTENT}/9001`]],
    ['/show/tips/0/none', '', []],
    ['/show/tips/12a/none', '', []],
  ])('%s%s reads %o', (pathname, search, urls) => {
    expect(publicPageReads(pathname, search)).toEqual(urls);
  });
});

describe('the replies in the page', () => {
  it('writes nothing for no replies', () => {
    expect(pageReadsElement({})).toBe('');
  });

  it('cannot be closed or opened by a reply, and reads back as written', () => {
    const replies = { '/a?page=1': '{"data":"</script><script>alert(1)</script>"}' };
    const element = pageReadsElement(replies);
    expect(element.startsWith(`<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">`)).toBe(true);
    const inner = element.slice(element.indexOf('>') + 1, -'</script>'.length);
    expect(inner).not.toContain('<');
    expect(Object.fromEntries(readPageReads(inner))).toEqual(replies);
  });

  it.each([null, undefined, '', 'not json', '[1,2]', 'null', '{"/a":{"nested":true},"/b":"{}"}'])('reads %s as what it can', (text) => {
    const read = readPageReads(text);
    expect([...read.keys()]).toEqual(text?.includes('"/b"') ? ['/b'] : []);
  });
});

const image = (subject: string, ...keys: string[]) =>
  keys.map((key) => ({ imageId: key, imageUrl: `/media/catalog/${subject}/${key}.webp` }));
const envelope = (data: unknown) => JSON.stringify({ code: 200, data, message: 'OK' });

describe('leadImagePreload', () => {
  const recipePath = '/recipe/meals/30001/oats';

  it('preloads the recipe hero as its <img> asks for it: the 16:9 variants, with its sizes', () => {
    const replies = {
      [`${CONTENT}/30001`]: envelope({
        contentType: 'recipe',
        imageList: image('b', 'landscape1x_4x3', 'landscapewide1x_16x9', 'landscapewide3x_16x9'),
      }),
    };
    expect(leadImagePreload(recipePath, '', replies)).toBe(
      '<link rel="preload" as="image" href="/media/catalog/b/landscapewide1x_16x9.webp"' +
        ' imagesrcset="/media/catalog/b/landscapewide1x_16x9.webp 640w, /media/catalog/b/landscapewide3x_16x9.webp 1920w"' +
        ' imagesizes="(min-width: 1024px) 600px, 100vw" fetchpriority="high">',
    );
  });

  it('preloads an article’s picture, 16:9, and none for a policy', () => {
    const article = (kind: string) => ({
      [`${CONTENT}/3001`]: envelope({ contentType: 'article', kind, imageList: image('c', 'landscapewide1x_16x9') }),
    });
    expect(leadImagePreload('/show/tips/3001/x', '', article('tips'))).toBe(
      '<link rel="preload" as="image" href="/media/catalog/c/landscapewide1x_16x9.webp"' +
        ' imagesrcset="/media/catalog/c/landscapewide1x_16x9.webp 640w" imagesizes="(min-width: 1024px) 760px, 100vw" fetchpriority="high">',
    );
    expect(leadImagePreload('/show/tips/3001/x', '', article('policy'))).toBe('');
  });

  it('preloads the first card of a listing, 4:3', () => {
    const replies = {
      [`${LISTING}/blogs?page=1`]: envelope({
        items: [{ imageList: image('s', 'landscape1x_4x3', 'landscape2x_4x3') }, { imageList: image('t', 'landscape1x_4x3') }],
      }),
    };
    expect(leadImagePreload('/blogs', '', replies)).toContain(
      'href="/media/catalog/s/landscape1x_4x3.webp" imagesrcset="/media/catalog/s/landscape1x_4x3.webp 400w, /media/catalog/s/landscape2x_4x3.webp 800w"',
    );
  });

  it.each([
    ['no reply', recipePath, {}],
    [
      'a reply that is not a recipe',
      recipePath,
      { [`${CONTENT}/30001`]: envelope({ contentType: 'article', imageList: image('a', 'landscape1x_4x3') }) },
    ],
    ['an empty listing', '/blogs', { [`${LISTING}/blogs?page=1`]: envelope({ items: [] }) }],
    ['an unreadable reply', '/blogs', { [`${LISTING}/blogs?page=1`]: '<html>' }],
    ['a page that reads nothing', '/planner', {}],
    [
      'a page whose reads lead with no picture',
      '/programs',
      { '/interaction/user-interaction/pub/api/programs/all': envelope([{ imageList: image('p', 'landscape1x_4x3') }]) },
    ],
  ])('is empty for %s', (_case, pathname, replies) => {
    expect(leadImagePreload(pathname, '', replies)).toBe('');
  });

  it('escapes what it writes into attributes', () => {
    const replies = {
      [`${CONTENT}/30001`]: envelope({
        contentType: 'recipe',
        imageList: [{ imageId: 'landscapewide1x_16x9', imageUrl: '/media/"x"&<y>.webp' }],
      }),
    };
    expect(leadImagePreload(recipePath, '', replies)).toContain('href="/media/&quot;x&quot;&amp;&lt;y>.webp"');
  });
});
