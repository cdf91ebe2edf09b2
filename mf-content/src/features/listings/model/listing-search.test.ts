import { describe, expect, it } from 'vitest';
import { listingRequest, readSearchState, searchParamsOf, toggleFilter, type SearchState } from './listing-search.ts';

describe('search state in the URL', () => {
  it.each<[string, SearchState]>([
    ['', { q: '', filters: {}, tab: 'all' }],
    ['q=glutes', { q: 'glutes', filters: {}, tab: 'all' }],
    ['q=oats&tag=V&mealType=Breakfast', { q: 'oats', filters: { tag: 'V', mealType: 'Breakfast' }, tab: 'all' }],
    ['tab=saved', { q: '', filters: {}, tab: 'saved' }],
    ['tab=other&colour=red&equipment=', { q: '', filters: {}, tab: 'all' }],
    ['duration=forever&mealType=Brunch&trimester=trimester2', { q: '', filters: { trimester: 'trimester2' }, tab: 'all' }],
    [`q=${'a'.repeat(150)}`, { q: 'a'.repeat(100), filters: {}, tab: 'all' }],
  ])('?%s reads as %j', (query, state) => {
    expect(readSearchState(new URLSearchParams(query))).toEqual(state);
  });

  it.each<[SearchState, string]>([
    [{ q: '', filters: {}, tab: 'all' }, ''],
    [{ q: '  squat  ', filters: {}, tab: 'all' }, 'q=squat'],
    [{ q: 'oats', filters: { tag: 'V', mealType: 'Breakfast' }, tab: 'saved' }, 'q=oats&mealType=Breakfast&tag=V&tab=saved'],
  ])('%j writes ?%s, and reads back the same', (state, query) => {
    const params = searchParamsOf(state);
    expect(params.toString()).toBe(query);
    expect(searchParamsOf(readSearchState(params)).toString()).toBe(query);
  });
});

describe('toggleFilter', () => {
  const base: SearchState = { q: '', filters: { targets: 'glutes' }, tab: 'all' };
  it.each<[string, 'targets' | 'equipment', string, SearchState['filters']]>([
    ['a new group adds', 'equipment', 'mat', { targets: 'glutes', equipment: 'mat' }],
    ['another value of a group replaces', 'targets', 'core', { targets: 'core' }],
    ['the same value removes', 'targets', 'glutes', {}],
  ])('%s', (_case, key, value, filters) => {
    expect(toggleFilter(base, key, value).filters).toEqual(filters);
  });
});

describe('listingRequest', () => {
  const state = (q: string): SearchState => ({ q, filters: { tag: 'V' }, tab: 'all' });
  it.each([
    ['a member searching uses the content search', state('oats'), true, { kind: 'search', query: { tag: 'V', q: 'oats', type: 'meals' } }],
    ['a member without text uses the listing', state(' '), true, { kind: 'listing', type: 'meals', filters: { tag: 'V' } }],
    [
      'a visitor searching uses the listing with q',
      state('oats'),
      false,
      { kind: 'listing', type: 'meals', filters: { tag: 'V', q: 'oats' } },
    ],
  ])('%s', (_case, searchState, isMember, request) => {
    expect(listingRequest('meals', searchState, isMember)).toEqual(request);
  });

  it.each([
    [
      'a pregnant member without text: her stage leads the listing',
      state(''),
      true,
      { kind: 'listing', type: 'meals', filters: { tag: 'V', stage: 'trimester3' } },
    ],
    [
      'a pregnant member searching: the search ranks by her stage itself',
      state('oats'),
      true,
      { kind: 'search', query: { tag: 'V', q: 'oats', type: 'meals' } },
    ],
    ['a visitor never sends a stage', state(''), false, { kind: 'listing', type: 'meals', filters: { tag: 'V' } }],
  ])('%s', (_case, searchState, isMember, request) => {
    expect(listingRequest('meals', searchState, isMember, 'trimester3')).toEqual(request);
  });
});
