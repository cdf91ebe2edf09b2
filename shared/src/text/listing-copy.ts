import type { ListingType } from '../routes/listing-types.ts';

/**
 * SPEC section 2, "Listing types": each listing's search label, its text when nothing matches and
 * its text when nothing is saved (each with a hint to tap the save icon).
 */
export interface ListingCopy {
  searchLabel: string;
  /** What a result is called in the no-results text: recipes read "No Recipe found". */
  recipes: boolean;
  noSavedTitle: string;
  noSavedHint: string;
}

const saveHint = (what: string) => `Tap the save icon on ${what} to keep it here.`;

export const LISTING_COPY: Record<ListingType, ListingCopy> = {
  home: { searchLabel: 'Search workouts', recipes: false, noSavedTitle: 'No saved workouts', noSavedHint: saveHint('a workout') },
  gym: { searchLabel: 'Search gym workouts', recipes: false, noSavedTitle: 'No saved workouts', noSavedHint: saveHint('a workout') },
  meals: { searchLabel: 'Search meals', recipes: true, noSavedTitle: 'No saved meals', noSavedHint: saveHint('a meal') },
  snacks: { searchLabel: 'Search snacks', recipes: true, noSavedTitle: 'No saved snacks', noSavedHint: saveHint('a snack') },
  tips: { searchLabel: 'Search tips', recipes: false, noSavedTitle: 'No saved tips', noSavedHint: saveHint('a tip') },
  meditation: {
    searchLabel: 'Search meditations',
    recipes: false,
    noSavedTitle: 'No saved meditations',
    noSavedHint: saveHint('a meditation'),
  },
  pregnancy: { searchLabel: 'Search articles', recipes: false, noSavedTitle: 'No saved articles', noSavedHint: saveHint('an article') },
  blogs: { searchLabel: 'Search blogs', recipes: false, noSavedTitle: 'No saved blogs', noSavedHint: saveHint('a blog') },
  help: { searchLabel: 'Search help articles', recipes: false, noSavedTitle: 'No saved articles', noSavedHint: saveHint('an article') },
};

/** SPEC's no-results texts, word for word. */
export const NO_RESULTS = {
  forSearch: 'No results for',
  found: 'No results found',
  recipe: 'No Recipe found',
  hint: 'Change your search and try again.',
} as const;

/**
 * What an empty listing says: with search text, 'No results for "{text}"'; a recipe listing
 * filtered without text, "No Recipe found"; any other, "No results found"; always with the hint.
 */
export function noResultsCopy(type: ListingType, searchText: string): { title: string; hint: string } {
  const text = searchText.trim();
  if (text) return { title: `${NO_RESULTS.forSearch} “${text}”`, hint: NO_RESULTS.hint };
  return { title: LISTING_COPY[type].recipes ? NO_RESULTS.recipe : NO_RESULTS.found, hint: NO_RESULTS.hint };
}
