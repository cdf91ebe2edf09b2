import { describe, expect, it } from 'vitest';
import {
  bestCorrection,
  correctedText,
  editDistance,
  maxEdits,
  searchTerms,
  type Candidate,
} from '../../../src/features/search-words/search-correction.ts';

describe('searchTerms', () => {
  it.each([
    ['Avocdo', ['avocdo']],
    ['chiken  SALAD chiken', ['chiken', 'salad']],
    ['4-7-8 breathing', ['breathing']],
    ['old-fashioned oats', ['old', 'fashioned', 'oats']],
    ['purée', ['purée']],
    ['an ox', []],
    ['', []],
  ])('%j -> %j', (text, words) => {
    expect(searchTerms(text)).toEqual(words);
  });
});

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['avocado', 'avocado', 0],
    ['avocdo', 'avocado', 1], // a letter left out
    ['chiken', 'chicken', 1],
    ['refnud', 'refund', 1], // two letters swapped
    ['sleeep', 'sleep', 1], // a letter doubled
    ['brocolli', 'broccoli', 2],
    ['refnud', 'refunds', 2],
    ['ca', 'abc', 3], // a swap is not edited again (OSA, not full Damerau)
    ['', 'oat', 3],
    ['kitten', 'sitting', 3],
  ])('%s -> %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('maxEdits', () => {
  it.each([
    ['oat', 1],
    ['oats', 1],
    ['salmn', 2],
    ['avocdo', 2],
  ])('%s may be %i edits off', (word, edits) => {
    expect(maxEdits(word)).toBe(edits);
  });
});

const candidate = (word: string, similarity: number, documents = 1): Candidate => ({ word, similarity, documents });

describe('bestCorrection', () => {
  it.each<[string, Candidate[], string | null, string]>([
    ['avocdo', [candidate('avocado', 0.5, 34), candidate('avocados', 0.4, 3)], 'avocado', 'fewest edits'],
    [
      'refnud',
      [candidate('refunds', 0.3, 4), candidate('refund', 0.27, 2), candidate('refine', 0.27, 9)],
      'refund',
      'a swap is one edit, however few trigrams it shares',
    ],
    ['chiken', [candidate('chickpea', 0.3, 40), candidate('chicken', 0.5, 82)], 'chicken', 'chickpea is three edits away'],
    ['salmn', [candidate('salmon', 0.5, 33), candidate('salman', 0.5, 1)], 'salmon', 'of equals, the more common'],
    ['oast', [candidate('oats', 0.3, 10), candidate('coast', 0.4, 1)], 'coast', 'of equal edits, the more similar'],
    ['xylophone', [candidate('phone', 0.3, 1), candidate('xylitol', 0.2, 1)], null, 'none near enough'],
    ['oat', [], null, 'nothing to choose from'],
    ['glutes', [candidate('glutes', 1, 400), candidate('glute', 0.7, 80)], null, 'the word itself is listed'],
  ])('%s -> %s (%s)', (word, candidates, expected) => {
    expect(bestCorrection(word, candidates)).toBe(expected);
  });
});

describe('correctedText', () => {
  const lookup = (word: string, known: boolean, ...candidates: Candidate[]) => ({ word, known, candidates });

  it.each([
    ['avocdo', [lookup('avocdo', false, candidate('avocado', 0.5))], 'avocado'],
    ['Chiken  salad ', [lookup('chiken', false, candidate('chicken', 0.5)), lookup('salad', true)], 'chicken  salad'],
    ['glute brdge', [lookup('glute', true), lookup('brdge', false, candidate('bridge', 0.4))], 'glute bridge'],
    ['avocados', [lookup('avocados', true, candidate('avocado', 0.7))], null],
    ['xylophone', [lookup('xylophone', false, candidate('phone', 0.3))], null],
    ['4-7-8 brething', [lookup('brething', false, candidate('breathing', 0.4))], '4-7-8 breathing'],
  ])('%j -> %j', (text, lookups, corrected) => {
    expect(correctedText(text, lookups)).toBe(corrected);
  });
});
