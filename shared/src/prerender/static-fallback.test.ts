// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { captureFallbackPage, isStaticFallback, withStaticFallback } from './static-fallback.ts';

const fallback = { route: '/', head: '<style>.a{}</style>', body: '<div data-static-fallback="/"><main><div class="full-bleed home"><h1>Hi</h1></div></main></div>' };

describe('withStaticFallback', () => {
  it('puts the CSS in the head and the markup in the root', () => {
    expect(withStaticFallback('<html><head><title>t</title></head><body><div id="root"></div></body></html>', fallback)).toBe(
      '<html><head><title>t</title><style>.a{}</style></head><body><div id="root"><div data-static-fallback="/"><main><div class="full-bleed home"><h1>Hi</h1></div></main></div></div></body></html>',
    );
  });

  it('leaves a document without an empty root alone', () => {
    const html = '<html><head></head><body><div id="root">x</div></body></html>';
    expect(withStaticFallback(html, fallback)).toBe(html);
  });
});

describe('isStaticFallback', () => {
  it.each([
    [fallback, true],
    [{ route: '/', head: '' }, false],
    [null, false],
    ['<div>', false],
  ])('%o -> %s', (value, ok) => {
    expect(isStaticFallback(value)).toBe(ok);
  });
});

describe('captureFallbackPage', () => {
  it('keeps the route, the page element class and its markup', () => {
    const root = document.createElement('div');
    root.innerHTML = fallback.body;
    expect(captureFallbackPage(root)).toEqual({ route: '/', className: 'full-bleed home', html: '<h1>Hi</h1>' });
  });

  it('finds nothing in a root without a fallback', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><div>x</div></main>';
    expect(captureFallbackPage(root)).toBeNull();
    expect(captureFallbackPage(null)).toBeNull();
  });
});
