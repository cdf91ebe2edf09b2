import { cups, grams, nm, pieces, bunches, type Amount } from './recipe-kit.ts';

/** A protein of a savoury dish, with how it is prepared and how long it takes by each method. */
export interface Protein {
  food: string;
  amount: Amount;
  /** A sentence preparing it for a pan ("Slice the chicken breast fillets into thin strips."). */
  prep: string;
  /** Minutes over high heat in a wok or pan. */
  fry: number;
  /** How the cook knows it is done in the pan. */
  done: string;
  /** Minutes in a 200°C oven. */
  roast: number;
  /** Preparing it to roast whole, where that differs from the pan cut. */
  roastPrep: string;
}

const protein = (food: string, amount: Amount, prep: string, fry: number, done: string, roast: number, roastPrep = prep): Protein => ({
  food,
  amount,
  prep,
  fry,
  done,
  roast,
  roastPrep,
});

export const PROTEINS: Record<string, Protein> = {
  chickenBreast: protein(
    'chicken-breast',
    grams('chicken-breast', 150),
    'Slice the chicken breast fillets into thin strips.',
    6,
    'golden and cooked through',
    20,
  ),
  chickenThigh: protein(
    'chicken-thigh',
    grams('chicken-thigh', 150),
    'Trim the chicken thigh fillets and cut into 3 cm pieces.',
    7,
    'golden and cooked through',
    25,
    'Trim the chicken thigh fillets.',
  ),
  beef: protein(
    'beef-rump',
    grams('beef-rump', 130),
    'Trim the beef and slice thinly across the grain.',
    3,
    'browned but still a little pink inside',
    15,
  ),
  pork: protein(
    'pork-fillet',
    grams('pork-fillet', 140),
    'Trim the pork fillet and slice into 1 cm medallions.',
    5,
    'golden and just cooked through',
    20,
    'Trim the pork fillet and cut it into 2 even pieces.',
  ),
  lamb: protein(
    'lamb-leg',
    grams('lamb-leg', 130),
    'Trim the lamb and cut into thin strips.',
    4,
    'browned',
    20,
    'Trim any fat from the lamb steaks.',
  ),
  prawns: protein('prawns', grams('prawns', 150), 'Pat the prawns dry with paper towel.', 3, 'pink and just cooked', 8),
  salmon: protein('salmon', pieces('salmon', 1), 'Pat the salmon fillets dry with paper towel.', 8, 'just cooked in the centre', 12),
  fish: protein(
    'white-fish',
    pieces('white-fish', 1),
    'Pat the fish dry and cut into 4 cm pieces.',
    4,
    'just opaque',
    12,
    'Pat the fish fillets dry with paper towel.',
  ),
  tofu: protein(
    'firm-tofu',
    grams('firm-tofu', 150),
    'Pat the tofu dry with paper towel and cut into 2 cm cubes.',
    8,
    'golden on all sides',
    25,
  ),
  tempeh: protein('tempeh', grams('tempeh', 100), 'Cut the tempeh into 1 cm thick slices.', 6, 'golden on both sides', 20),
  chickpeas: protein('chickpeas', grams('chickpeas', 100), 'Drain and rinse the chickpeas, then pat them dry.', 5, 'lightly golden', 25),
  lentils: protein('lentils', grams('lentils', 100), 'Drain and rinse the lentils.', 3, 'heated through', 15),
  blackBeans: protein('black-beans', grams('black-beans', 100), 'Drain and rinse the black beans.', 3, 'heated through', 15),
  kidneyBeans: protein('kidney-beans', grams('kidney-beans', 100), 'Drain and rinse the kidney beans.', 3, 'heated through', 15),
  whiteBeans: protein('cannellini-beans', grams('cannellini-beans', 100), 'Drain and rinse the cannellini beans.', 3, 'heated through', 15),
  beefMince: protein(
    'beef-mince',
    grams('beef-mince', 125),
    'Have the beef mince ready at room temperature.',
    6,
    'browned, breaking up any lumps',
    20,
  ),
  turkeyMince: protein(
    'turkey-mince',
    grams('turkey-mince', 125),
    'Have the turkey mince ready at room temperature.',
    6,
    'browned, breaking up any lumps',
    20,
  ),
  chickenMince: protein(
    'chicken-mince',
    grams('chicken-mince', 125),
    'Have the chicken mince ready at room temperature.',
    6,
    'browned, breaking up any lumps',
    20,
  ),
};

/** A vegetable of a savoury dish: how much per serve, how it is cut, how long it roasts at 200°C. */
export interface Veg {
  food: string;
  amount: Amount;
  /** A verb phrase with {x} for the name: "cut the {x} into small florets". */
  cut: string;
  roast: number;
}

const veg = (amount: Amount, cut: string, roast: number): Veg => ({ food: amount.food, amount, cut, roast });

export const VEG: Record<string, Veg> = {
  broccoli: veg(grams('broccoli', 100), 'cut the {x} into small florets', 20),
  cauliflower: veg(grams('cauliflower', 120), 'cut the {x} into small florets', 30),
  snowPeas: veg(grams('snow-peas', 50), 'trim the {x}', 10),
  sugarSnaps: veg(grams('sugar-snap-peas', 50), 'trim the {x}', 10),
  capsicum: veg(pieces('red-capsicum', 0.5), 'deseed and slice the {x}', 25),
  bokChoy: veg(bunches('bok-choy', 0.25), 'trim the {x} and cut into quarters lengthways', 10),
  mushrooms: veg(grams('mushrooms', 80), 'slice the {x}', 20),
  greenBeans: veg(grams('green-beans', 75), 'trim the {x}', 20),
  asparagus: veg(bunches('asparagus', 0.25), 'trim the {x} and cut into 4 cm lengths', 12),
  zucchini: veg(pieces('zucchini', 0.5), 'halve the {x} lengthways and slice', 25),
  carrot: veg(pieces('carrot', 0.5), 'cut the {x} into thin batons', 35),
  pumpkin: veg(grams('pumpkin', 150), 'peel, deseed and cut the {x} into 3 cm pieces', 35),
  sweetPotato: veg(grams('sweet-potato', 150), 'peel and cut the {x} into 3 cm pieces', 35),
  eggplant: veg(pieces('eggplant', 0.25), 'cut the {x} into 3 cm pieces', 30),
  spinach: veg(grams('baby-spinach', 30), 'rinse the {x}', 0),
  peas: veg(grams('frozen-peas', 40), 'thaw the {x}', 15),
  tomatoes: veg(grams('cherry-tomatoes', 80), 'halve the {x}', 20),
  redOnion: veg(pieces('red-onion', 0.25), 'cut the {x} into thin wedges', 30),
  potatoes: veg(grams('baby-potatoes', 150), 'halve the {x}', 40),
  sprouts: veg(grams('brussels-sprouts', 100), 'trim and halve the {x}', 30),
  fennel: veg(pieces('fennel', 0.25), 'trim the {x} and cut into thin wedges', 30),
  kale: veg(grams('kale', 40), 'strip the {x} leaves from the stems and tear them', 10),
  corn: veg(grams('frozen-corn', 60), 'thaw the {x}', 20),
  beetroot: veg(pieces('beetroot', 0.5), 'peel and cut the {x} into wedges', 40),
  cabbage: veg(cups('red-cabbage', 0.5), 'finely shred the {x}', 0),
  cucumber: veg(pieces('lebanese-cucumber', 0.5), 'slice the {x}', 0),
  avocado: veg(pieces('avocado', 0.25), 'slice the {x}', 0),
};

function cutText(item: Veg): string {
  return item.cut.replace('{x}', nm(item.food));
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Cut the broccoli into small florets and slice the mushrooms." */
export function cutSentence(items: readonly Veg[]): string {
  const parts = items.filter((item) => item.cut).map(cutText);
  if (parts.length === 0) return '';
  return `${capitalise(parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`)}.`;
}

/** A grain with how it is cooked: minutes and a sentence. */
export interface Grain {
  food: string;
  amount: Amount;
  minutes: number;
  cook: string;
}

export const GRAINS: Record<string, Grain> = {
  jasmine: {
    food: 'jasmine-rice',
    amount: cups('jasmine-rice', 0.25),
    minutes: 15,
    cook: 'Rinse the jasmine rice, then cook it in a saucepan of simmering water for 12-15 minutes until tender. Drain.',
  },
  basmati: {
    food: 'basmati-rice',
    amount: cups('basmati-rice', 0.25),
    minutes: 15,
    cook: 'Rinse the basmati rice, then cook it in a saucepan of simmering water for 12-15 minutes until tender. Drain.',
  },
  brown: {
    food: 'brown-rice',
    amount: cups('brown-rice', 0.25),
    minutes: 30,
    cook: 'Cook the brown rice in a large saucepan of boiling water for 25-30 minutes until tender. Drain.',
  },
  quinoa: {
    food: 'quinoa',
    amount: cups('quinoa', 0.25),
    minutes: 15,
    cook: 'Rinse the quinoa, then simmer it in twice its volume of water, covered, for 12-15 minutes until the water is absorbed. Fluff with a fork.',
  },
  couscous: {
    food: 'couscous',
    amount: cups('couscous', 0.25),
    minutes: 5,
    cook: 'Pour an equal volume of boiling water over the couscous, cover and stand for 5 minutes, then fluff with a fork.',
  },
  barley: {
    food: 'pearl-barley',
    amount: cups('pearl-barley', 0.2),
    minutes: 35,
    cook: 'Cook the pearl barley in a large saucepan of boiling water for 30-35 minutes until tender. Drain.',
  },
  buckwheat: {
    food: 'buckwheat',
    amount: cups('buckwheat', 0.25),
    minutes: 12,
    cook: 'Simmer the buckwheat groats in plenty of water for 10-12 minutes until just tender. Drain well.',
  },
  millet: {
    food: 'millet',
    amount: cups('millet', 0.2),
    minutes: 20,
    cook: 'Simmer the millet in twice its volume of water, covered, for 20 minutes until absorbed.',
  },
  riceNoodles: {
    food: 'rice-noodles',
    amount: grams('rice-noodles', 60),
    minutes: 5,
    cook: 'Soak the rice noodles in boiling water for 5 minutes until soft, then drain.',
  },
  soba: {
    food: 'soba-noodles',
    amount: grams('soba-noodles', 60),
    minutes: 5,
    cook: 'Cook the soba noodles in boiling water for 4-5 minutes until tender, then drain and rinse under cold water.',
  },
  eggNoodles: {
    food: 'egg-noodles',
    amount: grams('egg-noodles', 60),
    minutes: 5,
    cook: 'Cook the egg noodles in boiling water for 4-5 minutes until tender, then drain.',
  },
};
