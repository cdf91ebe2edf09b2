import { describe, expect, it } from 'vitest';
import { gatherImageList, isImageKey } from './image-list.ts';

describe('isImageKey', () => {
  it.each([
    ['landscape1x_4x3', true],
    ['landscapewide3x_16x9', true],
    ['portrait2x_3x4', true],
    ['square1x', true],
    ['uploadedImageId', false],
    ['authorImage1x', false],
    ['Landscape1x_4x3', false],
    ['imageLandscape', false],
    ['', false],
  ])('%s -> %s', (key, expected) => {
    expect(isImageKey(key)).toBe(expected);
  });
});

describe('gatherImageList', () => {
  it.each([
    [
      'article image variants, skipping ids and text',
      {
        articleId: 4,
        title: 'Why rest days matter',
        uploadedImageId: 88,
        portrait1x_3x4: '/media/a/p1.webp',
        landscape1x_4x3: '/media/a/l1.webp',
        landscapewide1x_16x9: '/media/a/w1.webp',
      },
      [
        { imageId: 'landscape1x_4x3', imageUrl: '/media/a/l1.webp' },
        { imageId: 'landscapewide1x_16x9', imageUrl: '/media/a/w1.webp' },
        { imageId: 'portrait1x_3x4', imageUrl: '/media/a/p1.webp' },
      ],
    ],
    [
      'square entries and { imageUrl } objects',
      { square2x: { imageId: 3, imageUrl: 'cdn.example.com/s2.webp' }, square1x: '/s1.webp' },
      [
        { imageId: 'square1x', imageUrl: '/s1.webp' },
        { imageId: 'square2x', imageUrl: 'cdn.example.com/s2.webp' },
      ],
    ],
    ['empty and non-URL values are left out', { landscape1x_4x3: '', portrait1x_3x4: null, square1x: 12, squareX: '  ' }, []],
    ['nothing to gather', { title: 'x' }, []],
  ])('%s', (_name, record, expected) => {
    expect(gatherImageList(record)).toEqual(expected);
  });
});
