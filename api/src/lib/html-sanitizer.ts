import { articleHtmlSanitizer } from '@app/shared/text/html-allow-list';
import type { HtmlSanitizer } from '@app/shared/text/html-sanitizer-context';

let loading: Promise<HtmlSanitizer> | null = null;

/**
 * The API's article HTML sanitizer: DOMPurify on jsdom (isomorphic-dompurify) with the allow-list
 * the pages use (@app/shared/text/html-allow-list), for what an import writes and what a server
 * render draws. jsdom takes about half a second to load, so it is loaded on first use, once; the
 * hook the allow-list adds stays on this process's DOMPurify instance, which nothing else uses.
 */
export function htmlSanitizer(): Promise<HtmlSanitizer> {
  loading ??= import('isomorphic-dompurify').then(({ default: purify }) => articleHtmlSanitizer(purify));
  return loading;
}
