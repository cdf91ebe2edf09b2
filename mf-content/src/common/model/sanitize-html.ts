import { useContext, useMemo } from 'react';
import createDOMPurify from 'dompurify';
import { articleHtmlSanitizer } from '@app/shared/text/html-allow-list';
import { HtmlSanitizerContext, type HtmlSanitizer } from '@app/shared/text/html-sanitizer-context';

let browserSanitizer: HtmlSanitizer | null = null;

/**
 * Article or help-centre HTML made safe to put into the page: DOMPurify on the page's DOM with
 * the shared allow-list (@app/shared/text/html-allow-list). Only pages that show such HTML import
 * this module, so DOMPurify loads with them alone. Without a DOM (Node) it throws: a server render is given
 * the API's sanitizer instead (useSanitizedHtml).
 */
export function sanitizeHtml(html: string): string {
  if (!browserSanitizer) {
    if (typeof window === 'undefined') throw new Error('sanitizeHtml needs a DOM: a server render must provide HtmlSanitizerContext.');
    browserSanitizer = articleHtmlSanitizer(createDOMPurify(window));
  }
  return browserSanitizer(html);
}

/** The HTML cleaned by the server render's sanitizer when there is one, else by sanitizeHtml. */
export function useSanitizedHtml(html: string | null | undefined): string {
  const serverSanitizer = useContext(HtmlSanitizerContext);
  return useMemo(() => (html ? (serverSanitizer ?? sanitizeHtml)(html) : ''), [html, serverSanitizer]);
}
