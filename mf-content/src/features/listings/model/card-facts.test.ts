import { describe, expect, it } from 'vitest';
import type { ListingItem } from '@app/shared/api-contract/application-search';
import { cardFacts, readableValue } from './card-facts.ts';

const base: ListingItem = {
  contentId: 7,
  contentType: 'routine',
  imageList: [],
  title: 'Glute Bridge Basics',
  titleUK: 'Glute Bridge Basics (UK)',
  titleUS: 'Glute Bridge Basics (US)',
  duration: 21,
  equipments: ['mat', 'resistance-band'],
  targets: ['glutes', 'quads', 'hamstrings', 'back'],
  urlPartial: 'glute-bridge-basics',
  setType: 1,
};

describe('cardFacts', () => {
  it.each([
    ['AU', 1, 'Glute Bridge Basics'],
    ['UK', 2, 'Glute Bridge Basics (UK)'],
    ['US', 3, 'Glute Bridge Basics (US)'],
  ])('the title is regional: %s', (_region, regionId, title) => {
    expect(cardFacts(base, 'gym', regionId).title).toBe(title);
  });

  it('a workout shows its minutes, equipment and first three targets, and opens its overview', () => {
    expect(cardFacts(base, 'gym', 1)).toEqual({
      title: 'Glute Bridge Basics',
      href: '/workout/overview/1/7/glute-bridge-basics',
      facts: ['21 MIN', 'Mat, Resistance band', 'Glutes · Quads · Hamstrings'],
    });
  });

  it('a recipe shows prep and cook time and its tags, and opens its recipe page', () => {
    const recipe: ListingItem = {
      ...base,
      contentType: 'recipe',
      equipments: [],
      targets: [],
      prepTime: 10,
      cookTime: 25,
      tagAbbreviations: ['V', 'GF'],
      urlPartial: '',
    };
    expect(cardFacts(recipe, 'meals', 1)).toEqual({
      title: 'Glute Bridge Basics',
      href: '/recipe/meals/7/glute-bridge-basics',
      facts: ['Prep 10 min', 'Cook 25 min', 'V', 'GF'],
    });
  });

  it('a no-cook recipe shows no cook time', () => {
    const recipe: ListingItem = { ...base, contentType: 'recipe', prepTime: 5, cookTime: 0, tagAbbreviations: [] };
    expect(cardFacts(recipe, 'snacks', 1).facts).toEqual(['Prep 5 min']);
  });

  it('an article shows its author and a summary cut by SPEC 9, and opens its page', () => {
    const summary =
      'Starting a run cold makes the first kilometre feel awful and strains calves and shins. Five quick drills get you ready to go.';
    const article: ListingItem = {
      ...base,
      contentType: 'article',
      duration: 2,
      authorName: 'Chloe Martin',
      summary,
      urlPartial: 'warm-up',
    };
    expect(cardFacts(article, 'tips', 1)).toEqual({
      title: 'Glute Bridge Basics',
      href: '/show/tips/7/warm-up',
      facts: ['2 min read'],
      byline: 'Chloe Martin',
      summary: 'Starting a run cold makes the first kilometre feel awful and strains calves and shins.',
    });
  });
});

describe('readableValue', () => {
  it.each([
    ['mat', 'Mat'],
    ['resistance-band', 'Resistance band'],
    ['full-body', 'Full body'],
  ])('%s reads %s', (value, label) => {
    expect(readableValue(value)).toBe(label);
  });
});
