/**
 * The rules of a search's spelling correction (issue 28), as pure functions: which words of the
 * text may be corrected, which of the word list's nearest words (search-words-repository.ts) is the
 * one meant, and the corrected text.
 */

/** Shorter words are left as typed: too many words are one letter away from them. */
const MIN_CORRECTED_LENGTH = 3;

/** The words of a search, as the word list holds them: lower case, letters only, each once. */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= MIN_CORRECTED_LENGTH))];
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and the swap of two
 * neighbouring letters each cost one ("refnud" is one edit from "refund", "avocdo" one from
 * "avocado").
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many edits a word of this length may be from the word meant: one up to four letters, else two. */
export function maxEdits(word: string): number {
  return word.length <= 4 ? 1 : 2;
}

/** A word of the list near a misspelt word: its trigram similarity to it, and how many documents hold it. */
export interface Candidate {
  word: string;
  similarity: number;
  documents: number;
}

/**
 * The word meant: the candidate fewest edits away, within maxEdits; of equals, the more similar
 * by trigrams, then the more common. Null when none is near enough.
 */
export function bestCorrection(word: string, candidates: readonly Candidate[]): string | null {
  let best: { candidate: Candidate; edits: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.word === word) return null;
    const edits = editDistance(word, candidate.word);
    if (edits > maxEdits(word)) continue;
    const better =
      !best ||
      edits < best.edits ||
      (edits === best.edits &&
        (candidate.similarity > best.candidate.similarity ||
          (candidate.similarity === best.candidate.similarity && candidate.documents > best.candidate.documents)));
    if (better) best = { candidate, edits };
  }
  return best?.candidate.word ?? null;
}

/** What the word list says of one word of a search: whether it holds it (or its stem), and its nearest words. */
export interface WordLookup {
  word: string;
  known: boolean;
  candidates: readonly Candidate[];
}

/**
 * The text with each unknown word replaced by its correction, the rest as typed; null when no
 * word was corrected.
 */
export function correctedText(text: string, lookups: readonly WordLookup[]): string | null {
  const corrections = new Map<string, string>();
  for (const lookup of lookups) {
    if (lookup.known) continue;
    const correction = bestCorrection(lookup.word, lookup.candidates);
    if (correction) corrections.set(lookup.word, correction);
  }
  if (corrections.size === 0) return null;
  return text.trim().replace(/\p{L}+/gu, (word) => corrections.get(word.toLowerCase()) ?? word);
}
