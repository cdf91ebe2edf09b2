import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

/**
 * An article's body, written in Markdown (content/<kind>/<slug>.md), as the HTML the pages show.
 * markdown-it's CommonMark preset parses it; raw HTML is recognised so that it can be refused (a
 * file holding any is a problem, never rendered), and only the small vocabulary every article
 * shares is accepted: paragraphs,
 * ## and ### headings, lists, > quotes, **strong** and *em*. Anything else (a link, an image, code,
 * a # heading, a line break, a rule) is a problem named with its line, never silently dropped.
 */
export const ARTICLE_HTML_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote'] as const;

const markdown = new MarkdownIt('commonmark', { html: true, linkify: false, typographer: false });

/** What a writer may use, by markdown-it token type; the heading's and list's own checks follow. */
const ALLOWED_TOKENS = new Set([
  'paragraph_open',
  'paragraph_close',
  'heading_open',
  'heading_close',
  'bullet_list_open',
  'bullet_list_close',
  'ordered_list_open',
  'ordered_list_close',
  'list_item_open',
  'list_item_close',
  'blockquote_open',
  'blockquote_close',
  'inline',
  'text',
  'softbreak',
  'strong_open',
  'strong_close',
  'em_open',
  'em_close',
]);

const WHAT: Record<string, string> = {
  link_open: 'a link',
  image: 'an image',
  code_inline: 'code',
  code_block: 'an indented code block (4 spaces)',
  fence: 'a code block',
  hr: 'a horizontal rule',
  hardbreak: 'a line break',
  html_block: 'HTML',
  html_inline: 'HTML',
};

export interface MarkdownProblem {
  /** 1-based line in the Markdown given. */
  line: number;
  message: string;
}

function tokenProblem(token: Token): string | null {
  if (token.type.endsWith('_close') && !ALLOWED_TOKENS.has(token.type)) return null;
  if (!ALLOWED_TOKENS.has(token.type))
    return `${WHAT[token.type] ?? token.type.replace(/_open$/, '')} cannot be shown in an article (allowed: paragraphs, ## and ### headings, lists, > quotes, **strong**, *em*)`;
  if (token.type === 'heading_open' && token.tag !== 'h2' && token.tag !== 'h3')
    return `a ${'#'.repeat(Number(token.tag.slice(1)))} heading: an article's headings are ## and ###`;
  if (token.type === 'ordered_list_open' && token.attrGet('start') !== null) return `a numbered list starts at 1`;
  return null;
}

/**
 * The body as HTML: blocks one per line, lists and quotes on one line each, as the catalog has
 * always stored them. Problems carry their line in `source` (1-based); with any, the HTML is not
 * to be used (content-files.ts drops the file).
 */
export function renderArticleMarkdown(source: string): { html: string; problems: MarkdownProblem[] } {
  const tokens = markdown.parse(source, {});
  const problems: MarkdownProblem[] = [];
  let blockLine = 1;
  let looseList = false;
  for (const token of tokens) {
    if (token.map) blockLine = token.map[0] + 1;
    // A list whose items are separated by blank lines wraps each item in <p>: not one of ours.
    if (token.type === 'paragraph_open' && token.hidden === false && looseList)
      problems.push({ line: blockLine, message: 'a list item holds paragraphs: leave no blank line between the items of a list' });
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') looseList = true;
    if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') looseList = false;
    const problem = tokenProblem(token);
    if (problem) problems.push({ line: blockLine, message: problem });
    for (const child of token.children ?? []) {
      const childProblem = tokenProblem(child);
      if (childProblem) problems.push({ line: blockLine, message: childProblem });
    }
  }
  const html = markdown.renderer
    .render(tokens, markdown.options, {})
    .trim()
    .replace(/<(ul|ol|blockquote)>\n/g, '<$1>')
    .replace(/\n(?=<li>|<\/ul>|<\/ol>|<\/blockquote>)/g, '');
  return { html, problems };
}
