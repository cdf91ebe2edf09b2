const ELLIPSIS = '…';
/** SPEC section 9: a sentence end is a good place to cut only when it keeps most of the text. */
export const SENTENCE_CUT_MIN_SHARE = 0.7;

/**
 * Text cut to at most `limit` characters: at the last sentence end within the limit when it
 * falls after 70% of the limit, otherwise at the last whole word, followed by an ellipsis.
 */
export function truncateText(text: string, limit: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= limit) return clean;
  if (limit < 2) return clean.slice(0, Math.max(0, limit));

  const window = clean.slice(0, limit);
  const sentenceEnds = [...window.matchAll(/[.!?](?=\s|$)/g)].map((match) => match.index + 1);
  const lastSentenceEnd = sentenceEnds[sentenceEnds.length - 1];
  if (lastSentenceEnd !== undefined && lastSentenceEnd >= limit * SENTENCE_CUT_MIN_SHARE) {
    return window.slice(0, lastSentenceEnd);
  }

  const room = clean.slice(0, limit - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, limit - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.!?-]+$/, '')}${ELLIPSIS}`;
}
