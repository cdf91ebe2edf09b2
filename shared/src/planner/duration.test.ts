import { describe, expect, it } from 'vitest';
import { formatDuration, formatMinutes } from './duration.ts';

describe('formatDuration (mm:ss)', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [45, '00:45'],
    [60, '01:00'],
    [90, '01:30'],
    [725, '12:05'],
    [4500, '75:00'],
    [9.2, '00:10'],
    [-3, '00:00'],
  ])('%s s reads %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('formatMinutes', () => {
  it.each([
    [30, '30 MIN'],
    [7, '7 MIN'],
    [44.6, '45 MIN'],
  ])('%s reads %s', (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });
});
