import type { CatalogArticle } from './types.ts';

/** Reading time and regional titles, the same rules for every article of content/ (catalog/content). */
const WORDS_PER_MINUTE = 200;

/** Ends every pregnancy and postpartum article, in <em>. */
export const CARE_REMINDER =
  'This is general information, not medical advice: check with your midwife or doctor about what is right for you.';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The words a reader reads: tags dropped, entities decoded. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!);
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readMinutesFor(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

/** Australian spellings (the default region) and what the UK and the US write instead. */
const UK_WORDING: [RegExp, string][] = [[/\bprogram(s?)\b/gi, 'programme$1']];
const US_WORDING: [RegExp, string][] = [
  [/\bmum(s?)\b/gi, 'mom$1'],
  [/\bcolour(s|ful)?\b/gi, 'color$1'],
  [/\bfibre\b/gi, 'fiber'],
  [/\bcaesarean(s?)\b/gi, 'cesarean$1'],
  [/\byoghurt(s?)\b/gi, 'yogurt$1'],
  [/\bpaediatric(ian)?\b/gi, 'pediatric$1'],
  [/\bcentre(s?)\b/gi, 'center$1'],
  [/\boestrogen\b/gi, 'estrogen'],
  [/\banaemia\b/gi, 'anemia'],
  [/\bhaemoglobin\b/gi, 'hemoglobin'],
  [/\bfavourite(s?)\b/gi, 'favorite$1'],
  [/\bbehaviour(s?)\b/gi, 'behavior$1'],
  [/\bkilometre(s?)\b/gi, 'kilometer$1'],
  [/\blitre(s?)\b/gi, 'liter$1'],
];

function reword(title: string, rules: [RegExp, string][]): string {
  return rules.reduce(
    (text, [pattern, replacement]) =>
      text.replace(pattern, (match, ...groups: unknown[]) => {
        const suffix = typeof groups[0] === 'string' ? groups[0] : '';
        const word = replacement.replace('$1', suffix);
        return match[0] === match[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
      }),
    title,
  );
}

/** titleUK and titleUS, each only where its wording differs from the Australian title. */
export function regionalTitles(title: string): Pick<CatalogArticle, 'titleUK' | 'titleUS'> {
  const uk = reword(title, UK_WORDING);
  const us = reword(title, US_WORDING);
  return { ...(uk !== title && { titleUK: uk }), ...(us !== title && { titleUS: us }) };
}
