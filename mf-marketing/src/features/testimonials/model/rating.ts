/** SPEC section 9: stars are shown up to the rating value, out of 5. */
const MAX_RATING = 5;

export function starCount(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(MAX_RATING, Math.max(0, Math.round(rating)));
}

export function ratingLabel(rating: number): string {
  return `Rated ${starCount(rating)} out of ${MAX_RATING}`;
}

export const TESTIMONIALS_TITLE = 'Loved by women around the world';
