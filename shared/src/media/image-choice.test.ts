import { describe, expect, it } from 'vitest';
import {
  chooseImage,
  densityFor,
  deviceTypeForWidth,
  parseImageKey,
  shapeForAspectRatio,
  variantsFromImageList,
  withSecureScheme,
  type ImageVariant,
} from './image-choice.ts';

describe('shapeForAspectRatio', () => {
  it.each([
    [1, 'square'],
    [0.92, 'square'],
    [1.1, 'square'],
    [1.11, 'landscape'],
    [4, 'logo'],
    [3.9, 'logo'],
    [4.1, 'logo'],
    [3.85, 'wide'],
    [4.2, 'wide'],
    [4 / 3, 'landscape'],
    [1.5, 'landscape'],
    [1.56, 'wide'],
    [16 / 9, 'wide'],
    [3 / 4, 'portrait'],
    [0.5, 'portrait'],
    [0, 'landscape'],
    [Number.NaN, 'landscape'],
  ])('%s -> %s', (ratio, shape) => {
    expect(shapeForAspectRatio(ratio)).toBe(shape);
  });
});

describe('deviceTypeForWidth', () => {
  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1280, 'desktop'],
  ])('%s px -> %s', (width, device) => {
    expect(deviceTypeForWidth(width)).toBe(device);
  });
});

describe('densityFor', () => {
  it.each([
    [1, 1],
    [1.75, 2],
    [2, 2],
    [2.6, 3],
    [4, 3],
    [0.5, 1],
    [Number.NaN, 1],
  ])('dpr %s -> %sx', (dpr, density) => {
    expect(densityFor(dpr)).toBe(density);
  });
});

describe('parseImageKey', () => {
  it.each([
    ['landscape1x_4x3', { shape: 'landscape', density: 1, rank: 0 }],
    ['landscape3x_4x3', { shape: 'landscape', density: 3, rank: 0 }],
    ['landscape1x_planner', { shape: 'landscape', density: 1, rank: 1 }],
    ['landscapewide3x_16x9', { shape: 'wide', density: 3, rank: 0 }],
    ['portrait2x_3x4', { shape: 'portrait', density: 2, rank: 0 }],
    ['square1x', { shape: 'square', density: 1, rank: 0 }],
    ['authorImage2x', { shape: 'square', density: 2, rank: 0 }],
    ['logo3x', { shape: 'logo', density: 3, rank: 0 }],
    ['landscape4x_4x3', null],
    ['uploadedImageId', null],
    ['authorImageHomePage', null],
  ])('%s', (key, parsed) => {
    expect(parseImageKey(key)).toEqual(parsed);
  });
});

describe('withSecureScheme', () => {
  it.each([
    ['cdn.example.com/a.webp', 'https://cdn.example.com/a.webp'],
    ['//cdn.example.com/a.webp', 'https://cdn.example.com/a.webp'],
    ['https://cdn.example.com/a.webp', 'https://cdn.example.com/a.webp'],
    ['http://cdn.example.com/a.webp', 'http://cdn.example.com/a.webp'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['/media/a.webp', '/media/a.webp'],
    ['  /media/a.webp ', '/media/a.webp'],
    ['', ''],
  ])('%s -> %s', (url, expected) => {
    expect(withSecureScheme(url)).toBe(expected);
  });
});

const articleVariants = variantsFromImageList([
  { imageId: 'landscape1x_planner', imageUrl: '/m/planner1.webp' },
  { imageId: 'landscape1x_4x3', imageUrl: '/m/l1.webp' },
  { imageId: 'landscape2x_4x3', imageUrl: '/m/l2.webp' },
  { imageId: 'landscape3x_4x3', imageUrl: '/m/l3.webp' },
  { imageId: 'landscapewide1x_16x9', imageUrl: '/m/w1.webp' },
  { imageId: 'landscapewide3x_16x9', imageUrl: '/m/w3.webp' },
  { imageId: 'portrait1x_3x4', imageUrl: 'cdn.example.com/p1.webp' },
  { imageId: 'portrait2x_3x4', imageUrl: 'cdn.example.com/p2.webp' },
]);

describe('chooseImage', () => {
  it.each([
    ['a 4:3 box at 1x takes the 4:3 1x, not the planner crop', 4 / 3, 1, '/m/l1.webp', 'landscape', 400, 300],
    ['a 4:3 box at 2x', 4 / 3, 2, '/m/l2.webp', 'landscape', 400, 300],
    ['a 16:9 box at 2x takes the next density up', 16 / 9, 2, '/m/w3.webp', 'wide', 640, 360],
    ['a 3:4 box at 3x takes the largest there is, with https added', 3 / 4, 3, 'https://cdn.example.com/p2.webp', 'portrait', 300, 400],
    ['a square box falls back to the nearest shape there is', 1, 1, 'https://cdn.example.com/p1.webp', 'portrait', 300, 400],
    ['a 4:1 box without a logo takes a wide image', 4, 1, '/m/w1.webp', 'wide', 640, 360],
  ] as const)('%s', (_name, aspectRatio, density, src, shape, width, height) => {
    const chosen = chooseImage(articleVariants, { aspectRatio, density });
    expect(chosen).toMatchObject({ src, shape, width, height });
  });

  it('lists every density of the chosen shape as widths', () => {
    expect(chooseImage(articleVariants, { aspectRatio: 4 / 3 })?.srcSet).toBe('/m/l1.webp 400w, /m/l2.webp 800w, /m/l3.webp 1200w');
  });

  it('takes a 4:1 logo for a logo box', () => {
    const logos: ImageVariant[] = [
      { shape: 'logo', density: 1, rank: 0, url: '/logo1.webp' },
      { shape: 'logo', density: 2, rank: 0, url: '/logo2.webp' },
      { shape: 'square', density: 1, rank: 0, url: '/sq.webp' },
    ];
    expect(chooseImage(logos, { aspectRatio: 4, density: 2 })).toEqual({
      shape: 'logo',
      src: '/logo2.webp',
      srcSet: '/logo1.webp 240w, /logo2.webp 480w',
      width: 240,
      height: 60,
    });
  });

  it('has nothing to offer without variants', () => {
    expect(chooseImage([], { aspectRatio: 1 })).toBeNull();
  });
});
