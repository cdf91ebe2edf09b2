import { describe, expect, it } from 'vitest';
import { contentIdParam } from './content-id.ts';

describe('contentIdParam', () => {
  it.each<[string | undefined, number | null]>([
    ['3001', 3001],
    ['1', 1],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['-1', null],
    ['12a', null],
    ['1.5', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (value, id) => {
    expect(contentIdParam(value)).toBe(id);
  });
});
