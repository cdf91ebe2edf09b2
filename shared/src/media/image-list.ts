import type { ImageListEntry } from '../api-contract/home-screen.ts';

/** SPEC section 3: image keys that start with one of these are gathered into an imageList. */
const IMAGE_KEY_PREFIXES = ['landscape', 'portrait', 'square'] as const;

export function isImageKey(key: string): boolean {
  return IMAGE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/**
 * Every entry of `record` whose key starts with landscape, portrait or square and holds a
 * non-empty URL, as { imageId: key, imageUrl }, in key order so the list is stable.
 * Entries that are already { imageUrl } objects are accepted too.
 */
export function gatherImageList(record: Readonly<Record<string, unknown>>): ImageListEntry[] {
  const list: ImageListEntry[] = [];
  for (const key of Object.keys(record).sort()) {
    if (!isImageKey(key)) continue;
    const value = record[key];
    const imageUrl =
      typeof value === 'string'
        ? value
        : value && typeof value === 'object' && typeof (value as { imageUrl?: unknown }).imageUrl === 'string'
          ? (value as { imageUrl: string }).imageUrl
          : '';
    if (imageUrl.trim()) list.push({ imageId: key, imageUrl });
  }
  return list;
}
