import { describe, expect, it } from 'vitest';
import { bodyHtml, h2, inlineHtml, ol, p, plainText, quote, readMinutesFor, ul, wordCount } from '../../../src/catalog/articles/article-html.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');

describe('inlineHtml', () => {
  it.each([
    ['plain text', 'plain text'],
    ['**bold** and *soft*', '<strong>bold</strong> and <em>soft</em>'],
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ['salt & pepper', 'salt &amp; pepper'],
    ['**<b>**', '<strong>&lt;b&gt;</strong>'],
  ])('%s -> %s', (text, html) => {
    expect(inlineHtml(text)).toBe(html);
  });
});

describe('bodyHtml', () => {
  it('writes each block kind with its own tags', () => {
    expect(bodyHtml([h2('Title'), p('One'), ul('a', 'b'), ol('c'), quote('Said')])).toBe(
      '<h2>Title</h2><p>One</p><ul><li>a</li><li>b</li></ul><ol><li>c</li></ol><blockquote><p>Said</p></blockquote>',
    );
  });
});

describe('plainText and wordCount', () => {
  it.each([
    ['', '', 0],
    ['<p>One two</p><ul><li>three</li></ul>', 'One two three', 3],
    ['<p>salt &amp; pepper</p>', 'salt & pepper', 3],
    ['<h2>A</h2><p>  spaced   out </p>', 'A spaced out', 3],
  ])('%s', (html, text, count) => {
    expect(plainText(html)).toBe(text);
    expect(wordCount(html)).toBe(count);
  });
});

describe('readMinutesFor: 200 words a minute, rounded up, at least 1', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])('%i words -> %i min', (count, minutes) => {
    expect(readMinutesFor(`<p>${words(count)}</p>`)).toBe(minutes);
  });
});
