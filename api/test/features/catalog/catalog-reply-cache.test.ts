import { describe, expect, it } from 'vitest';
import { catalogReplyCache, type CachedReply } from '../../../src/features/catalog/catalog-reply-cache.ts';

/** A build that counts its calls and answers `body`. */
function builder(body: string) {
  const calls = { count: 0 };
  const build = async (): Promise<CachedReply> => {
    calls.count += 1;
    return { body };
  };
  return { calls, build };
}

describe('catalogReplyCache', () => {
  it('builds a reply once per version and key, and again when the version moves', async () => {
    const cache = catalogReplyCache();
    const { calls, build } = builder('{"a":1}');
    expect((await cache.get(1, 'a', build)).body).toBe('{"a":1}');
    await cache.get(1, 'a', build);
    expect(calls.count).toBe(1);
    await cache.get(2, 'a', build);
    expect(calls.count).toBe(2);
    expect(cache.size()).toEqual({ bytes: 14, replies: 1 });
  });

  it('lets concurrent requests share one build', async () => {
    const cache = catalogReplyCache();
    const { calls, build } = builder('x');
    const replies = await Promise.all([cache.get(1, 'k', build), cache.get(1, 'k', build), cache.get(1, 'k', build)]);
    expect(calls.count).toBe(1);
    expect(new Set(replies).size).toBe(1);
  });

  it('keeps no failed build: the next request builds again', async () => {
    const cache = catalogReplyCache();
    await expect(cache.get(1, 'k', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    const { calls, build } = builder('back');
    expect((await cache.get(1, 'k', build)).body).toBe('back');
    expect(calls.count).toBe(1);
  });

  it('lets the least recently used replies go past the byte budget', async () => {
    // Each 10-character body holds 20 bytes; the budget holds two.
    const cache = catalogReplyCache(40);
    const body = (key: string) => async () => ({ body: key.repeat(10) });
    await cache.get(1, 'a', body('a'));
    await cache.get(1, 'b', body('b'));
    await cache.get(1, 'a', body('a')); // a is now the most recent
    await cache.get(1, 'c', body('c')); // b leaves
    expect(cache.size()).toEqual({ bytes: 40, replies: 2 });
    const again = builder('b'.repeat(10));
    await cache.get(1, 'b', again.build);
    expect(again.calls.count).toBe(1);
    const kept = builder('unused');
    await cache.get(1, 'b', kept.build);
    expect(kept.calls.count).toBe(0);
  });

  it('keeps nothing with a budget of 0, and still answers', async () => {
    const cache = catalogReplyCache(0);
    const { calls, build } = builder('{}');
    await cache.get(1, 'a', build);
    expect((await cache.get(1, 'a', build)).body).toBe('{}');
    expect(calls.count).toBe(2);
    expect(cache.size()).toEqual({ bytes: 0, replies: 0 });
  });
});
