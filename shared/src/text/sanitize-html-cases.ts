/**
 * What the article HTML sanitizer must do, as [case, dirty HTML, clean HTML]: one table run
 * against both sides (mf-content/src/common/model/sanitize-html.test.ts in a DOM,
 * api/test/lib/html-sanitizer.test.ts on the API's jsdom), so the browser and the server clean alike. The expected HTML is what an HTML
 * parser builds from the input (mis-nested tags re-nested, a table given its tbody),
 * serialized back.
 */
export const SANITIZE_HTML_CASES: readonly (readonly [string, string, string])[] = [
  ['allowed tags stay', '<p>Hello <strong>you</strong> and <em>me</em></p>', '<p>Hello <strong>you</strong> and <em>me</em></p>'],
  [
    'lists and headings',
    '<h2>A</h2><ul><li>one</li><li>two</li></ul><ol><li>x</li></ol>',
    '<h2>A</h2><ul><li>one</li><li>two</li></ul><ol><li>x</li></ol>',
  ],
  ['h1 becomes h2 (the page has its h1)', '<h1>Title</h1>', '<h2>Title</h2>'],
  ['entities in text stay escaped', '<p>A &amp; B &lt;script&gt;</p>', '<p>A &amp; B &lt;script&gt;</p>'],
  ['a bare & is escaped', '<p>Salt & pepper</p>', '<p>Salt &amp; pepper</p>'],
  ['script is dropped with its content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
  ['uppercase script too', '<SCRIPT src=x>alert(1)</SCRIPT >ok', 'ok'],
  ['an unclosed script drops the rest', '<p>a</p><script>alert(1)', '<p>a</p>'],
  ['style and iframe dropped', '<style>p{}</style><iframe src="https://x"></iframe>text', 'text'],
  ['svg with onload dropped', '<svg onload="alert(1)"><circle/></svg>after', 'after'],
  [
    'object, embed, textarea and select dropped with their content',
    '<object data="x">o</object><embed src="x"><textarea>t</textarea><select><option>s</option></select>ok',
    'ok',
  ],
  ['event handlers removed', '<p onclick="alert(1)" class="x">hi</p>', '<p>hi</p>'],
  ['style attributes removed', '<p style="background:url(javascript:alert(1))">hi</p>', '<p>hi</p>'],
  [
    'img onerror removed, src kept',
    '<img src="https://cdn.example.com/a.png" onerror="alert(1)" alt="A">',
    '<img src="https://cdn.example.com/a.png" alt="A">',
  ],
  ['img with javascript src dropped', '<img src="javascript:alert(1)">', ''],
  ['img with a data: src dropped', '<img src="data:image/png;base64,AAAA">', ''],
  ['img without src dropped', '<img src=x onerror=alert(1)><img onerror=alert(1)>', '<img src="x">'],
  ['javascript: link loses its href', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['scheme hidden by case and tab', '<a href="JaVa\tScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['scheme hidden by a leading space and a newline', '<a href=" java\nscript:alert(1)">x</a>', '<a>x</a>'],
  ['scheme hidden by an entity', '<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
  [
    'scheme hidden by a double-encoded entity',
    '<a href="javascript&amp;colon;alert(1)">x</a>',
    '<a href="javascript&amp;colon;alert(1)">x</a>',
  ],
  ['scheme hidden by a numeric entity', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
  ['scheme hidden by a hex entity', '<a href="&#x6A;avascript:alert(1)">x</a>', '<a>x</a>'],
  ['data: URL refused', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
  ['vbscript refused', "<a href='vbscript:msgbox'>x</a>", '<a>x</a>'],
  ['file refused', '<a href="file:///etc/passwd">x</a>', '<a>x</a>'],
  [
    'https link kept, with rel',
    '<a href="https://kindred.fit/help" target="_blank">help</a>',
    '<a href="https://kindred.fit/help" rel="noopener noreferrer">help</a>',
  ],
  [
    'relative, anchor and mailto links kept',
    '<a href="/help">h</a><a href="#part">p</a><a href="relative/path">r</a><a href="mailto:hi@kindred.fit">m</a>',
    '<a href="/help">h</a><a href="#part">p</a><a href="relative/path">r</a><a href="mailto:hi@kindred.fit">m</a>',
  ],
  [
    'protocol-relative links refused',
    '<a href="//x.com">x</a><a href="/\\x.com">y</a><a href="\\\\x.com">z</a>',
    '<a>x</a><a>y</a><a>z</a>',
  ],
  [
    'quotes in a value cannot break out',
    '<a href="/a" title=\'x" onmouseover="alert(1)\'>t</a>',
    '<a href="/a" title="x&quot; onmouseover=&quot;alert(1)">t</a>',
  ],
  ['iframe, form and unknown tags: text kept, tags gone', '<div><span>kept</span></div><form><input></form>', 'kept'],
  ['comments dropped', '<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
  ['doctype and processing instructions dropped', '<!DOCTYPE html><?xml x?><p>a</p>', '<p>a</p>'],
  ['a lone < is text', '<p>3 < 4</p>', '<p>3 &lt; 4</p>'],
  ['a tag split by a tag stays harmless text', '<p>x <scr<script>ipt>alert(1)</script></p>', '<p>x ipt&gt;alert(1)</p>'],
  ['unclosed tags are closed', '<ul><li>one', '<ul><li>one</li></ul>'],
  ['stray closing tags dropped', 'text</li></ul></em>', 'text'],
  ['mis-nested tags are re-nested as a browser does', '<p><strong>a</p>b</strong>', '<p><strong>a</strong></p><strong>b</strong>'],
  ['void tags', 'a<br>b<hr/>c<br/>', 'a<br>b<hr>c<br>'],
  ['numeric size only', '<img src="/a.png" width="100" height="100px">', '<img src="/a.png" width="100">'],
  [
    'table cells keep spans, lose styles',
    '<table><tr><td colspan="2" style="x">a</td></tr></table>',
    '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>',
  ],
  ['attributes only where allowed', '<p title="t">a</p><img src="/a.png" title="t" colspan="2">', '<p>a</p><img src="/a.png">'],
  ['plain text stays', 'Just words.', 'Just words.'],
  ['empty', '', ''],
];

/** Dirty HTML whose clean copy must be the same when cleaned again. */
export const SANITIZE_HTML_IDEMPOTENCE_INPUT =
  '<h1 id=x>T</h1><p onclick=1>a & b <a href="https://x.y/?a=1&b=2">l</a></p><script>x</script><ul><li>1';
