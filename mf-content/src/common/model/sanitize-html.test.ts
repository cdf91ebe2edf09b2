// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SANITIZE_HTML_CASES, SANITIZE_HTML_IDEMPOTENCE_INPUT } from '@app/shared/text/sanitize-html-cases';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml in the browser (DOMPurify on the page DOM, the shared allow-list)', () => {
  it.each(SANITIZE_HTML_CASES)('%s', (_case, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('is idempotent: cleaning clean output changes nothing', () => {
    const once = sanitizeHtml(SANITIZE_HTML_IDEMPOTENCE_INPUT);
    expect(sanitizeHtml(once)).toBe(once);
  });
});
