/**
 * An independent check of article HTML for the tests: every tag is on the allowlist, carries no
 * attribute, and opens and closes in order; text holds no raw angle brackets and no entity but
 * the four the builder writes. Returns the problems found (none means the HTML is safe).
 */
export const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote']);

export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const tagPattern = /<(\/?)([^\s>/]*)([^>]*)>/g;
  for (const match of html.matchAll(tagPattern)) {
    const [, closing, rawName, attributes] = match;
    const name = rawName!.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) problems.push(`tag <${rawName}> is not allowed`);
    if (attributes!.trim() !== '') problems.push(`<${rawName}> has attributes "${attributes!.trim()}"`);
    if (closing) {
      const last = open.pop();
      if (last !== name) problems.push(`</${name}> closes <${last ?? 'nothing'}>`);
    } else {
      open.push(name);
    }
  }
  if (open.length > 0) problems.push(`unclosed: ${open.join(', ')}`);
  const text = html.replace(tagPattern, '');
  if (/[<>]/.test(text)) problems.push('raw < or > in text');
  const entities = text.match(/&[^\s;]*;?/g) ?? [];
  for (const entity of entities) if (!['&amp;', '&lt;', '&gt;', '&quot;'].includes(entity)) problems.push(`entity ${entity}`);
  return problems;
}

/** The readable text of some HTML: tags dropped, the builder's entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
