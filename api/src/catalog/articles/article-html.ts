/**
 * A tiny builder for article bodies. Content is written as blocks of plain text with two inline
 * marks (**strong** and *em*); the builder escapes the text and emits only the tags an article may
 * hold, so no body can carry a link, a script, a style or an attribute.
 */
export const ARTICLE_HTML_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote'] as const;
export type ArticleHtmlTag = (typeof ARTICLE_HTML_TAGS)[number];

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h2'; text: string }
  | { kind: 'h3'; text: string }
  | { kind: 'blockquote'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'ol'; items: string[] };

export const p = (text: string): Block => ({ kind: 'p', text });
export const h2 = (text: string): Block => ({ kind: 'h2', text });
export const h3 = (text: string): Block => ({ kind: 'h3', text });
export const quote = (text: string): Block => ({ kind: 'blockquote', text });
export const ul = (...items: string[]): Block => ({ kind: 'ul', items });
export const ol = (...items: string[]): Block => ({ kind: 'ol', items });

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Escapes the text, then turns **x** into <strong>x</strong> and *x* into <em>x</em>. */
export function inlineHtml(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*]+)\*/g, '<em>$1</em>');
}

export function blockHtml(block: Block): string {
  if (block.kind === 'ul' || block.kind === 'ol') {
    return `<${block.kind}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${block.kind}>`;
  }
  if (block.kind === 'blockquote') return `<blockquote><p>${inlineHtml(block.text)}</p></blockquote>`;
  return `<${block.kind}>${inlineHtml(block.text)}</${block.kind}>`;
}

export function bodyHtml(blocks: readonly Block[]): string {
  return blocks.map(blockHtml).join('');
}
