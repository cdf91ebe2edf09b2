import { describe, expect, it } from 'vitest';
import { formatDollars, monthlyEquivalentCents } from '../../../src/features/subscriptions/plan-display.ts';

describe('formatDollars', () => {
  it.each([
    [1000, '$10'],
    [1666, '$16.66'],
    [11999, '$119.99'],
    [1990, '$19.90'],
    [5, '$0.05'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });
});

describe('monthlyEquivalentCents', () => {
  it.each([
    [11999, 'year', 1, 1000],
    [4999, 'month', 3, 1666],
    [1999, 'month', 1, 1999],
    [20000, 'year', 2, 833],
  ] as const)('%i per %i %s -> %i a month', (priceCents, interval, intervalCount, perMonth) => {
    expect(monthlyEquivalentCents({ priceCents, interval, intervalCount })).toBe(perMonth);
  });
});
