import { describe, expect, it } from 'vitest';
import { logDateLabel } from './log-date.ts';

describe('logDateLabel', () => {
  it.each([
    ['2026-11-23T08:00:00.000Z', 0, '23 Nov 2026'],
    ['2026-09-05T08:00:00.000Z', 0, '5 Sept 2026'],
    // 23:30 UTC is already the next day in Sydney (UTC+11: offset -660).
    ['2026-11-23T23:30:00.000Z', -660, '24 Nov 2026'],
    ['2026-01-01T03:00:00.000Z', 300, '31 Dec 2025'],
  ])('%s at offset %s reads %s', (iso, offset, label) => {
    expect(logDateLabel(iso, offset)).toBe(label);
  });
});
