import { describe, expect, it } from 'vitest';
import { articleIdOf, contentIdParam } from './content-id.ts';

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

describe('articleIdOf', () => {
  it.each<[string, number | null]>([
    ['/show/tips/3001/x', 3001],
    ['/show/blogs/article/6001/x', 6001],
    ['/show/tips/abc/x', null],
    ['/show/tips/0/x', null],
    ['/recipe/meals/5012/x', null],
    ['/help', null],
  ])('%s -> %s', (pathname, id) => {
    expect(articleIdOf(pathname)).toBe(id);
  });
});
