import { describe, expect, it } from 'vitest';
import { createRandom, seedOf } from '../../src/catalog/random.ts';

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRandom('recipes');
    const b = createRandom('recipes');
    const c = createRandom('workouts');
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it.each([
    [0, 0],
    [1, 6],
    [-3, 3],
  ])('int(%i, %i) stays within its bounds and reaches both', (min, max) => {
    const random = createRandom(seedOf(`${min}:${max}`));
    const seen = new Set(Array.from({ length: 500 }, () => random.int(min, max)));
    expect(Math.min(...seen)).toBe(min);
    expect(Math.max(...seen)).toBe(max);
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = [1, 2, 3, 4, 5, 6];
    const shuffled = createRandom(7).shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...shuffled].sort()).toEqual(input);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow('empty');
  });
});
