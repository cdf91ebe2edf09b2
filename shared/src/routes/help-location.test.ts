import { describe, expect, it } from 'vitest';
import { helpCategoryAnchor, helpLink, helpSearchOf, helpViewOf, type HelpView } from './help-location.ts';

describe('helpViewOf / helpSearchOf', () => {
  it.each<[string, HelpView, string]>([
    ['', { kind: 'home' }, ''],
    ['?section=9211', { kind: 'section', sectionId: 9211, page: 1 }, '?section=9211'],
    ['?section=9211&page=2', { kind: 'section', sectionId: 9211, page: 2 }, '?section=9211&page=2'],
    ['?article=9101', { kind: 'article', articleId: 9101 }, '?article=9101'],
    ['?q=cancel+my+plan', { kind: 'search', query: 'cancel my plan', page: 1 }, '?q=cancel+my+plan'],
    ['?q=%20trial%20&page=3', { kind: 'search', query: 'trial', page: 3 }, '?q=trial&page=3'],
    ['?q=trial&article=9101', { kind: 'search', query: 'trial', page: 1 }, '?q=trial'],
    ['?q=%20%20', { kind: 'home' }, ''],
    ['?article=abc', { kind: 'home' }, ''],
    ['?section=0', { kind: 'home' }, ''],
    ['?section=5&page=-1', { kind: 'section', sectionId: 5, page: 1 }, '?section=5'],
  ])('%s', (search, view, canonical) => {
    expect(helpViewOf(search)).toEqual(view);
    expect(helpSearchOf(view)).toBe(canonical);
  });
});

describe('helpLink', () => {
  it.each<[HelpView, string]>([
    [{ kind: 'home' }, '/help'],
    [{ kind: 'article', articleId: 9101 }, '/help?article=9101'],
    [{ kind: 'section', sectionId: 9211, page: 2 }, '/help?section=9211&page=2'],
  ])('%o -> %s', (view, link) => {
    expect(helpLink(view)).toBe(link);
  });

  it('a category is an anchor on the home', () => {
    expect(`${helpLink({ kind: 'home' })}#${helpCategoryAnchor(9201)}`).toBe('/help#help-category-9201');
  });
});
