/**
 * The main pictures of the content pages: the aspect ratio each box asks chooseImage for, and the
 * `sizes` its <img> gives the browser. The pages draw them with these, and the server preloads
 * the first one with the same values, so the browser picks the same file for both.
 */
export const RECIPE_HERO_IMAGE = { aspectRatio: 16 / 9, sizes: '(min-width: 1024px) 600px, 100vw' } as const;
export const ARTICLE_HERO_IMAGE = { aspectRatio: 16 / 9, sizes: '(min-width: 1024px) 760px, 100vw' } as const;
export const LISTING_CARD_IMAGE = { aspectRatio: 4 / 3, sizes: '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw' } as const;
/** Listing cards drawn eagerly, at high priority: those a phone or a desktop shows first. */
export const LISTING_PRIORITY_CARDS = 3;
