import { describe, expect, it } from 'vitest';
import { ARTICLE_HTML_TAGS } from '../../../src/catalog/content/article-markdown.ts';
import { ALLOWED_TAGS, htmlProblems } from './html-allowlist.ts';

describe('the HTML check the catalog tests rely on', () => {
  it('allows exactly the tags the Markdown of content/ may render', () => {
    expect([...ALLOWED_TAGS].sort()).toEqual([...ARTICLE_HTML_TAGS].sort());
  });

  it.each([
    '<p>Fine <strong>bold</strong> and <em>soft</em> &amp; safe</p>',
    '<ul><li>One</li><li>Two</li></ul><ol><li>Three</li></ol><blockquote><p>Quote</p></blockquote>',
    '<h2>Heading</h2><h3>Sub</h3><p>1 &lt; 2 &quot;quoted&quot;</p>',
  ])('accepts %s', (html) => {
    expect(htmlProblems(html)).toEqual([]);
  });

  it.each([
    ['<a href="https://example.com">link</a>', /<a> is not allowed/],
    ['<p class="lead">Text</p>', /attributes "class="lead""/],
    ['<p onclick="alert(1)">Text</p>', /attributes/],
    ['<script>alert(1)</script>', /<script> is not allowed/],
    ['<img src=x onerror=alert(1)>', /<img> is not allowed/],
    ['<p style="color:red">Text</p>', /attributes/],
    ['<p><strong>crossed</p></strong>', /closes <strong>/],
    ['<p>unclosed', /unclosed: p/],
    ['<p>1 > 2</p>', /raw < or >/],
    ['<p>&nbsp;</p>', /entity &nbsp;/],
  ])('rejects %s', (html, problem) => {
    expect(htmlProblems(html).join('; ')).toMatch(problem);
  });
});
