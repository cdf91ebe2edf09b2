import { describe, expect, it } from 'vitest';
import { memoryCache } from '../../src/lib/memory-cache.ts';

describe('memoryCache', () => {
  it('makes a value once, for concurrent asks too, and keeps it', async () => {
    const cache = memoryCache<{ n: number }>({ max: 10 });
    let made = 0;
    const make = async () => ({ n: ++made });
    const [a, b] = await Promise.all([cache.get('k', make), cache.get('k', make)]);
    expect(a).toBe(b);
    expect(await cache.get('k', make)).toBe(a);
    expect(made).toBe(1);
    expect(cache.peek('k')).toBe(a);
  });

  it('keeps no failure: the next ask makes it again', async () => {
    const cache = memoryCache<string>({ max: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('keeps null as a value (a version that ships no file)', async () => {
    const cache = memoryCache<string | null>({ max: 10 });
    let made = 0;
    expect(await cache.get('k', async () => (made++, null))).toBeNull();
    expect(await cache.get('k', async () => (made++, 'x'))).toBeNull();
    expect(made).toBe(1);
  });

  it('lets the least recently used go past its count', () => {
    const cache = memoryCache<number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.peek('a');
    cache.set('c', 3);
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([1, undefined, 3]);
  });

  it('lets the least recently used go past its bytes, and keeps nothing bigger than them', async () => {
    const cache = memoryCache<string>({ max: 100, bytes: { max: 10, of: (value) => value.length } });
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    await cache.get('a', async () => 'never');
    await cache.get('c', async () => 'cccc');
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual(['aaaa', undefined, 'cccc']);
    expect(await cache.get('big', async () => 'x'.repeat(11))).toBe('x'.repeat(11));
    expect(cache.peek('big')).toBeUndefined();
  });
});
