/**
 * Titles are written in Australian English (the default region). The UK and US titles follow from
 * a table of the words whose spelling or choice differs; a variant is kept only when it differs.
 */
type WordTable = readonly (readonly [au: string, other: string])[];

const UK_WORDS: WordTable = [
  ['program', 'programme'],
  ['programs', 'programmes'],
];

const US_WORDS: WordTable = [
  ['colour', 'color'],
  ['colours', 'colors'],
  ['fibre', 'fiber'],
  ['mum', 'mom'],
  ['mums', 'moms'],
  ['yoghurt', 'yogurt'],
  ['centre', 'center'],
  ['favourite', 'favorite'],
  ['favourites', 'favorites'],
  ['flavour', 'flavor'],
  ['flavours', 'flavors'],
  ['behaviour', 'behavior'],
  ['organise', 'organize'],
  ['prioritise', 'prioritize'],
  ['recognise', 'recognize'],
  ['optimise', 'optimize'],
  ['practise', 'practice'],
  ['travelling', 'traveling'],
  ['postnatal', 'postpartum'],
  ['litre', 'liter'],
  ['litres', 'liters'],
];

function matchCase(replacement: string, original: string): string {
  if (original === original.toUpperCase()) return replacement.toUpperCase();
  if (original[0] === original[0]!.toUpperCase()) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

export function respell(text: string, table: WordTable): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const entry = table.find(([au]) => au === word.toLowerCase());
    return entry ? matchCase(entry[1], word) : word;
  });
}

/** { titleUK, titleUS } for an Australian title, each present only when its wording differs. */
export function regionalTitles(title: string): { titleUK?: string; titleUS?: string } {
  const titleUK = respell(title, UK_WORDS);
  const titleUS = respell(title, US_WORDS);
  return {
    ...(titleUK !== title ? { titleUK } : {}),
    ...(titleUS !== title ? { titleUS } : {}),
  };
}
