import { foodById } from './foods.ts';
import { GRAINS, PROTEINS, VEG, cutSentence, type Grain, type Protein, type Veg } from './pools.ts';
import {
  F,
  combinations,
  cups,
  grams,
  ml,
  nm,
  pieces,
  seasoning,
  slices,
  tbs,
  tsp,
  type Amount,
  type IngredientGroup,
  runner,
  type Template,
  type TemplateRunner,
  type TitleWord,
} from './recipe-kit.ts';

/** A protein as a bowl or salad uses it: how it is made ready and how long that takes. */
interface ReadyProtein {
  food: string;
  amount: Amount;
  ready: string;
  minutes: number;
}

function panCooked(protein: Protein): ReadyProtein {
  const flake = protein.food === 'salmon' ? ', then flake into large pieces' : '';
  return {
    food: protein.food,
    amount: protein.amount,
    ready: `${protein.prep} Heat 1 tsp olive oil in a frying pan over medium-high heat and cook for ${protein.fry} minutes until ${protein.done}${flake}.`,
    minutes: protein.fry + 2,
  };
}

const TUNA: ReadyProtein = { food: 'tuna', amount: grams('tuna', 95), ready: 'Drain the tuna and flake it into large chunks.', minutes: 0 };
const EGGS: ReadyProtein = {
  food: 'egg',
  amount: pieces('egg', 1.5),
  ready: 'Boil the eggs for 8 minutes, cool them in iced water, then peel and halve.',
  minutes: 10,
};
const SMOKED_SALMON: ReadyProtein = {
  food: 'smoked-salmon',
  amount: grams('smoked-salmon', 50),
  ready: 'Tear the smoked salmon into strips.',
  minutes: 0,
};
const LENTILS: ReadyProtein = { food: 'lentils', amount: grams('lentils', 100), ready: 'Drain and rinse the lentils.', minutes: 0 };
const EDAMAME: ReadyProtein = {
  food: 'frozen-edamame',
  amount: grams('frozen-edamame', 75),
  ready: 'Cook the edamame in boiling water for 3 minutes, then drain.',
  minutes: 3,
};

/** How a salad vegetable is made ready: roasted, blanched, charred or raw. */
function vegReady(item: Veg): { text: string; minutes: number } {
  const name = nm(item.food);
  if (['pumpkin', 'sweet-potato', 'beetroot', 'cauliflower'].includes(item.food)) {
    return {
      text: `${cutSentence([item])} Toss with 1 tsp olive oil and roast at 200°C for ${item.roast} minutes until tender.`,
      minutes: item.roast,
    };
  }
  if (['green-beans', 'asparagus', 'broccoli', 'snow-peas'].includes(item.food)) {
    return { text: `${cutSentence([item])} Blanch in boiling water for 2 minutes, then refresh in cold water.`, minutes: 3 };
  }
  if (item.food === 'frozen-corn') return { text: `Char the ${name} in a hot dry frying pan for 4 minutes.`, minutes: 4 };
  return { text: cutSentence([item]), minutes: 0 };
}

interface Dressing {
  items: Amount[];
  text: string;
}

const DRESSINGS: Dressing[] = [
  { items: [tbs('olive-oil', 0.5), tsp('lemon-juice', 1.5), tsp('dijon-mustard', 0.25)], text: 'olive oil, lemon juice and mustard' },
  {
    items: [tbs('olive-oil', 0.5), tsp('balsamic-vinegar', 1.5), tsp('dijon-mustard', 0.25)],
    text: 'olive oil, balsamic vinegar and mustard',
  },
  {
    items: [tsp('tahini', 2), tsp('lemon-juice', 1.5), tsp('maple-syrup', 0.5)],
    text: 'tahini, lemon juice and maple syrup with a splash of water',
  },
  {
    items: [tbs('olive-oil', 0.5), tsp('apple-cider-vinegar', 1), tsp('dijon-mustard', 0.25), tsp('honey', 0.5)],
    text: 'olive oil, cider vinegar, mustard and honey',
  },
];

const GREENS = [
  grams('baby-spinach', 30),
  grams('rocket', 25),
  grams('mixed-salad-leaves', 30),
  grams('kale', 30),
  grams('cos-lettuce', 50),
];

// ---- salad ----

const salad: Template<[ReadyProtein, Veg, Grain | null]> = {
  dishKind: 'salad',
  quota: 50,
  choices: () =>
    combinations<[ReadyProtein, Veg, Grain | null]>(
      [
        panCooked(PROTEINS.chickenBreast!),
        TUNA,
        panCooked(PROTEINS.salmon!),
        SMOKED_SALMON,
        panCooked(PROTEINS.chickpeas!),
        LENTILS,
        EGGS,
        panCooked(PROTEINS.tofu!),
        panCooked(PROTEINS.prawns!),
        panCooked(PROTEINS.beef!),
      ],
      [
        VEG.avocado!,
        VEG.tomatoes!,
        VEG.cucumber!,
        VEG.pumpkin!,
        VEG.sweetPotato!,
        VEG.beetroot!,
        VEG.capsicum!,
        VEG.corn!,
        VEG.greenBeans!,
        VEG.asparagus!,
        VEG.broccoli!,
      ],
      [GRAINS.quinoa!, GRAINS.brown!, GRAINS.couscous!, GRAINS.barley!, GRAINS.buckwheat!, null],
    ),
  draft: ([protein, hero, grain], random) => {
    const greens = random.pick(GREENS);
    const dressing = random.pick(DRESSINGS);
    const partner = random.pick([VEG.cucumber!, VEG.tomatoes!, VEG.capsicum!, VEG.cabbage!].filter((item) => item.food !== hero.food));
    const cheese = foodById(protein.food).diet.vegetarian && random.chance(0.5) ? [grams('feta', 20)] : [];
    const heroReady = vegReady(hero);
    const serves = random.pick([1, 2, 2, 4]);
    const bread = grain ? [] : [slices('sourdough', 1)];
    const title: TitleWord[] = [F(protein.food), ', ', F(hero.food), ' & ', F(grain ? grain.food : greens.food), ' Salad'];
    const steps = [
      grain ? `${grain.cook} Spread out to cool a little.` : '',
      heroReady.text,
      protein.ready,
      `${cutSentence([partner])} Whisk the ${dressing.text} together and season.`,
      `Toss the ${nm(greens.food)}${grain ? `, ${nm(grain.food)}` : ''}, ${nm(partner.food)} and ${nm(hero.food)} with half the dressing.`,
      `Top with the ${nm(protein.food)}${cheese.length ? ' and crumbled feta' : ''} and drizzle with the remaining dressing.${bread.length ? ' Serve with the sourdough, toasted.' : ''}`,
    ].filter(Boolean);
    return {
      dishKind: 'salad',
      cuisine: 'Modern Australian',
      mealType: grain && random.chance(0.3) ? 'Dinner' : 'Lunch',
      serves,
      title,
      groups: [
        {
          items: [
            protein.amount,
            hero.amount,
            partner.amount,
            greens,
            ...(grain ? [grain.amount] : []),
            ...cheese,
            ...bread,
            ...seasoning(),
          ],
        },
        { heading: 'Dressing', items: dressing.items },
      ],
      method: steps,
      summary: `A filling salad of ${nm(protein.food)} and ${nm(hero.food)}${grain ? ` with ${nm(grain.food)}` : ''}, tossed with a simple dressing.`,
      prepTime: 15,
      cookTime: Math.max(grain?.minutes ?? 0, heroReady.minutes, protein.minutes),
    };
  },
};

// ---- wrap ----

type Spread = 'hummus' | 'tzatziki' | 'avocado';

const wrap: Template<[ReadyProtein, Veg, Spread]> = {
  dishKind: 'wrap',
  quota: 26,
  choices: () =>
    combinations<[ReadyProtein, Veg, Spread]>(
      [
        panCooked(PROTEINS.chickenBreast!),
        TUNA,
        SMOKED_SALMON,
        EGGS,
        panCooked(PROTEINS.chickpeas!),
        panCooked(PROTEINS.beef!),
        panCooked(PROTEINS.tofu!),
        panCooked(PROTEINS.blackBeans!),
      ],
      [VEG.carrot!, VEG.cucumber!, VEG.capsicum!, VEG.tomatoes!, VEG.cabbage!, VEG.beetroot!],
      ['hummus', 'tzatziki', 'avocado'],
    ),
  draft: ([protein, hero, spread], random) => {
    const serves = random.pick([1, 2, 4]);
    const spreadGroup: IngredientGroup =
      spread === 'hummus'
        ? { items: [tbs('hummus', 1.5)] }
        : spread === 'tzatziki'
          ? { heading: 'Tzatziki', items: [tbs('greek-yoghurt', 2), tbs('lebanese-cucumber', 1), tsp('mint', 1), pieces('garlic', 0.125)] }
          : { heading: 'Smashed avocado', items: [pieces('avocado', 0.25), tsp('lemon-juice', 1)] };
    const spreadWord: TitleWord = spread === 'hummus' ? F('hummus') : spread === 'tzatziki' ? 'Tzatziki' : F('avocado');
    const grated = hero.food === 'carrot' || hero.food === 'beetroot';
    const heroFood = hero.food;
    const heroItem = hero.food === 'carrot' ? cups('carrot', 0.25) : hero.food === 'beetroot' ? pieces('beetroot', 0.25) : hero.amount;
    return {
      dishKind: 'wrap',
      cuisine: 'Modern Australian',
      mealType: 'Lunch',
      serves,
      title: [F(protein.food), ', ', F(heroFood), ' & ', spreadWord, ' Wrap'],
      groups: [{ items: [pieces('wraps', 1), protein.amount, heroItem, grams('baby-spinach', 15), ...seasoning()] }, spreadGroup],
      method: [
        protein.ready,
        grated ? `Peel and coarsely grate the ${nm(heroFood)}.` : cutSentence([hero]),
        spread === 'hummus'
          ? 'Warm the wraps in a dry frying pan for 20 seconds each side.'
          : spread === 'tzatziki'
            ? 'Grate the cucumber and squeeze out the liquid, then stir it into the yoghurt with the chopped mint and crushed garlic.'
            : 'Mash the avocado with the lemon juice and season well.',
        `Spread each wrap with the ${spread === 'hummus' ? 'hummus' : spread === 'tzatziki' ? 'tzatziki' : 'smashed avocado'}, then top with the spinach, ${nm(heroFood)} and ${nm(protein.food)}.`,
        'Season, roll up firmly, tucking in the ends, and cut in half to serve.',
      ],
      summary: `A packed-lunch wrap of ${nm(protein.food)} and ${nm(heroFood)} with ${spread === 'hummus' ? 'creamy hummus' : spread === 'tzatziki' ? 'a quick tzatziki' : 'smashed avocado'}.`,
      prepTime: 10,
      cookTime: protein.minutes,
    };
  },
};

// ---- soup ----

interface SoupBase {
  food: string;
  amount: Amount;
  minutes: number;
  cut: string;
}

const SOUP_BASES: SoupBase[] = [
  { food: 'pumpkin', amount: grams('pumpkin', 250), minutes: 20, cut: 'Peel, deseed and chop the butternut pumpkin.' },
  { food: 'sweet-potato', amount: grams('sweet-potato', 200), minutes: 20, cut: 'Peel and chop the sweet potatoes.' },
  { food: 'cauliflower', amount: grams('cauliflower', 200), minutes: 15, cut: 'Cut the cauliflower into florets.' },
  { food: 'carrot', amount: pieces('carrot', 1.5), minutes: 20, cut: 'Peel and slice the carrots.' },
  { food: 'broccoli', amount: grams('broccoli', 175), minutes: 12, cut: 'Cut the broccoli into florets and slice the stalk.' },
  { food: 'frozen-peas', amount: grams('frozen-peas', 125), minutes: 8, cut: '' },
  { food: 'mushrooms', amount: grams('mushrooms', 175), minutes: 15, cut: 'Slice the mushrooms.' },
  { food: 'diced-tomatoes', amount: grams('diced-tomatoes', 200), minutes: 20, cut: '' },
];

type SoupAddition = 'red-lentils' | 'cannellini-beans' | 'chickpeas' | 'chicken-breast' | 'ginger' | 'coconut-milk';

const SOUP_ADDITIONS: Record<SoupAddition, Amount> = {
  'red-lentils': cups('red-lentils', 0.15),
  'cannellini-beans': grams('cannellini-beans', 80),
  chickpeas: grams('chickpeas', 80),
  'chicken-breast': grams('chicken-breast', 100),
  ginger: tsp('ginger', 1),
  'coconut-milk': ml('coconut-milk', 60),
};

/** Additions that flavour but do not fill: these soups come with bread and are a lunch. */
const FLAVOUR_ONLY: SoupAddition[] = ['ginger', 'coconut-milk'];

const soup: Template<[SoupBase, SoupAddition]> = {
  dishKind: 'soup',
  quota: 24,
  choices: () =>
    combinations<[SoupBase, SoupAddition]>(SOUP_BASES, Object.keys(SOUP_ADDITIONS) as SoupAddition[]).filter(
      ([base, addition]) => !FLAVOUR_ONLY.includes(addition) || ['pumpkin', 'sweet-potato', 'carrot', 'cauliflower'].includes(base.food),
    ),
  draft: ([base, addition], random) => {
    const serves = random.pick([4, 4, 6]);
    const extra = SOUP_ADDITIONS[addition];
    const light = FLAVOUR_ONLY.includes(addition);
    const bread = light || random.chance(0.4) ? [slices('sourdough', 1)] : [];
    const topping = random.pick([tbs('greek-yoghurt', 1), tsp('olive-oil', 1), tsp('pepitas', 2)]);
    const simmer = Math.max(base.minutes, addition === 'red-lentils' ? 20 : 0, addition === 'chicken-breast' ? 15 : 0);
    const chicken = addition === 'chicken-breast';
    const beans = addition === 'cannellini-beans' || addition === 'chickpeas';
    const stockFood = chicken ? 'chicken-stock' : 'vegetable-stock';
    return {
      dishKind: 'soup',
      cuisine: 'Modern Australian',
      mealType: light || random.chance(0.6) ? 'Lunch' : 'Dinner',
      serves,
      title: [F(base.food), ' & ', F(extra.food), ' Soup'],
      groups: [
        {
          items: [
            tsp('olive-oil', 1),
            pieces('brown-onion', 0.25),
            pieces('garlic', 0.5),
            base.amount,
            extra,
            ml(stockFood, 300),
            ...seasoning(),
          ],
        },
        { heading: 'To serve', items: [topping, tsp('chives', 1), ...bread] },
      ],
      method: [
        `Finely chop the onion and crush the garlic.${base.cut ? ` ${base.cut}` : ''}${beans ? ` Drain and rinse the ${nm(extra.food)}.` : ''}`,
        'Heat the oil in a large saucepan over medium heat. Cook the onion for 5 minutes until soft, then add the garlic and cook for 1 minute.',
        `Add the ${nm(base.food)}${addition === 'red-lentils' || addition === 'ginger' ? ` and ${nm(extra.food)}` : ''}${chicken ? ' and whole chicken breast fillets' : ''} with the stock. Bring to the boil, then reduce the heat and simmer, covered, for ${simmer} minutes until tender.`,
        chicken
          ? 'Lift out the chicken, shred it with two forks, then blend the soup until smooth and return the chicken.'
          : beans
            ? `Blend the soup until smooth, then stir in the ${nm(extra.food)} and simmer for 3 minutes to heat through.`
            : addition === 'coconut-milk'
              ? 'Stir in the coconut milk, then blend until smooth.'
              : 'Blend the soup until smooth.',
        `Season to taste and serve topped with the ${nm(topping.food)} and chives${bread.length ? ', with the sourdough on the side' : ''}.`,
      ],
      summary: `A smooth ${foodById(base.food).label.toLowerCase()} soup with ${nm(extra.food)}: make a pot and freeze the leftovers for easy lunches.`,
      prepTime: 10,
      cookTime: simmer + 8,
    };
  },
};

// ---- buddha bowl ----

interface BowlDressing {
  items: Amount[];
  text: string;
}

const BOWL_DRESSINGS: BowlDressing[] = [
  {
    items: [tsp('tahini', 2), tsp('lemon-juice', 1.5), tsp('maple-syrup', 0.5)],
    text: 'tahini, lemon juice and maple syrup with a little warm water',
  },
  {
    items: [tsp('miso', 1), tsp('ginger', 0.25), tsp('apple-cider-vinegar', 1), tsp('sesame-oil', 0.5)],
    text: 'miso, ginger, vinegar and sesame oil',
  },
  {
    items: [tsp('peanut-butter', 2), tsp('lime-juice', 1.5), tsp('tamari', 1), tsp('maple-syrup', 0.5)],
    text: 'peanut butter, lime juice, tamari and maple syrup with a little warm water',
  },
];

const buddhaBowl: Template<[ReadyProtein, Veg, Grain]> = {
  dishKind: 'buddha bowl',
  quota: 30,
  choices: () =>
    combinations<[ReadyProtein, Veg, Grain]>(
      [
        panCooked(PROTEINS.tofu!),
        panCooked(PROTEINS.tempeh!),
        panCooked(PROTEINS.chickpeas!),
        EGGS,
        panCooked(PROTEINS.chickenBreast!),
        panCooked(PROTEINS.salmon!),
        EDAMAME,
      ],
      [VEG.sweetPotato!, VEG.pumpkin!, VEG.beetroot!, VEG.broccoli!, VEG.cauliflower!],
      [GRAINS.brown!, GRAINS.quinoa!, GRAINS.buckwheat!, GRAINS.millet!],
    ),
  draft: ([protein, roast, grain], random) => {
    const raw = random.shuffle([VEG.cucumber!, VEG.cabbage!, VEG.avocado!, VEG.carrot!]).slice(0, 2);
    const dressing = random.pick(BOWL_DRESSINGS);
    const roastReady = vegReady(roast);
    const serves = random.pick([2, 2, 4]);
    return {
      dishKind: 'buddha bowl',
      cuisine: 'Modern Australian',
      mealType: 'Lunch',
      serves,
      title: [F(protein.food), ', ', F(roast.food), ' & ', F(grain.food), ' Buddha Bowl'],
      groups: [
        {
          items: [
            grain.amount,
            protein.amount,
            roast.amount,
            ...raw.map((item) => item.amount),
            grams('baby-spinach', 20),
            tsp('sesame-seeds', 1),
          ],
        },
        { heading: 'Dressing', items: dressing.items },
      ],
      method: [
        grain.cook,
        roastReady.text,
        protein.ready,
        `${cutSentence(raw)} Whisk the ${dressing.text} until smooth.`,
        `Divide the ${nm(grain.food)} and spinach between bowls. Arrange the ${nm(roast.food)}, ${nm(raw[0]!.food)}, ${nm(raw[1]!.food)} and ${nm(protein.food)} on top.`,
        'Drizzle with the dressing and sprinkle with the sesame seeds.',
      ],
      summary: `A colourful bowl of ${nm(grain.food)}, ${nm(protein.food)} and ${nm(roast.food)} with crunchy raw vegetables and a creamy dressing.`,
      prepTime: 15,
      cookTime: Math.max(grain.minutes, roastReady.minutes, protein.minutes),
    };
  },
};

export const LUNCH_TEMPLATES: readonly TemplateRunner[] = [runner(salad), runner(wrap), runner(soup), runner(buddhaBowl)];
