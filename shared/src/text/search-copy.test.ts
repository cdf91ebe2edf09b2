import { describe, expect, it } from 'vitest';
import { correctionCopy } from './search-copy.ts';

describe('correctionCopy', () => {
  it.each([
    ['chicken', 'Showing results for “chicken”'],
    [' chicken salad ', 'Showing results for “chicken salad”'],
    ['', null],
    ['  ', null],
    [undefined, null],
    [null, null],
  ])('%j -> %j', (corrected, copy) => {
    expect(correctionCopy(corrected)).toBe(copy);
  });
});
