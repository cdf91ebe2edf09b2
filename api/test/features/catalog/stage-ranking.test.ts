import { describe, expect, it } from 'vitest';
import { asksForPregnancy, stageTiers, type StageRankingInput } from '../../../src/features/catalog/stage-ranking.ts';

describe('asksForPregnancy', () => {
  it.each([
    ['squat', false],
    ['happy baby', false],
    ['glute bridge', false],
    ['pregnancy squat', true],
    ['Pregnant', true],
    ['second trimester', true],
    ['prenatal yoga', true],
    ['postpartum core', true],
    ['post partum', false],
    ['postnatal', true],
    ['caesarean recovery', true],
    ['cesarean', true],
    ['birth prep', true],
    ['folic acid', true],
    ['labour', true],
  ])('%s: %s', (text, expected) => {
    expect(asksForPregnancy([text])).toBe(expected);
  });

  it('reads the corrected text too', () => {
    expect(asksForPregnancy(['pregancy', 'pregnancy'])).toBe(true);
    expect(asksForPregnancy(['squat', null, undefined])).toBe(false);
  });
});

describe('stageTiers', () => {
  const FOR_EVERYONE_FIRST = { none: 0, trimester1: 1, trimester2: 1, trimester3: 1, postpartum: 1 };
  const BY_RELEVANCE = { none: 0, trimester1: 0, trimester2: 0, trimester3: 0, postpartum: 0 };
  it.each<[string, StageRankingInput, Record<string, number>]>([
    ['not pregnant, an ordinary search: stage content after the rest', { stage: null, texts: ['squat'] }, FOR_EVERYONE_FIRST],
    ['a visitor at home (no stage)', { stage: null, texts: ['squat'], listing: 'home' }, FOR_EVERYONE_FIRST],
    ['not pregnant, she asks for it', { stage: null, texts: ['pregnancy squat'] }, BY_RELEVANCE],
    ['not pregnant, her typo corrected to pregnancy', { stage: null, texts: ['pregancy', 'pregnancy'] }, BY_RELEVANCE],
    ['not pregnant, in the pregnancy listing', { stage: null, texts: ['squat'], listing: 'pregnancy' }, BY_RELEVANCE],
    ['not pregnant, by trimester', { stage: null, texts: ['squat'], trimester: 'trimester2' }, BY_RELEVANCE],
    [
      'second trimester: hers, then for everyone, then the other stages',
      { stage: 'trimester2', texts: ['squat'] },
      { none: 1, trimester1: 2, trimester2: 0, trimester3: 2, postpartum: 2 },
    ],
    [
      'postpartum, she asks for pregnancy content: hers, then the rest by relevance',
      { stage: 'postpartum', texts: ['pregnancy core'] },
      { none: 1, trimester1: 1, trimester2: 1, trimester3: 1, postpartum: 0 },
    ],
    [
      'third trimester in the pregnancy listing',
      { stage: 'trimester3', texts: ['sleep'], listing: 'pregnancy' },
      { none: 1, trimester1: 1, trimester2: 1, trimester3: 0, postpartum: 1 },
    ],
  ])('%s', (_, input, expected) => {
    expect(stageTiers(input)).toEqual(expected);
  });
});
