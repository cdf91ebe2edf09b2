import { describe, expect, it } from 'vitest';
import { carouselPosition, moveForKey, targetSlide, type CarouselMove } from './carousel-model.ts';

describe('carouselPosition', () => {
  it.each([
    ['nothing measured yet: at the start', [], 5, { first: 0, last: 0, canPrev: false, canNext: true }],
    ['a single slide cannot move', [], 1, { first: 0, last: 0, canPrev: false, canNext: false }],
    ['first page in view', [0, 1, 2], 6, { first: 0, last: 2, canPrev: false, canNext: true }],
    ['in the middle, out of order', [3, 2], 6, { first: 2, last: 3, canPrev: true, canNext: true }],
    ['last slide in view', [4, 5], 6, { first: 4, last: 5, canPrev: true, canNext: false }],
    ['stale indexes are ignored', [7, 8, 1], 3, { first: 1, last: 1, canPrev: true, canNext: true }],
    ['no slides', [], 0, { first: 0, last: -1, canPrev: false, canNext: false }],
  ])('%s', (_name, inView, count, expected) => {
    expect(carouselPosition(inView, count)).toEqual(expected);
  });
});

describe('targetSlide', () => {
  const middle = { first: 2, last: 4, canPrev: true, canNext: true };
  it.each<[CarouselMove, number]>([
    ['previous', 1],
    ['next', 3],
    ['previousPage', 0],
    ['nextPage', 5],
    ['start', 0],
    ['end', 7],
  ])('%s from slides 2-4 of 8 -> %s', (move, expected) => {
    expect(targetSlide(move, middle, 8)).toBe(expected);
  });

  it.each<[CarouselMove, number]>([
    ['previous', 0],
    ['previousPage', 0],
    ['next', 1],
  ])('%s stays within the slides', (move, expected) => {
    expect(targetSlide(move, { first: 0, last: 0, canPrev: false, canNext: true }, 2)).toBe(expected);
  });

  it('never passes the last slide', () => {
    expect(targetSlide('nextPage', { first: 4, last: 5, canPrev: true, canNext: false }, 6)).toBe(5);
  });
});

describe('moveForKey', () => {
  it.each([
    ['ArrowLeft', 'previous'],
    ['ArrowRight', 'next'],
    ['Home', 'start'],
    ['End', 'end'],
    ['PageDown', 'nextPage'],
    ['Enter', null],
    ['ArrowUp', null],
  ])('%s -> %s', (key, move) => {
    expect(moveForKey(key)).toBe(move);
  });
});
