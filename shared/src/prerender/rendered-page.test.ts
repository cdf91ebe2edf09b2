// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isRenderedPage, serverApiCacheOf, withRenderedPage } from './rendered-page.ts';

const page = {
  route: '/planner',
  head: '<link rel="preload" as="image" href="/a.webp">',
  body: '<div class="layout"><main><h1>Her week</h1></main></div>',
  cache: '{"queries":{"a":"\\u003c/script>"}}',
  drawnBy: '1.4.0-3f2a',
};

describe('withRenderedPage', () => {
  it('puts its head before </head>, its markup in the marked root, its API cache and the guard after it', () => {
    expect(
      withRenderedPage('<html><head><title>t</title></head><body><div id="root"></div></body></html>', page, '<script>guard()</script>'),
    ).toBe(
      '<html><head><title>t</title><link rel="preload" as="image" href="/a.webp"></head><body><div id="root" data-server-rendered="/planner" data-drawn-by-version="1.4.0-3f2a">' +
        '<div class="layout"><main><h1>Her week</h1></main></div></div>' +
        '<script type="application/json" id="server-api-cache">{"queries":{"a":"\\u003c/script>"}}</script><script>guard()</script></body></html>',
    );
  });

  it('says on the root whom a member’s page was drawn for', () => {
    const hers = { ...page, drawnFor: { userId: '41', today: '2026-11-24', droppedIf: [] } };
    expect(withRenderedPage('<html><head></head><body><div id="root"></div></body></html>', hers)).toContain(
      '<div id="root" data-server-rendered="/planner" data-drawn-by-version="1.4.0-3f2a" data-drawn-for="{&quot;userId&quot;:&quot;41&quot;,&quot;today&quot;:&quot;2026-11-24&quot;,&quot;droppedIf&quot;:[]}">',
    );
  });

  it('leaves a document without an empty root alone', () => {
    const html = '<html><head></head><body><div id="root">x</div></body></html>';
    expect(withRenderedPage(html, page)).toBe(html);
  });
});

describe('isRenderedPage', () => {
  it.each([
    [page, true],
    [{ route: '/', head: '', body: '' }, false],
    [{ route: '/', head: '', body: '', cache: '{}' }, false],
    [null, false],
    ['<div>', false],
  ])('%o -> %s', (value, ok) => {
    expect(isRenderedPage(value)).toBe(ok);
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
