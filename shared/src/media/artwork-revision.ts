/**
 * The revision of the app's drawings (the API's features/media): every generated image's URL
 * carries it, so a URL always names the same picture and is cached for a year. One entry per
 * revision: a fingerprint of a sample of every kind of drawing (api/test/features/media/
 * artwork-revision.test.ts computes it and fails, naming the new fingerprint, when the drawing code
 * changes and the last entry is not it). Adding that entry moves every image to a new URL.
 */
export const ARTWORK_FINGERPRINTS = ['6065ef0f07ad', '67aa835a5f70'] as const;

export const ARTWORK_REVISION = `r${ARTWORK_FINGERPRINTS.length}`;
