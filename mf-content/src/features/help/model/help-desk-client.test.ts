import { describe, expect, it } from 'vitest';
import { helpDeskBaseUrl, helpDeskGet, helpDeskUrl } from './help-desk-client.ts';

describe('helpDeskBaseUrl', () => {
  it.each<[string | undefined, string]>([
    [undefined, ''],
    ['', ''],
    ['  https://kindred.zendesk.com/ ', 'https://kindred.zendesk.com'],
    ['https://help.kindred.fit//', 'https://help.kindred.fit'],
  ])('%s -> %s', (configured, base) => {
    expect(helpDeskBaseUrl(configured)).toBe(base);
  });
});

describe('helpDeskUrl', () => {
  it.each<[string, string, Record<string, string | number | undefined>, string]>([
    ['', '/api/v2/help_center/categories.json', {}, '/api/v2/help_center/categories.json'],
    [
      'https://kindred.zendesk.com',
      '/api/v2/help_center/articles/search.json',
      { query: 'cancel my plan', page: 2, per_page: 10 },
      'https://kindred.zendesk.com/api/v2/help_center/articles/search.json?query=cancel+my+plan&page=2&per_page=10',
    ],
    ['', '/api/v2/help_center/sections.json', { page: undefined, per_page: 100 }, '/api/v2/help_center/sections.json?per_page=100'],
  ])('%s + %s', (base, path, params, url) => {
    expect(helpDeskUrl(base, path, params)).toBe(url);
  });
});

describe('helpDeskGet', () => {
  it('sends no bearer, no timezone and no content type', async () => {
    const seen: Headers[] = [];
    const result = await helpDeskGet<{ categories: unknown[] }>(
      'https://help.test/api/v2/help_center/categories.json',
      async (_input, init) => {
        seen.push(new Headers(init?.headers));
        return new Response(JSON.stringify({ categories: [] }), { status: 200 });
      },
    );
    expect(result).toEqual({ data: { categories: [] } });
    expect([...seen[0]!.keys()]).toEqual(['accept']);
  });

  it.each([
    [
      async () => new Response(JSON.stringify({ error: 'RecordNotFound' }), { status: 404 }),
      { status: 404, data: { error: 'RecordNotFound' } },
    ],
    [
      async () => new Response('<html>', { status: 502 }),
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'The help centre answered without JSON.' },
    ],
    [
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { status: 'FETCH_ERROR', error: 'The help centre could not be reached.' },
    ],
  ])('a failure is an RTK Query error (%#)', async (answer, error) => {
    expect(await helpDeskGet('/x', answer)).toEqual({ error });
  });
});
