import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate.ts';

describe('truncateText', () => {
  it.each([
    ['short text stays', 'Rest days matter.', 40, 'Rest days matter.'],
    ['exactly the limit stays', 'abcde', 5, 'abcde'],
    ['whitespace is tidied', '  Rest   days\nmatter. ', 40, 'Rest days matter.'],
    [
      'a sentence end after 70% of the limit is where it cuts',
      'Sleep is when muscles repair. Aim for eight hours each night.',
      40,
      'Sleep is when muscles repair.',
    ],
    [
      'a sentence end before 70% of the limit is ignored: cut at a word',
      'Sleep well. Muscles repair overnight, so aim for eight hours.',
      40,
      'Sleep well. Muscles repair overnight…',
    ],
    ['no sentence end: cut at the last whole word', 'Strength training twice a week builds bone density', 30, 'Strength training twice a…'],
    ['a comma before the cut is dropped', 'Squats, lunges, deadlifts and more', 16, 'Squats, lunges…'],
    ['one long word is cut hard', 'Supercalifragilisticexpialidocious', 10, 'Supercali…'],
    ['a question mark counts as a sentence end', 'Why do rest days matter so much? Read on.', 34, 'Why do rest days matter so much?'],
    ['a decimal point is not a sentence end', 'Lift 2.5 kg dumbbells for ten slow reps each side', 20, 'Lift 2.5 kg…'],
  ])('%s', (_name, text, limit, expected) => {
    const result = truncateText(text, limit);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(limit);
  });
});
