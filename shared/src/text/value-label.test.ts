import { describe, expect, it } from 'vitest';
import { labelOf } from './value-label.ts';

describe('labelOf', () => {
  it.each([
    ['resistance-band', 'Resistance band'],
    ['dumbbells', 'Dumbbells'],
    ['hip-abduction-machine', 'Hip abduction machine'],
    ['', ''],
  ])('%s -> %s', (value, label) => {
    expect(labelOf(value)).toBe(label);
  });
});
