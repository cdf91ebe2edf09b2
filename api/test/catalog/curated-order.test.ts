import { describe, expect, it } from 'vitest';
import { curatedOrder, longestRun } from '../../src/catalog/curated-order.ts';

/** "oats:raspberry" is an item of family oats whose second kind is raspberry. */
const item = (text: string) => ({ text, keys: text.split(':') });
const order = (texts: string[]) => curatedOrder(texts.map(item), (entry) => entry.keys).map((entry) => entry.text);
const family = (text: string) => text.split(':')[0]!;

describe('curatedOrder', () => {
  it.each([
    ['nothing', [], []],
    ['one item', ['oats:a'], ['oats:a']],
    ['one family keeps its own order of one kind', ['oats:a', 'oats:a'], ['oats:a', 'oats:a']],
    // The second family starts at its second kind (see "starts neighbouring families at different kinds").
    ['two families alternate', ['oats:a', 'oats:b', 'salad:a', 'salad:b'], ['oats:a', 'salad:b', 'oats:b', 'salad:a']],
    [
      'a family written in a block is spread over the list',
      ['oats:a', 'oats:b', 'oats:c', 'salad:a', 'curry:a', 'soup:a'],
      ['oats:a', 'curry:a', 'oats:b', 'salad:a', 'soup:a', 'oats:c'],
    ],
    [
      'within a family its kinds are spread too',
      ['oats:berry', 'oats:berry', 'oats:nut', 'oats:nut'],
      ['oats:berry', 'oats:nut', 'oats:berry', 'oats:nut'],
    ],
    [
      'a family too large to separate stands together only where nothing else is left',
      ['oats:a', 'oats:b', 'oats:c', 'oats:d', 'salad:a'],
      ['oats:a', 'salad:a', 'oats:b', 'oats:c', 'oats:d'],
    ],
    [
      'the end of a list goes back between two of other families',
      ['oats:a', 'oats:b', 'oats:c', 'salad:a', 'soup:a'],
      ['oats:a', 'salad:a', 'oats:b', 'soup:a', 'oats:c'],
    ],
  ])('%s', (_, input, expected) => {
    expect(order(input)).toEqual(expected);
  });

  it.each([
    // Families of different sizes, written family by family as the generators do.
    [[30, 20, 10, 5, 1]],
    [[6, 6, 6, 6, 6, 6]],
    [[12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
  ])('no two of one family side by side when families of %j can be separated', (sizes) => {
    const input = sizes.flatMap((size, index) => Array.from({ length: size }, (_, n) => `f${index}:k${n % 3}`));
    const ordered = order(input);
    expect([...ordered].sort()).toEqual([...input].sort());
    expect(longestRun(ordered, family)).toBe(1);
    expect(order(input)).toEqual(ordered);
  });

  it('starts neighbouring families at different kinds', () => {
    const input = ['a', 'b', 'c'].flatMap((name) => ['kit1', 'kit2', 'kit3'].map((kit) => `${name}:${kit}`));
    expect(order(input).slice(0, 3)).toEqual(['a:kit1', 'b:kit2', 'c:kit3']);
  });

  it('separates by a family other than the first kind when asked', () => {
    const input = [item('Dinner:salad'), item('Dinner:curry'), item('Lunch:salad'), item('Lunch:soup')];
    const ordered = curatedOrder(
      input,
      (entry) => entry.keys,
      (entry) => entry.keys[1]!,
    ).map((entry) => entry.text);
    expect(longestRun(ordered, (text) => text.split(':')[1]!)).toBe(1);
  });
});

describe('longestRun', () => {
  it.each([
    [[], 0],
    [['a'], 1],
    [['a', 'b', 'a'], 1],
    [['a', 'a', 'b', 'b', 'b'], 3],
  ])('%j: %i', (kinds, expected) => {
    expect(longestRun(kinds, (kind) => kind)).toBe(expected);
  });
});
