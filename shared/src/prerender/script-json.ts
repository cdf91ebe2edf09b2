/**
 * A value as JSON to write inside a <script> element of a page (a JSON data element or an inline
 * script's literal): every '<' escaped, so no text the value holds can close the element or open
 * another. JSON.parse and JavaScript read the escape back as '<'.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
