import { describe, expect, it } from 'vitest';
import { rateLimitedMessage } from './account.ts';

describe('rateLimitedMessage', () => {
  it.each([
    [0, 'Too many attempts. Please try again in 1 minute.'],
    [30, 'Too many attempts. Please try again in 1 minute.'],
    [60, 'Too many attempts. Please try again in 1 minute.'],
    [61, 'Too many attempts. Please try again in 2 minutes.'],
    [900, 'Too many attempts. Please try again in 15 minutes.'],
  ])('%s s -> %s', (seconds, message) => {
    expect(rateLimitedMessage(seconds)).toBe(message);
  });
});
