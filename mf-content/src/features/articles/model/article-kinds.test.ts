import { describe, expect, it } from 'vitest';
import { authorArticlesPath, firstName, initials, kindCopy } from './article-kinds.ts';

describe('authorArticlesPath', () => {
  it.each([
    ['blogs', 'amara-okafor', '/blogs?author=amara-okafor'],
    ['tips', 'jess-tan', '/tips?author=jess-tan'],
    ['meditation', 'hannah-wright', '/meditation?author=hannah-wright'],
    ['pregnancy', 'sarah-mills', '/pregnancy?author=sarah-mills'],
    ['policy', 'x', '/blogs?author=x'],
    ['unknown', 'x', '/blogs?author=x'],
  ])('%s by %s -> %s', (kind, author, path) => {
    expect(authorArticlesPath(kind, author)).toBe(path);
  });
});

describe('initials', () => {
  it.each([
    ['Amara Okafor', 'AO'],
    ['Dr Sarah Jane Mills', 'SM'],
    ['Dr. Amara Okafor', 'AO'],
    ['Dr', 'D'],
    ['Hannah', 'H'],
    ['  ', ''],
  ])('%s -> %s', (name, text) => {
    expect(initials(name)).toBe(text);
  });
});

describe('kindCopy', () => {
  it('names an unknown kind plainly', () => {
    expect(kindCopy('recipe')).toEqual({ label: 'Article', listing: null });
    expect(kindCopy('meditation').label).toBe('Meditation');
  });
});

describe('firstName', () => {
  it.each([
    ['Dr Amara Okafor', 'Amara'],
    ['Prof. Jess Walker', 'Jess'],
    ['Chloe Martin', 'Chloe'],
    ['Hannah', 'Hannah'],
  ])('%s -> %s', (name, first) => {
    expect(firstName(name)).toBe(first);
  });
});
