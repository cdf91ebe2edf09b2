import { LISTING_TYPES, type ListingType } from '../api-contract/application-search.ts';
import { PATHS } from './paths.ts';

/** The listing destinations of SPEC section 2 and the listing type each one shows. */
const DESTINATIONS: Record<string, ListingType> = {
  [PATHS.workouts]: 'home',
  [PATHS.gym]: 'gym',
  [PATHS.meals]: 'meals',
  [PATHS.snacks]: 'snacks',
  [PATHS.tips]: 'tips',
  [PATHS.meditation]: 'meditation',
  [PATHS.pregnancy]: 'pregnancy',
  [PATHS.blogs]: 'blogs',
};

export function isListingType(value: string | undefined): value is ListingType {
  return (LISTING_TYPES as readonly string[]).includes(value ?? '');
}

/** The listing a path shows: /gym, /workouts (at home), /listing/{type}; null for /listing and unknown types. */
export function listingTypeOf(pathname: string, listingTypeParam: string | undefined): ListingType | null {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const destination = DESTINATIONS[trimmed];
  if (destination) return destination;
  return isListingType(listingTypeParam) ? listingTypeParam : null;
}
