import { describe, expect, it } from 'vitest';
import { activePillar, overlaps, sideNavVisible, visibleRatio, type Box } from './pillar-activation.ts';

const box = (top: number, bottom: number, left = 0, right = 1280): Box => ({ top, bottom, left, right });

describe('visibleRatio', () => {
  it.each([
    ['fully inside the viewport', box(100, 500), 800, 1],
    ['half above the top', box(-200, 200), 800, 0.5],
    ['a quarter showing at the bottom', box(700, 1100), 800, 0.25],
    ['below the viewport', box(900, 1300), 800, 0],
    ['above the viewport', box(-500, -10), 800, 0],
    ['taller than the viewport and filling it', box(-300, 1500), 800, 1],
    ['taller than the viewport, half of the viewport filled', box(400, 2400), 800, 0.5],
    ['no height', box(100, 100), 800, 0],
  ])('%s', (_name, b, viewportHeight, ratio) => {
    expect(visibleRatio(b, viewportHeight)).toBeCloseTo(ratio);
  });
});

describe('activePillar', () => {
  it.each([
    ['the one at least half visible', [0.2, 0.6, 0, 0], null, 1],
    ['exactly 50% counts', [0.5, 0.3, 0, 0], null, 0],
    ['the most visible of two', [0.55, 0.9, 0, 0], 0, 1],
    ['the first of a tie', [0, 1, 1, 0], 3, 1],
    ['none at 50%: the active one stays', [0.49, 0.2, 0, 0], 2, 2],
    ['none at 50% and none before', [0.1, 0, 0, 0], null, null],
    ['a later pillar takes over', [0, 0, 0.1, 0.8], 1, 3],
  ])('%s', (_name, ratios, current, expected) => {
    expect(activePillar(ratios, current)).toBe(expected);
  });
});

describe('overlaps', () => {
  it.each([
    ['apart vertically', box(0, 100), box(100, 200), false],
    ['overlapping vertically', box(0, 101), box(100, 200), true],
    ['side by side', box(0, 100, 0, 100), box(0, 100, 100, 200), false],
    ['one inside the other', box(0, 500), box(100, 200, 10, 20), true],
  ])('%s', (_name, a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected);
    expect(overlaps(b, a)).toBe(expected);
  });
});

describe('sideNavVisible', () => {
  const nav = box(300, 500, 16, 180);
  it.each([
    ['pillar block in view, sections elsewhere', box(-400, 1600), [box(-2000, -400), box(1600, 2400)], true],
    ['pillar block below the viewport', box(900, 3000), [box(-200, 900), box(3000, 3600)], false],
    ['pillar block above the viewport', box(-3000, -10), [box(-3600, -3000), box(-10, 800)], false],
    ['program section still under the navigation', box(450, 2400), [box(-600, 450), box(2400, 3000)], false],
    ['expert section reached the navigation', box(-2000, 320), [box(-2600, -2000), box(320, 1000)], false],
    ['expert section in view but below the navigation', box(-2000, 600), [box(-2600, -2000), box(600, 1200)], true],
    ['missing sections block nothing', box(0, 1000), [null, null], true],
  ])('%s', (_name, pillars, blockers, expected) => {
    expect(sideNavVisible({ pillars, nav, blockers, viewportHeight: 800 })).toBe(expected);
  });
});
