/**
 * What a search says when some of its words were misspelt and it searched for the corrected text
 * too (issue 28): "Showing results for “chicken”". The listings and the help centre both say it.
 */
export const SHOWING_RESULTS_FOR = 'Showing results for';

/** The line above the results of a corrected search; null when the search was taken as typed. */
export function correctionCopy(correctedQuery: string | null | undefined): string | null {
  const text = correctedQuery?.trim();
  return text ? `${SHOWING_RESULTS_FOR} “${text}”` : null;
}
