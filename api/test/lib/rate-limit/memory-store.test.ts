import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/lib/clock.ts';
import { memoryRateLimitStore } from '../../../src/lib/rate-limit/memory-store.ts';

describe('memory rate-limit store', () => {
  it('counts hits in a fixed window and starts again after it', async () => {
    const clock = manualClock(0);
    const store = memoryRateLimitStore(clock);
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    clock.advance(400);
    expect(await store.hit('k', 1000)).toEqual({ count: 2, resetInMs: 600 });
    clock.advance(600);
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });

  it('keeps keys apart', async () => {
    const store = memoryRateLimitStore(manualClock(0));
    await store.hit('a', 1000);
    await store.hit('a', 1000);
    expect((await store.hit('b', 1000)).count).toBe(1);
  });
});
