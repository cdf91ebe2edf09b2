import { describe, expect, it } from 'vitest';
import { LISTING_TITLES, type ListingType } from '../routes/listing-types.ts';
import { LISTING_COPY, noResultsCopy } from './listing-copy.ts';

describe('noResultsCopy (SPEC section 2 texts)', () => {
  it.each<[ListingType, string, string]>([
    ['home', 'zumba', 'No results for “zumba”'],
    ['meals', '  lasagne ', 'No results for “lasagne”'],
    ['meals', '', 'No Recipe found'],
    ['snacks', '   ', 'No Recipe found'],
    ['home', '', 'No results found'],
    ['blogs', '', 'No results found'],
  ])('%s with search text %j reads %j', (type, text, title) => {
    expect(noResultsCopy(type, text)).toEqual({ title, hint: 'Change your search and try again.' });
  });
});

describe('LISTING_COPY', () => {
  it('covers every listing type of the route table', () => {
    expect(Object.keys(LISTING_COPY).sort()).toEqual(Object.keys(LISTING_TITLES).sort());
  });

  it.each<[ListingType, string]>([
    ['home', 'No saved workouts'],
    ['gym', 'No saved workouts'],
    ['meals', 'No saved meals'],
    ['snacks', 'No saved snacks'],
    ['tips', 'No saved tips'],
    ['meditation', 'No saved meditations'],
    ['pregnancy', 'No saved articles'],
    ['blogs', 'No saved blogs'],
  ])('%s says %j when nothing is saved, with a hint to tap the save icon', (type, title) => {
    expect(LISTING_COPY[type].noSavedTitle).toBe(title);
    expect(LISTING_COPY[type].noSavedHint).toMatch(/^Tap the save icon on /);
  });
});
