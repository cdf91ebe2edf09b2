// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { captureFallbackPage, elementAt, elementPath, isStaticFallback, serverApiCacheOf, withStaticFallback } from './static-fallback.ts';

const fallback = {
  route: '/',
  head: '<style>.a{}</style>',
  body: '<div data-static-fallback="/"><main><div class="full-bleed home"><h1>Hi</h1></div></main></div>',
};

describe('withStaticFallback', () => {
  it('puts the CSS in the head and the markup in the root', () => {
    expect(withStaticFallback('<html><head><title>t</title></head><body><div id="root"></div></body></html>', fallback)).toBe(
      '<html><head><title>t</title><style>.a{}</style></head><body><div id="root"><div data-static-fallback="/"><main><div class="full-bleed home"><h1>Hi</h1></div></main></div></div></body></html>',
    );
  });

  it('marks the root of the shell’s render for hydration, whom it was drawn for, and puts its API cache and the guard after it', () => {
    const app = {
      route: '/planner',
      head: '',
      body: '<div class="layout"><main><h1>Her week</h1></main></div>',
      app: { cache: '{"queries":{"a":"\\u003c/script>"}}', drawnFor: { userId: '41', today: '2026-11-24', droppedIf: [] } },
    };
    expect(withStaticFallback('<html><head></head><body><div id="root"></div></body></html>', app, '<script>guard()</script>')).toBe(
      '<html><head></head><body><div id="root" data-server-rendered="/planner" data-drawn-for="{&quot;userId&quot;:&quot;41&quot;,&quot;today&quot;:&quot;2026-11-24&quot;,&quot;droppedIf&quot;:[]}">' +
        '<div class="layout"><main><h1>Her week</h1></main></div></div>' +
        '<script type="application/json" id="server-api-cache">{"queries":{"a":"\\u003c/script>"}}</script><script>guard()</script></body></html>',
    );
  });

  it('leaves a document without an empty root alone', () => {
    const html = '<html><head></head><body><div id="root">x</div></body></html>';
    expect(withStaticFallback(html, fallback)).toBe(html);
  });
});

describe('isStaticFallback', () => {
  it.each([
    [fallback, true],
    [{ route: '/', head: '' }, false],
    [{ ...fallback, app: { cache: '{}' } }, true],
    [{ ...fallback, app: {} }, false],
    [null, false],
    ['<div>', false],
  ])('%o -> %s', (value, ok) => {
    expect(isStaticFallback(value)).toBe(ok);
  });
});

describe('captureFallbackPage', () => {
  it('keeps the route, the page element class and its markup', () => {
    const root = document.createElement('div');
    root.innerHTML = fallback.body;
    expect(captureFallbackPage(root)).toEqual({ route: '/', className: 'full-bleed home', html: '<h1>Hi</h1>' });
  });

  it('finds nothing in a root without a fallback', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><div>x</div></main>';
    expect(captureFallbackPage(root)).toBeNull();
    expect(captureFallbackPage(null)).toBeNull();
  });
});

describe('elementPath and elementAt', () => {
  const markup =
    '<main><article><header><h1>T</h1><button>A</button></header><section><ul><li>1</li><li><a href="#">2</a></li></ul></section></article></main>';
  const mainOf = (html: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    return holder.querySelector('main')!;
  };

  it.each([
    ['button', [0, 0, 1]],
    ['a', [0, 1, 0, 1, 0]],
    ['h1', [0, 0, 0]],
  ])('finds the live copy of the fallback’s %s at the same place', (selector, path) => {
    const fallbackMain = mainOf(markup);
    const livePage = mainOf(markup.replace('<article>', '<article class="live">'));
    expect(elementPath(fallbackMain, fallbackMain.querySelector(selector))).toEqual(path);
    expect(elementAt(livePage, path)).toBe(livePage.querySelector(selector));
  });

  it.each([
    ['an element outside', () => document.createElement('button')],
    ['the root itself', (main: Element) => main],
    ['no element', () => null],
    ['a text node', (main: Element) => main.querySelector('h1')!.firstChild],
  ])('has no path for %s', (_case, targetOf) => {
    const main = mainOf(markup);
    expect(elementPath(main, targetOf(main))).toBeNull();
  });

  it('finds nothing where the live markup has no such place', () => {
    expect(elementAt(mainOf('<main><p>x</p></main>'), [0, 3, 1])).toBeNull();
    expect(elementAt(null, [0])).toBeNull();
  });
});

describe('serverApiCacheOf', () => {
  const docWith = (text: string | null) => ({ getElementById: () => (text === null ? null : ({ textContent: text } as HTMLElement)) });
  it.each([
    ['no element', null, null],
    ['not JSON', '{oops', null],
    ['a list', '[]', null],
    ['no provided tags', '{"queries":{}}', null],
    ['queries that are not an object', '{"queries":1,"provided":{}}', null],
  ])('is null for %s', (_case, text, expected) => {
    expect(serverApiCacheOf(docWith(text), 0)).toBe(expected);
  });

  it('reads the queries and tags, and never takes mutations from the page', () => {
    expect(serverApiCacheOf(docWith('{"queries":{"a(1)":{"status":"fulfilled"}},"mutations":{"m":{}},"provided":{"tags":{}}}'), 0)).toEqual(
      {
        queries: { 'a(1)': { status: 'fulfilled' } },
        mutations: {},
        provided: { tags: {} },
      },
    );
  });

  it('stamps each answer as received when the page takes it in, whatever the server’s clock said', () => {
    const server = { status: 'fulfilled', data: { id: 1 }, startedTimeStamp: 1_000, fulfilledTimeStamp: 1_200 };
    const text = JSON.stringify({ queries: { 'a(1)': server, 'b(2)': { status: 'rejected' } }, provided: {} });
    expect(serverApiCacheOf(docWith(text), 90_000)?.queries).toEqual({
      'a(1)': { status: 'fulfilled', data: { id: 1 }, startedTimeStamp: 90_000, fulfilledTimeStamp: 90_000 },
      'b(2)': { status: 'rejected' },
    });
  });
});
