import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural.ts';

describe('plural and countOf', () => {
  it.each([
    [0, 'is', 'are', 'are', '0 completed workouts'],
    [1, 'is', 'are', 'is', '1 completed workout'],
    [2, 'is', 'are', 'are', '2 completed workouts'],
    [12, 'is', 'are', 'are', '12 completed workouts'],
  ])('%i: %s/%s -> %s, "%s"', (count, one, many, word, counted) => {
    expect(plural(count, one, many)).toBe(word);
    expect(countOf(count, 'completed workout', 'completed workouts')).toBe(counted);
  });
});
