// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyPageMetadata, PAGE_METADATA, pageKeyFor, pageMetadataFor, withPageMetadata } from './page-metadata.ts';

describe('pageKeyFor', () => {
  it.each([
    ['/', '', 'home'],
    ['/signUp', '?planId=2', 'signUp'],
    ['/login', '', 'login'],
    ['/login/', '', 'login'],
    ['/forgotPassword', '', 'forgotPassword'],
    ['/about', '', 'about'],
    ['/help', '', 'help'],
    ['/blogs', '', 'blogs'],
    ['/show/policy/1/privacy-policy', '?isPolicy=true', 'privacy'],
    ['/show/policy/2/terms-and-conditions', '?isPolicy=true', 'terms'],
    ['/show/policy/3/billing-terms', '', 'billing'],
    ['/show/tips/7/privacy-at-the-gym', '', null],
    ['/show/blogs/article/4/billing-terms', '?isPolicy=true', 'billing'],
    ['/home', '', null],
    ['/planner/0/1', '', null],
  ])('%s%s -> %s', (pathname, search, key) => {
    expect(pageKeyFor(pathname, search)).toBe(key);
  });

  it('gives every page of SPEC its own title and description', () => {
    const titles = Object.values(PAGE_METADATA).map((m) => m.title);
    expect(new Set(titles).size).toBe(10);
    for (const metadata of Object.values(PAGE_METADATA)) expect(metadata.description.length).toBeGreaterThan(40);
  });

  it('keeps the home metadata for pages without their own', () => {
    expect(pageMetadataFor('/home')).toBe(PAGE_METADATA.home);
  });
});

describe('applyPageMetadata', () => {
  it('sets the title and creates or updates the description', () => {
    document.head.innerHTML = '<title>old</title>';
    applyPageMetadata(document, PAGE_METADATA.login);
    expect(document.title).toBe('Log in | Kindred');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(PAGE_METADATA.login.description);
    applyPageMetadata(document, PAGE_METADATA.help);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(PAGE_METADATA.help.description);
  });
});

describe('withPageMetadata', () => {
  it.each([
    [
      'replaces both tags',
      '<html><head><title>Old</title><meta name="description" content="old"></head><body></body></html>',
      '<html><head><title>A &amp; B</title><meta name="description" content="Say &quot;hi&quot;"></head><body></body></html>',
    ],
    [
      'adds missing tags',
      '<html><head></head><body></body></html>',
      '<html><head><title>A &amp; B</title><meta name="description" content="Say &quot;hi&quot;"></head><body></body></html>',
    ],
  ])('%s', (_name, html, expected) => {
    expect(withPageMetadata(html, { title: 'A & B', description: 'Say "hi"' })).toBe(expected);
  });

  it.each(['<html><head><title>Old</title><meta name="description" content="old"></head></html>', '<html><head></head></html>'])(
    'writes a $ in a title or description as it is (no replacement pattern): %s',
    (html) => {
      const page = withPageMetadata(html, { title: "Save $$ with $& and $'", description: "Meals under $5: $` $'" });
      expect(page).toContain('<title>Save $$ with $&amp; and $&#39;</title>');
      expect(page).toContain('<meta name="description" content="Meals under $5: $` $&#39;">');
    },
  );
});
