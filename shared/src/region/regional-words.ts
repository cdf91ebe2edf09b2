import { UNIT_NAMES } from '../units/unit-names.ts';
import { regionCodeFor, type RegionCode } from './regional-text.ts';

type OtherRegion = Exclude<RegionCode, 'AU'>;
type Forms = string | readonly [one: string, many: string];

/** One wording: the Australian words (the catalog's own) and what the UK and the US write instead. */
interface Wording {
  AU: string;
  UK?: string;
  US?: string;
}

/** A word or phrase, with its plural when it has one: each form becomes its own wording. */
function word(au: Forms, other: Partial<Record<OtherRegion, Forms>> = {}): Wording[] {
  const forms = (value: Forms) => (typeof value === 'string' ? [value, value] : [value[0], value[1]]);
  const [one, many] = forms(au);
  const wording = (index: 0 | 1, text: string): Wording => {
    const result: Wording = { AU: text };
    for (const region of ['UK', 'US'] as const) {
      const variant = other[region];
      if (variant !== undefined) result[region] = forms(variant)[index]!;
    }
    return result;
  };
  return one === many ? [wording(0, one!)] : [wording(0, one!), wording(1, many!)];
}

/**
 * The one table of regional words (SPEC 1: the region "selects regional titles, text and unit
 * names"): what Australia, whose words the catalog is written in, calls a food or a kitchen thing,
 * and what the UK and the US call it where they differ. Everything a member reads of a recipe
 * goes through it: the foods' UK and US names and title labels are read from it when the foods
 * are built (api/src/catalog/food), and the recipe page reads its summary, method, headings and
 * tags through it. A phrase with no UK or US word guards itself against a shorter entry inside it
 * (ground coriander is the spice everywhere; coriander alone is cilantro in the US).
 *
 * Sources: the same publishers as the unit names (units/unit-names.ts); US spellings as
 * Merriam-Webster gives them.
 */
const WORDINGS: readonly Wording[] = [
  // fruit and vegetables
  ...word(['capsicum', 'capsicums'], { UK: ['pepper', 'peppers'], US: ['bell pepper', 'bell peppers'] }),
  ...word('zucchini', { UK: 'courgette' }),
  ...word(['eggplant', 'eggplants'], { UK: ['aubergine', 'aubergines'] }),
  ...word('rocket', { US: 'arugula' }),
  ...word(['snow pea', 'snow peas'], { UK: 'mangetout' }),
  ...word(['spring onion', 'spring onions'], { US: ['scallion', 'scallions'] }),
  ...word('bok choy', { UK: 'pak choi' }),
  ...word('wombok', { UK: 'Chinese leaf', US: 'napa cabbage' }),
  ...word('silverbeet', { UK: 'chard', US: 'Swiss chard' }),
  ...word('rockmelon', { UK: 'cantaloupe melon', US: 'cantaloupe' }),
  ...word(['mandarin', 'mandarins'], { US: ['tangerine', 'tangerines'] }),
  ...word('kiwifruit', { UK: 'kiwi fruit', US: 'kiwi' }),
  ...word('passionfruit', { UK: 'passion fruit', US: 'passion fruit' }),
  ...word(['beetroot', 'beetroots'], { US: ['beet', 'beets'] }),
  ...word('butternut pumpkin', { UK: 'butternut squash', US: 'butternut squash' }),
  ...word('pumpkin', { UK: 'squash', US: 'squash' }),
  ...word(['corn cob', 'corn cobs'], { UK: ['corn on the cob', 'corn on the cobs'], US: ['ear of corn', 'ears of corn'] }),
  ...word('corn kernels', { UK: 'sweetcorn' }),
  ...word(['baby potato', 'baby potatoes'], { UK: ['new potato', 'new potatoes'] }),
  ...word(['Lebanese cucumber', 'Lebanese cucumbers'], {
    UK: ['mini cucumber', 'mini cucumbers'],
    US: ['Persian cucumber', 'Persian cucumbers'],
  }),
  ...word(['brown onion', 'brown onions'], { UK: ['onion', 'onions'], US: ['yellow onion', 'yellow onions'] }),
  ...word('cos lettuce', { US: 'romaine lettuce' }),
  ...word('cos', { US: 'romaine' }),
  ...word('mixed salad leaves', { US: 'mixed salad greens' }),
  ...word('ground coriander'),
  ...word('coriander', { US: 'cilantro' }),
  ...word('flat-leaf parsley', { US: 'Italian parsley' }),
  ...word(['long red chilli', 'long red chillies'], { US: ['red chile', 'red chiles'] }),
  ...word('chilli flakes', { US: 'red pepper flakes' }),
  ...word('chilli powder', { US: 'chili powder' }),
  ...word('sweet chilli', { US: 'sweet chili' }),
  ...word(['chilli', 'chillies'], { US: ['chile', 'chiles'] }),
  // meat, fish, dairy
  ...word(['prawn', 'prawns'], { US: 'shrimp' }),
  ...word('beef mince', { US: 'ground beef' }),
  ...word('chicken mince', { US: 'ground chicken' }),
  ...word('lamb mince', { US: 'ground lamb' }),
  ...word('pork mince', { US: 'ground pork' }),
  ...word('turkey mince', { US: 'ground turkey' }),
  ...word('mince', { US: 'ground meat' }),
  ...word('chicken breast fillets', { US: 'chicken breasts' }),
  ...word('chicken thigh fillets', { US: 'chicken thighs' }),
  ...word('pork fillet', { UK: 'pork tenderloin', US: 'pork tenderloin' }),
  ...word('rump steak', { US: 'sirloin steak' }),
  ...word('yoghurt', { US: 'yogurt' }),
  ...word('natural yoghurt', { US: 'plain yogurt' }),
  ...word('reduced-fat milk', { UK: 'semi-skimmed milk', US: '2% milk' }),
  ...word('skim milk', { UK: 'skimmed milk' }),
  ...word('soy milk', { UK: 'soya milk' }),
  ...word("goat's cheese", { US: 'goat cheese' }),
  // bakery, grains, pantry
  ...word('wholemeal', { US: 'whole wheat' }),
  ...word('wholegrain bread', { UK: 'wholemeal bread', US: 'whole wheat bread' }),
  ...word('wholegrain', { US: 'whole grain' }),
  ...word(['pita', 'pitas'], { UK: ['pitta', 'pittas'] }),
  ...word('filo pastry', { US: 'phyllo dough' }),
  ...word('filo', { US: 'phyllo' }),
  ...word('lasagne sheets', { US: 'lasagna noodles' }),
  ...word('lasagne', { US: 'lasagna' }),
  ...word('porridge', { US: 'oatmeal' }),
  ...word('tomato paste', { UK: 'tomato purée' }),
  ...word('passata', { US: 'tomato puree' }),
  ...word('canned', { UK: 'tinned' }),
  ...word('diced tomatoes', { UK: 'chopped tomatoes' }),
  ...word('springwater', { UK: 'spring water', US: 'water' }),
  ...word('stock', { US: 'broth' }),
  ...word('salt-reduced', { UK: 'low-salt', US: 'low-sodium' }),
  ...word('hummus', { UK: 'houmous' }),
  ...word('ground linseed', { US: 'ground flaxseed' }),
  ...word('linseed', { US: 'flaxseed' }),
  ...word(['pumpkin seed', 'pumpkin seeds']),
  ...word(['pepita', 'pepitas'], { UK: ['pumpkin seed', 'pumpkin seeds'], US: ['pumpkin seed', 'pumpkin seeds'] }),
  ...word('flaked almonds', { US: 'sliced almonds' }),
  ...word('almond meal', { UK: 'ground almonds', US: 'almond flour' }),
  ...word('macadamias', { US: 'macadamia nuts' }),
  ...word('desiccated coconut', { US: 'shredded coconut' }),
  ...word(['sultana', 'sultanas'], { US: ['golden raisin', 'golden raisins'] }),
  ...word('canola oil', { UK: 'rapeseed oil' }),
  ...word('apple cider vinegar', { UK: 'cider vinegar' }),
  ...word('caster sugar', { US: 'superfine sugar' }),
  ...word('icing sugar', { US: 'powdered sugar' }),
  ...word('cacao', { UK: 'cocoa', US: 'cocoa' }),
  ...word('plain flour', { US: 'all-purpose flour' }),
  ...word('self-raising flour', { US: 'self-rising flour' }),
  ...word('chickpea flour', { UK: 'gram flour' }),
  ...word('cornflour', { US: 'cornstarch' }),
  ...word(['bicarbonate of soda', 'bicarb soda'], { US: 'baking soda' }),
  ...word('bicarb', { US: 'baking soda' }),
  // the kitchen
  ...word(['frying pan', 'frying pans'], { US: ['skillet', 'skillets'] }),
  ...word('non-stick', { US: 'nonstick' }),
  ...word('baking paper', { UK: 'baking parchment', US: 'parchment paper' }),
  ...word(['tray bake', 'tray bakes'], { UK: ['traybake', 'traybakes'], US: ['sheet-pan dinner', 'sheet-pan dinners'] }),
  ...word(['baking tray', 'baking trays'], { US: ['sheet pan', 'sheet pans'] }),
  ...word(['tray', 'trays'], { US: ['sheet pan', 'sheet pans'] }),
  ...word('hole muffin tin', { US: 'cup muffin pan' }),
  ...word('hole mini muffin tin', { US: 'cup mini muffin pan' }),
  ...word(['muffin tin', 'muffin tins'], { US: ['muffin pan', 'muffin pans'] }),
  ...word('tin', { US: 'pan' }),
  ...word('paper cases', { US: 'paper liners' }),
  ...word('paper towel', { UK: 'kitchen paper', US: 'paper towels' }),
  ...word('cling wrap', { UK: 'cling film', US: 'plastic wrap' }),
  ...word('grill', { US: 'broiler' }),
  ...word('jug', { US: 'bowl' }),
  ...word('lengthways', { US: 'lengthwise' }),
  ...word('packet directions', { UK: 'packet instructions', US: 'package directions' }),
  ...word('bring to the boil', { US: 'bring to a boil' }),
  ...word('stone and slice', { US: 'pit and slice' }),
  ...word('blitz', { US: 'blend' }),
  // spelling
  ...word('centre', { US: 'center' }),
  ...word(['flavour', 'flavours'], { US: ['flavor', 'flavors'] }),
  ...word('flavoured', { US: 'flavored' }),
  ...word('flavourful', { US: 'flavorful' }),
  ...word(['colour', 'colours'], { US: ['color', 'colors'] }),
  ...word('colourful', { US: 'colorful' }),
  ...word('savoury', { US: 'savory' }),
  ...word('fibre', { US: 'fiber' }),
  ...word(['caramelise', 'caramelised'], { US: ['caramelize', 'caramelized'] }),
  ...unitWordings(),
];

/** The unit words that differ (tbs is tbsp in the UK and the US), from the unit names' own table. */
function unitWordings(): Wording[] {
  const result: Wording[] = [];
  for (const [key, au] of Object.entries(UNIT_NAMES.AU) as [keyof typeof UNIT_NAMES.AU, (typeof UNIT_NAMES.AU)['tbs']][]) {
    for (const form of ['one', 'many'] as const) {
      const wording: Wording = { AU: au[form] };
      for (const region of ['UK', 'US'] as const) {
        const other = UNIT_NAMES[region][key][form];
        if (other !== au[form]) wording[region] = other;
      }
      if ((wording.UK || wording.US) && !result.some((known) => known.AU === wording.AU)) result.push(wording);
    }
  }
  return result;
}

const BY_KEY = new Map(WORDINGS.map((wording) => [wording.AU.toLowerCase(), wording]));

/** Longest first, so a phrase wins over a word inside it; a letter may not touch either end. */
const PATTERN = new RegExp(
  `(?<!\\p{L})(${[...BY_KEY.keys()]
    .sort((a, b) => b.length - a.length)
    .map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?!\\p{L})`,
  'giu',
);

const SMALL_WORDS = new Set(['a', 'an', 'and', 'of', 'on', 'the', 'in', 'with', 'to']);

function titleCase(text: string): string {
  return text.replace(/[\p{L}'%0-9]+/gu, (part, offset: number) =>
    offset > 0 && SMALL_WORDS.has(part) ? part : part.charAt(0).toUpperCase() + part.slice(1),
  );
}

export interface WordingOptions {
  /** A title, tag or label: replacements take Title Case where the words they replace had it. */
  title?: boolean;
}

/**
 * A text written in Australian words, in the words of a region: "Deseed and slice the red
 * capsicum" is "Deseed and slice the red pepper" in the UK and "...red bell pepper" in the US.
 * Australia (and an unknown region) reads the text unchanged. A capital the text had stays.
 */
export function regionalWords(text: string, regionId: number | null | undefined, options: WordingOptions = {}): string {
  return wordsOf(text, regionCodeFor(regionId), options);
}

/** regionalWords for a region named by its code (the catalog builds its foods' names with it). */
export function wordsOf(text: string, region: RegionCode, options: WordingOptions = {}): string {
  if (region === 'AU' || !text) return text;
  return text.replace(PATTERN, (matched: string) => {
    const wording = BY_KEY.get(matched.toLowerCase());
    const replacement = wording?.[region];
    if (!wording || replacement === undefined || matched === replacement) return matched;
    if (matched === wording.AU || matched === matched.toLowerCase()) return replacement;
    if (options.title) return titleCase(replacement);
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  });
}

/** The table's Australian words and their variants, for its tests. */
export const REGIONAL_WORDINGS: readonly Wording[] = WORDINGS;
