/**
 * An allow-list HTML sanitizer for article bodies from the API and a help desk. It does not
 * repair the input; it rebuilds it: the output holds only tags named below (written by this
 * function), the attributes allowed on them with escaped values and safe URLs, and text with
 * every `<` and `>` escaped. So nothing in it can run: no script, style, event handler,
 * javascript: or data: URL, iframe or form survives.
 */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's',
  'blockquote', 'code', 'pre', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption',
]);
/** The page has its own h1: a heading of the content starts one level down. */
const RENAMED: Readonly<Record<string, string>> = { h1: 'h2' };
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Dropped with everything inside them, not only their tags. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math', 'select', 'head']);
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

const escapeText = (text: string) => text.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Every `&` escaped: the value was decoded once, so a browser must not decode it a second time. */
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };

/** What a browser reads an attribute value as: entities decoded (a scheme can hide in them). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** A link or image address that cannot run code: http(s), mailto, or a path/anchor on this site. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const url = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) return SAFE_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`);
  // No scheme: a relative path, unless a backslash or // makes it another host's.
  return !/^[\\/]{2}/.test(url) && !url.startsWith('/\\');
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function allowedAttributes(tag: string, source: string): string {
  const allowed = ALLOWED_ATTRIBUTES[tag];
  if (!allowed) return '';
  const kept = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!allowed.includes(name) || kept.has(name)) continue;
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) continue;
    if ((name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') && !/^\d{1,4}$/.test(value)) continue;
    kept.set(name, decodeEntities(value));
  }
  if (tag === 'img' && !kept.has('src')) return '';
  if (tag === 'a' && /^https?:/i.test(kept.get('href') ?? '')) kept.set('rel', 'noopener noreferrer');
  return [...kept].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/;

/** The HTML with only allowed tags and attributes, balanced, text escaped. */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt < 0) {
      out += escapeText(html.slice(at));
      break;
    }
    out += escapeText(html.slice(at, lt));
    const rest = html.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', lt + 4);
      at = end < 0 ? html.length : end + 3;
      continue;
    }
    if (/^<[!?]/.test(rest)) {
      const end = html.indexOf('>', lt);
      at = end < 0 ? html.length : end + 1;
      continue;
    }
    const tag = TAG.exec(rest);
    if (!tag) {
      out += '&lt;';
      at = lt + 1;
      continue;
    }
    at = lt + tag[0].length;
    const closing = tag[1] === '/';
    const sourceName = tag[2]!.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(sourceName)) {
      if (!closing && !tag[3]!.trim().endsWith('/')) {
        const close = new RegExp(`</${sourceName}\\s*>`, 'i').exec(html.slice(at));
        at = close ? at + close.index + close[0].length : html.length;
      }
      continue;
    }
    const name = RENAMED[sourceName] ?? sourceName;
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (closing) continue;
      const attributes = allowedAttributes(name, tag[3]!);
      if (name === 'img' && !attributes) continue;
      out += `<${name}${attributes}>`;
      continue;
    }
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index < 0) continue;
      while (open.length > index) out += `</${open.pop()}>`;
      continue;
    }
    open.push(name);
    out += `<${name}${allowedAttributes(name, tag[3]!)}>`;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
