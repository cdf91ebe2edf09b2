// @app/shared/routes: paths and link helpers, and the route table with its matcher and flags.
export * from './paths.ts';
export * from './route-table.ts';
export { LISTING_TITLE, LISTING_TITLES, type ListingType } from './listing-types.ts';
export { isListingType, listingTypeOf } from './content-listings.ts';
export { articleIdOf, contentIdParam } from './content-id.ts';
export { helpCategoryAnchor, helpLink, helpSearchOf, helpViewOf, type HelpView } from './help-location.ts';
