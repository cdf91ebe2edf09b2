import { describe, expect, it } from 'vitest';
import { PAGE_METADATA } from './page-metadata.ts';
import { articleMetadata, DESCRIPTION_LIMIT } from './article-metadata.ts';

const article = (kind: string, urlPartial: string, summary = 'Short nights change your hunger hormones. Small changes help.') => ({
  kind,
  title: 'Sleep and hunger',
  urlPartial,
  summary,
});

describe('articleMetadata', () => {
  it.each([
    ['privacy-policy', PAGE_METADATA.privacy],
    ['terms-and-conditions', PAGE_METADATA.terms],
    ['billing-terms', PAGE_METADATA.billing],
  ])('the %s policy uses SPEC’s metadata', (urlPartial, expected) => {
    expect(articleMetadata(article('policy', urlPartial))).toEqual(expected);
  });

  it.each([
    ['blogs', 'Sleep and hunger | Kindred blog'],
    ['tips', 'Sleep and hunger | Kindred tips'],
    ['meditation', 'Sleep and hunger | Kindred meditations'],
    ['pregnancy', 'Sleep and hunger | Kindred pregnancy & postpartum'],
    ['policy', 'Sleep and hunger | Kindred'],
  ])('a %s article: %s', (kind, title) => {
    expect(articleMetadata(article(kind, 'sleep-and-hunger'))).toEqual({
      title,
      description: 'Short nights change your hunger hormones. Small changes help.',
    });
  });

  it('uses the regional title when given', () => {
    expect(articleMetadata(article('blogs', 'x'), 'Sleep and appetite').title).toBe('Sleep and appetite | Kindred blog');
  });

  it('cuts a long summary by SPEC’s truncation rule', () => {
    const long = `${'Training in the morning suits some women and not others. '.repeat(4)}`;
    const { description } = articleMetadata(article('blogs', 'x', long));
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(description.endsWith('.')).toBe(true);
  });
});
