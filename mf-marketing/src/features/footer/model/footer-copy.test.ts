import { describe, expect, it } from 'vitest';
import { legalLinks, SOCIAL_LINKS } from './footer-copy.ts';

describe('legalLinks', () => {
  it('appends isPolicy=true to the configured policy pages', () => {
    expect(
      legalLinks({
        privacyPolicy: '/show/policy/9/privacy',
        termsConditions: '/show/policy/8/terms?isPolicy=true',
        billingTerms: '/show/policy/7/billing?x=1',
      }).map((link) => link.to),
    ).toEqual(['/show/policy/9/privacy?isPolicy=true', '/show/policy/8/terms?isPolicy=true', '/show/policy/7/billing?x=1&isPolicy=true']);
  });

  it('links the seeded policy pages (content 9001-9003) before the config arrives', () => {
    expect(legalLinks(undefined).map((link) => link.to)).toEqual([
      '/show/policy/9001/privacy-policy?isPolicy=true',
      '/show/policy/9002/terms-and-conditions?isPolicy=true',
      '/show/policy/9003/billing-terms?isPolicy=true',
    ]);
  });
});

describe('SOCIAL_LINKS', () => {
  it('has five distinct external links', () => {
    expect(SOCIAL_LINKS).toHaveLength(5);
    expect(new Set(SOCIAL_LINKS.map((link) => link.href)).size).toBe(5);
    for (const link of SOCIAL_LINKS) expect(link.href).toMatch(/^https:\/\//);
  });
});
