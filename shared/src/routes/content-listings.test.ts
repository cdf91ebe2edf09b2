import { describe, expect, it } from 'vitest';
import { listingTypeOf } from './content-listings.ts';

describe('listingTypeOf', () => {
  it.each([
    ['/workouts', undefined, 'home'],
    ['/gym', undefined, 'gym'],
    ['/meals/', undefined, 'meals'],
    ['/snacks', undefined, 'snacks'],
    ['/tips', undefined, 'tips'],
    ['/meditation', undefined, 'meditation'],
    ['/pregnancy', undefined, 'pregnancy'],
    ['/blogs', undefined, 'blogs'],
    ['/listing/gym', 'gym', 'gym'],
    ['/listing/home', 'home', 'home'],
    ['/listing/help', 'help', null],
    ['/listing/nonsense', 'nonsense', null],
    ['/listing', undefined, null],
  ])('%s (param %s) shows %s', (pathname, param, type) => {
    expect(listingTypeOf(pathname, param)).toBe(type);
  });
});
