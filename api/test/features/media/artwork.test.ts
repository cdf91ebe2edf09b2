import { describe, expect, it } from 'vitest';
import { mediaTitle, mediaUrl, renderArtwork } from '../../../src/features/media/artwork.ts';

describe('artwork', () => {
  it.each([
    ['pillar-strength-tone', 'Strength Tone'],
    ['pillar-post-pregnancy', 'Post Pregnancy'],
    ['emma', 'Emma'],
  ])('%s is titled %s', (name, title) => {
    expect(mediaTitle(name)).toBe(title);
  });

  it('draws the same SVG for the same name, labelled for screen readers', () => {
    const svg = renderArtwork('pillars', 'pillar-veg');
    expect(svg).toBe(renderArtwork('pillars', 'pillar-veg'));
    expect(svg).toContain('aria-label="Veg"');
    expect(renderArtwork('avatars', 'emma')).toContain('>E</text>');
  });

  it('urls live under /media', () => {
    expect(mediaUrl('about', 'kindred')).toBe('/media/about/kindred.svg');
  });
});
