import { describe, expect, it } from 'vitest';
import { bodyHtml, h2, inlineHtml, ol, p, quote, ul } from '../../../src/catalog/articles/article-html.ts';
import { plainText } from './html-allowlist.ts';

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

describe('plainText (the tests\' reading of a body)', () => {
  it.each([
    ['', ''],
    ['<p>One two</p><ul><li>three</li></ul>', 'One two three'],
    ['<p>salt &amp; pepper &lt;3</p>', 'salt & pepper <3'],
    ['<h2>A</h2><p>  spaced   out </p>', 'A spaced out'],
  ])('%s', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});
