import { describe, expect, it } from 'vitest';
import { ifNoneMatchHolds, PUBLIC_CACHE_LIFETIMES, publicCacheControl } from '../../src/lib/http-cache.ts';

describe('ifNoneMatchHolds', () => {
  it.each([
    [undefined, '"a"', false],
    ['', '"a"', false],
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"a"', 'W/"a"', true],
    ['"b"', '"a"', false],
    ['"b", "a"', '"a"', true],
    ['"b",W/"a"', '"a"', true],
    ['*', '"a"', true],
    ['"a-b+c/d="', '"a-b+c/d="', true],
    ['"ab"', '"a"', false],
    ['a', '"a"', false],
  ])('If-None-Match %s holds %s: %s', (header, etag, expected) => {
    expect(ifNoneMatchHolds(header, etag)).toBe(expected);
  });
});

describe('publicCacheControl', () => {
  it.each(Object.entries(PUBLIC_CACHE_LIFETIMES))('%s: public, with its lifetimes', (kind, { maxAge, sMaxAge, staleWhileRevalidate }) => {
    expect(publicCacheControl(kind as keyof typeof PUBLIC_CACHE_LIFETIMES)).toBe(
      `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
    );
  });

  it('lets a CDN keep each kind at least as long as a browser', () => {
    for (const { maxAge, sMaxAge } of Object.values(PUBLIC_CACHE_LIFETIMES)) expect(sMaxAge).toBeGreaterThanOrEqual(maxAge);
  });
});
