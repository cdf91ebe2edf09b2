import { describe, expect, it } from 'vitest';
import { buildSeries, slugify } from '../../../src/catalog/articles/article-builder.ts';
import { p } from '../../../src/catalog/articles/article-html.ts';

describe('slugify', () => {
  it.each([
    ['Why rest days make you stronger', 'why-rest-days-make-you-stronger'],
    ['Sleep & stress: 5 tips', 'sleep-and-stress-5-tips'],
    ['4-7-8 breathing for sleep', '4-7-8-breathing-for-sleep'],
    ['What DOMS means, and what helps?', 'what-doms-means-and-what-helps'],
    ['World’s greatest stretch', 'worlds-greatest-stretch'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('buildSeries', () => {
  it('numbers, dates and measures the drafts in order', () => {
    const articles = buildSeries({ type: 'tips', firstContentId: 3001, newestOn: '2026-11-20', everyDays: 3 }, [
      { title: 'First tip', author: 'mia-thompson', summary: 'One.', tags: ['A'], blocks: [p('short')] },
      { title: 'Second colour tip', author: 'priya-nair', summary: 'Two.', tags: ['B'], blocks: [p(Array(450).fill('word').join(' '))], slug: 'second' },
    ]);
    expect(articles.map((a) => [a.id, a.contentId, a.publishedOn, a.readMinutes, a.urlPartial, a.titleUS])).toEqual([
      ['first-tip', 3001, '2026-11-20', 1, 'first-tip', undefined],
      ['second', 3002, '2026-11-17', 3, 'second', 'Second color tip'],
    ]);
  });
});
