import { usMeasuresInText } from '../units/text-measures.ts';
import { regionCodeFor } from './regional-text.ts';
import { regionalWords, type WordingOptions } from './regional-words.ts';

/**
 * A recipe's text as a member of a region reads it: in her region's words (regional-words.ts)
 * and, in the US, with oven temperatures in °F and lengths in inches. The recipe page reads its
 * summary, method steps, headings, tags and labels through this, and nothing else.
 */
export function recipeText(text: string, regionId: number | null | undefined, options: WordingOptions = {}): string {
  const worded = regionalWords(text, regionId, options);
  return regionCodeFor(regionId) === 'US' ? usMeasuresInText(worded) : worded;
}
