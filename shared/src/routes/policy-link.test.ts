import { describe, expect, it } from 'vitest';
import { withPolicyFlag } from './policy-link.ts';

describe('withPolicyFlag', () => {
  it.each([
    ['/show/policy/1/privacy-policy', '/show/policy/1/privacy-policy?isPolicy=true'],
    ['/show/policy/1/privacy-policy?isPolicy=true', '/show/policy/1/privacy-policy?isPolicy=true'],
    ['/show/policy/1/privacy-policy?isPolicy=false', '/show/policy/1/privacy-policy?isPolicy=true'],
    ['/show/policy/2/terms?lang=en', '/show/policy/2/terms?lang=en&isPolicy=true'],
    ['/show/policy/3/billing-terms#refunds', '/show/policy/3/billing-terms?isPolicy=true#refunds'],
  ])('%s -> %s', (link, expected) => {
    expect(withPolicyFlag(link)).toBe(expected);
  });
});
