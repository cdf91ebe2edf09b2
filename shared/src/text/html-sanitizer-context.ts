import { createContext } from 'react';

export type HtmlSanitizer = (html: string) => string;

/**
 * The sanitizer of a server render (the content remote's ServerPages.wrap puts the one its request carries here):
 * Node has no DOM for DOMPurify, so the API lends its own (the same library on jsdom, the same
 * allow-list). In the browser nothing provides one and pages use DOMPurify on the page's DOM.
 * Kept apart from the pages' sanitizer (mf-content/src/common/model/sanitize-html.ts) so the shell's server
 * render does not pull DOMPurify in.
 */
export const HtmlSanitizerContext = createContext<HtmlSanitizer | null>(null);
