import { describe, expect, it } from 'vitest';
import { ratingLabel, starCount } from './rating.ts';

describe('starCount', () => {
  it.each([
    [5, 5],
    [4, 4],
    [4.4, 4],
    [4.5, 5],
    [0, 0],
    [7, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])('rating %s shows %s stars', (rating, stars) => {
    expect(starCount(rating)).toBe(stars);
  });

  it('says the rating in words', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
  });
});
