import type { Config, DOMPurify } from 'dompurify';

/**
 * The one allow-list for article and help-centre HTML (catalog articles, a help desk's bodies),
 * applied with DOMPurify on both sides: the API cleans what it imports and what its server render
 * draws (api/src/lib/html-sanitizer.ts, DOMPurify on jsdom), the pages clean what they show
 * (mf-content/src/common/model/sanitize-html.ts, DOMPurify on the browser's DOM). Only the tags and attributes below survive,
 * and links and images only with an address that cannot run code.
 */
const TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
];

/** Attributes by tag; no other tag keeps any (no class, style, id or event handler anywhere). */
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Attributes that must be a small whole number ("100px" is dropped). */
const NUMERIC_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan']);

/**
 * An address that cannot run code: http(s), mailto, or a path, query or anchor on this site.
 * DOMPurify tests it after removing the spaces and control characters a browser ignores
 * ("java\tscript:"), on the value the HTML parser decoded ("&#106;avascript:"). A protocol-relative
 * "//host" or "/\host" is another site's address, so it is refused too.
 */
const SAFE_URL = /^(?:(?:https?|mailto):|[^a-z/\\]|\/(?![/\\])|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Dropped with everything inside them (DOMPurify's own list has script, style, iframe, svg...). */
const DROPPED_WITH_CONTENT = ['object', 'embed', 'textarea', 'select'];

export const HTML_ALLOW_LIST: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: [],
  ADD_ATTR: (attribute, tag) => ATTRIBUTES[tag]?.includes(attribute) ?? false,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_URL,
  ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  KEEP_CONTENT: true,
};

/** The page has its own h1: a heading of the content starts one level down. */
const RENAMED: Readonly<Record<string, string>> = { h1: 'h2' };

/**
 * A sanitizer of article HTML on this DOMPurify instance (give it its own: the hook stays on it).
 * Past DOMPurify's allow-list it keeps sizes numeric, refuses data: addresses, drops an image left
 * without its address, gives an outside link rel="noopener noreferrer" and renames an h1.
 */
export function articleHtmlSanitizer(purify: DOMPurify): (html: string) => string {
  purify.addHook('uponSanitizeAttribute', (_node, event) => {
    if (NUMERIC_ATTRIBUTES.has(event.attrName) && !/^\d{1,4}$/.test(event.attrValue)) event.keepAttr = false;
    if ((event.attrName === 'src' || event.attrName === 'href') && /^data:/i.test(event.attrValue.trim())) event.keepAttr = false;
  });
  return (html) => {
    const body = purify.sanitize(html, { ...HTML_ALLOW_LIST, RETURN_DOM: true }) as HTMLElement;
    for (const [from, to] of Object.entries(RENAMED)) {
      for (const element of body.querySelectorAll(from)) {
        const renamed = body.ownerDocument!.createElement(to);
        renamed.append(...element.childNodes);
        element.replaceWith(renamed);
      }
    }
    for (const image of body.querySelectorAll('img:not([src])')) image.remove();
    for (const link of body.querySelectorAll('a[href]')) {
      if (/^https?:/i.test(link.getAttribute('href')!)) link.setAttribute('rel', 'noopener noreferrer');
    }
    return body.innerHTML;
  };
}
