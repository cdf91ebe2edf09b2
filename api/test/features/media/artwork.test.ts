import { describe, expect, it } from 'vitest';
import { PILLAR_KEYS } from '@app/shared/api-contract/platform';
import { MEDIA_PREFIX } from '@app/shared/media/media-paths';
import { mediaTitle, mediaUrl, pillarUrl, renderArtwork } from '../../../src/features/media/artwork.ts';
import { pillarFile } from '../../../src/features/media/pillar-scenes.ts';

const scene = (key: (typeof PILLAR_KEYS)[number]) => renderArtwork('pillars', pillarFile(key)) ?? '';

describe('artwork', () => {
  it.each([
    ['pillar-strength-tone', 'Strength Tone'],
    ['pillar-post-pregnancy', 'Post Pregnancy'],
    ['emma', 'Emma'],
  ])('%s is titled %s', (name, title) => {
    expect(mediaTitle(name)).toBe(title);
  });

  it('draws the same SVG for the same name, labelled for screen readers', () => {
    expect(scene('pillar-veg')).toBe(scene('pillar-veg'));
    expect(scene('pillar-veg')).toContain('aria-label="A vegetarian bowl"');
    expect(renderArtwork('avatars', 'emma')).toContain('>E</text>');
  });

  it.each(PILLAR_KEYS)('draws %s as an illustrated scene, not a titled tile', (key) => {
    const svg = scene(key);
    const root = svg.slice(0, svg.indexOf('>'));
    expect(root).toContain('viewBox="0 0 800 600"');
    expect(root).toMatch(/aria-label="[^"]{6,}"/);
    // No title set in type: the figure of the exercises (her hair) or a dish's pieces.
    expect(svg).not.toContain('<text');
    expect(svg.includes('href="#p') || svg.includes('fill="#3b2622"'), key).toBe(true);
  });

  it('gives every pillar its own scene, named by a hash of the picture, and no other name', () => {
    expect(new Set(PILLAR_KEYS.map(scene)).size).toBe(PILLAR_KEYS.length);
    for (const key of PILLAR_KEYS) {
      expect(pillarFile(key)).toMatch(new RegExp(`^${key}-[0-9a-f]{8}$`));
      expect(pillarUrl(key)).toBe(`${MEDIA_PREFIX}/pillars/${pillarFile(key)}.svg`);
    }
    expect(renderArtwork('pillars', 'pillar-veg')).toBeNull();
    expect(renderArtwork('pillars', 'pillar-veg-00000000')).toBeNull();
    expect(renderArtwork('pillars', 'pillar-nothing-00000000')).toBeNull();
  });

  it('urls live under the drawings’ revision of /media', () => {
    expect(mediaUrl('about', 'kindred')).toBe(`${MEDIA_PREFIX}/about/kindred.svg`);
    expect(MEDIA_PREFIX).toMatch(/^\/media\/r\d+$/);
  });
});
