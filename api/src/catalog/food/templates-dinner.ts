import { foodById } from './foods.ts';
import { GRAINS, PROTEINS, VEG, capitalise, cutSentence, type Grain, type Protein, type Veg } from './pools.ts';
import {
  F,
  combinations,
  cups,
  grams,
  listOf,
  ml,
  nm,
  pieces,
  seasoning,
  sprigs,
  stalks,
  tbs,
  tsp,
  type Amount,
  runner,
  type Template,
  type TemplateRunner,
} from './recipe-kit.ts';

const isPlant = (protein: Protein) => foodById(protein.food).diet.vegetarian;

// ---- stir-fry ----

interface StirFrySauce {
  word: string;
  /** How a title without nuts names the sauce: before the protein, or after the dish. */
  prefix: string;
  suffix: string;
  items: Amount[];
  /** Plant proteins take only sauces without fish or oyster. */
  vegetarian: boolean;
}

const STIR_FRY_SAUCES: StirFrySauce[] = [
  {
    word: 'soy and ginger',
    prefix: 'Ginger ',
    suffix: '',
    items: [tbs('soy-sauce', 0.5), tsp('honey', 0.5), tsp('sesame-oil', 0.25)],
    vegetarian: true,
  },
  {
    word: 'oyster sauce',
    prefix: '',
    suffix: ' with Oyster Sauce',
    items: [tbs('oyster-sauce', 0.5), tbs('soy-sauce', 0.25)],
    vegetarian: false,
  },
  { word: 'hoisin', prefix: 'Hoisin ', suffix: '', items: [tbs('hoisin-sauce', 0.5), tbs('lime-juice', 0.25)], vegetarian: true },
  {
    word: 'tamari and sesame',
    prefix: 'Sesame ',
    suffix: '',
    items: [tbs('tamari', 0.5), tsp('sesame-oil', 0.25), tsp('maple-syrup', 0.5)],
    vegetarian: true,
  },
];

const STIR_FRY_NUTS: (Amount | null)[] = [grams('cashews', 15), grams('peanuts', 15), tsp('sesame-seeds', 1), null];

const stirFry: Template<[Protein, Veg, Veg, Amount | null]> = {
  dishKind: 'stir-fry',
  quota: 48,
  choices: () => {
    const proteins = [
      PROTEINS.chickenBreast!,
      PROTEINS.chickenThigh!,
      PROTEINS.beef!,
      PROTEINS.pork!,
      PROTEINS.prawns!,
      PROTEINS.tofu!,
      PROTEINS.tempeh!,
    ];
    const vegs = [
      VEG.broccoli!,
      VEG.snowPeas!,
      VEG.capsicum!,
      VEG.bokChoy!,
      VEG.mushrooms!,
      VEG.greenBeans!,
      VEG.asparagus!,
      VEG.sugarSnaps!,
    ];
    const partners = [VEG.carrot!, VEG.capsicum!, VEG.snowPeas!, VEG.mushrooms!];
    return combinations<[Protein, Veg, Veg, Amount | null]>(proteins, vegs, partners, STIR_FRY_NUTS).filter(
      ([, hero, partner]) => hero.food !== partner.food,
    );
  },
  draft: ([protein, hero, partner, nut], random) => {
    const sauce = random.pick(STIR_FRY_SAUCES.filter((item) => item.vegetarian || !isPlant(protein)));
    const grain = random.pick([GRAINS.jasmine!, GRAINS.brown!, GRAINS.riceNoodles!, GRAINS.eggNoodles!, GRAINS.soba!]);
    const serves = random.pick([2, 4, 4]);
    const title = nut
      ? [F(protein.food), ', ', F(hero.food), ' & ', F(nut.food), ' Stir-Fry']
      : [sauce.prefix, F(protein.food), ' & ', F(hero.food), ' Stir-Fry', sauce.suffix];
    const method = [
      grain.cook,
      `${protein.prep} ${cutSentence([hero, partner])} Thinly slice the spring onions.`,
      `Whisk the ${listOf(sauce.items.map((item) => nm(item.food)))} together in a small jug.`,
      `Heat half the oil in a wok over high heat. Stir-fry the ${nm(protein.food)} for ${protein.fry} minutes until ${protein.done}, then transfer to a plate.`,
      `Heat the remaining oil in the wok. Add the ${nm(hero.food)}, ${nm(partner.food)}, garlic and ginger and stir-fry for 3 minutes until just tender.`,
      `Return the ${nm(protein.food)} to the wok, pour in the sauce and toss for 1 minute until glossy.`,
      nut
        ? `Serve with the ${nm(grain.food)}, scattered with the ${nm(nut.food)} and spring onions.`
        : `Serve with the ${nm(grain.food)}, scattered with the spring onions.`,
    ];
    return {
      dishKind: 'stir-fry',
      cuisine: 'Asian',
      mealType: 'Dinner',
      serves,
      title,
      groups: [
        {
          items: [
            protein.amount,
            hero.amount,
            partner.amount,
            pieces('spring-onion', 1),
            pieces('garlic', 0.5),
            tsp('ginger', 0.5),
            tsp('canola-oil', 1.5),
            grain.amount,
            ...(nut ? [nut] : []),
          ],
        },
        { heading: 'Sauce', items: sauce.items },
      ],
      method,
      summary: `A quick ${sauce.word} stir-fry of ${nm(protein.food)}, ${nm(hero.food)} and ${nm(partner.food)}, on the table in about 20 minutes.`,
      prepTime: 15,
      cookTime: Math.max(grain.minutes, protein.fry + 5),
    };
  },
};

// ---- curry ----

type CurryStyle = 'Thai' | 'Indian';

const curry: Template<[CurryStyle, Protein, Veg]> = {
  dishKind: 'curry',
  quota: 40,
  choices: () => [
    ...combinations<[CurryStyle, Protein, Veg]>(
      ['Thai'],
      [PROTEINS.chickenThigh!, PROTEINS.prawns!, PROTEINS.fish!, PROTEINS.tofu!, PROTEINS.chickpeas!],
      [VEG.pumpkin!, VEG.greenBeans!, VEG.snowPeas!, VEG.capsicum!, VEG.eggplant!, VEG.bokChoy!, VEG.sweetPotato!, VEG.broccoli!],
    ),
    ...combinations<[CurryStyle, Protein, Veg]>(
      ['Indian'],
      [PROTEINS.chickenThigh!, PROTEINS.lamb!, PROTEINS.chickpeas!, PROTEINS.lentils!, PROTEINS.tofu!],
      [VEG.cauliflower!, VEG.spinach!, VEG.sweetPotato!, VEG.eggplant!, VEG.peas!, VEG.pumpkin!, VEG.greenBeans!],
    ),
  ],
  draft: ([style, protein, hero], random) => {
    const serves = random.pick([4, 4, 6]);
    const plant = isPlant(protein);
    const simmer = Math.max(protein.fry + 10, hero.roast > 25 ? 20 : 12);
    if (style === 'Thai') {
      const grain = GRAINS.jasmine!;
      const salty = plant ? tsp('tamari', 1) : tsp('fish-sauce', 1);
      return {
        dishKind: 'curry',
        cuisine: 'Thai',
        mealType: 'Dinner',
        serves,
        title: ['Thai ', F(protein.food), ' & ', F(hero.food), ' Curry'],
        groups: [
          {
            heading: 'Curry paste',
            items: [
              stalks('lemongrass', 0.25),
              pieces('garlic', 0.5),
              tsp('ginger', 0.5),
              pieces('red-chilli', 0.25),
              cups('coriander', 0.05),
              tsp('ground-turmeric', 0.25),
            ],
          },
          {
            heading: 'Curry',
            items: [
              tsp('canola-oil', 1),
              pieces('brown-onion', 0.25),
              protein.amount,
              hero.amount,
              ml('coconut-milk', 70),
              ml('vegetable-stock', 100),
              salty,
              tsp('lime-juice', 1),
            ],
          },
          { heading: 'To serve', items: [grain.amount, cups('coriander', 0.05)] },
        ],
        method: [
          `Pound or blitz the lemongrass (white part only), garlic, ginger, chilli, half the coriander and the turmeric into a rough paste.`,
          `${protein.prep} ${cutSentence([hero])}`,
          grain.cook,
          `Heat the oil in a large saucepan over medium heat. Cook the finely chopped onion for 4 minutes until soft, then add the paste and stir for 1 minute until fragrant.`,
          `Add the ${nm(hero.food)}, coconut milk and stock. Bring to a simmer and cook for ${simmer - protein.fry} minutes, until almost tender.`,
          `Add the ${nm(protein.food)} and simmer for ${protein.fry} minutes until ${protein.done}. Stir in the ${nm(salty.food)} and lime juice.`,
          `Serve the curry over the rice, scattered with the remaining coriander.`,
        ],
        summary: `A fragrant Thai curry of ${nm(protein.food)} and ${nm(hero.food)} in coconut milk, with a quick homemade paste.`,
        prepTime: 20,
        cookTime: simmer + 6,
      };
    }
    const grain = GRAINS.basmati!;
    const lentilDal = protein.food === 'lentils';
    return {
      dishKind: 'curry',
      cuisine: 'Indian',
      mealType: 'Dinner',
      serves,
      title: [F(protein.food), ' & ', F(hero.food), lentilDal ? ' Dal' : ' Curry'],
      groups: [
        {
          items: [
            tsp('canola-oil', 1),
            pieces('brown-onion', 0.25),
            pieces('garlic', 0.5),
            tsp('ginger', 0.5),
            tsp('curry-powder', 0.5),
            tsp('ground-cumin', 0.25),
            tsp('garam-masala', 0.25),
            protein.amount,
            hero.amount,
            grams('diced-tomatoes', 100),
            ml('vegetable-stock', 60),
          ],
        },
        { heading: 'To serve', items: [grain.amount, ...(plant ? [] : [tbs('natural-yoghurt', 1)]), cups('coriander', 0.05)] },
      ],
      method: [
        `${protein.prep} ${cutSentence([hero])} Finely chop the onion and crush the garlic.`,
        grain.cook,
        `Heat the oil in a large saucepan over medium heat. Cook the onion for 5 minutes until soft, then add the garlic, ginger, curry powder, cumin and garam masala and stir for 1 minute until fragrant.`,
        plant
          ? `Add the ${nm(protein.food)}, ${nm(hero.food)}, tomatoes and stock. Bring to the boil, then reduce the heat and simmer for ${simmer} minutes, stirring now and then, until thick.`
          : `Add the ${nm(protein.food)} and cook for ${protein.fry} minutes until ${protein.done}. Add the ${nm(hero.food)}, tomatoes and stock and simmer for ${simmer} minutes until thick.`,
        `Taste and season, then serve over the rice${plant ? '' : ' with a spoonful of yoghurt'}, scattered with the coriander.`,
      ],
      summary: `A warming Indian-style ${lentilDal ? 'dal' : 'curry'} of ${nm(protein.food)} and ${nm(hero.food)} simmered in spiced tomato.`,
      prepTime: 15,
      cookTime: simmer + (plant ? 6 : 6 + protein.fry),
    };
  },
};

// ---- tray bake ----

interface TrayFlavour {
  word: string;
  items: Amount[];
  text: string;
}

const TRAY_FLAVOURS: TrayFlavour[] = [
  {
    word: 'lemon and herb',
    items: [tsp('lemon-zest', 0.5), tbs('lemon-juice', 0.5), tsp('dried-oregano', 0.25), pieces('garlic', 0.5)],
    text: 'lemon zest and juice, oregano and crushed garlic',
  },
  {
    word: 'smoky',
    items: [tsp('smoked-paprika', 0.5), tsp('ground-cumin', 0.25), pieces('garlic', 0.5)],
    text: 'smoked paprika, cumin and crushed garlic',
  },
  {
    word: 'balsamic and rosemary',
    items: [tbs('balsamic-vinegar', 0.5), sprigs('rosemary', 0.5), pieces('garlic', 0.5)],
    text: 'balsamic vinegar, rosemary leaves and crushed garlic',
  },
];

const trayBake: Template<[Protein, Veg, Veg]> = {
  dishKind: 'tray bake',
  quota: 36,
  choices: () => {
    const proteins = [
      PROTEINS.chickenThigh!,
      PROTEINS.salmon!,
      PROTEINS.chickpeas!,
      PROTEINS.tofu!,
      PROTEINS.pork!,
      PROTEINS.lamb!,
      PROTEINS.fish!,
    ];
    const vegs = [
      VEG.sweetPotato!,
      VEG.pumpkin!,
      VEG.zucchini!,
      VEG.capsicum!,
      VEG.broccoli!,
      VEG.cauliflower!,
      VEG.potatoes!,
      VEG.carrot!,
      VEG.tomatoes!,
      VEG.sprouts!,
      VEG.fennel!,
      VEG.asparagus!,
      VEG.eggplant!,
      VEG.beetroot!,
    ];
    return combinations<[Protein, Veg, Veg]>(proteins, vegs, vegs).filter(([, a, b]) => vegs.indexOf(a) < vegs.indexOf(b));
  },
  draft: ([protein, first, second], random) => {
    const flavour = random.pick(TRAY_FLAVOURS);
    const serves = random.pick([2, 4, 4]);
    const [slow, quick] = first.roast >= second.roast ? [first, second] : [second, first];
    const vegMinutes = slow.roast;
    const proteinIn = Math.min(protein.roast, vegMinutes);
    const quickIn = Math.min(quick.roast, vegMinutes);
    const side = random.pick([grams('rocket', 20), grams('baby-spinach', 30)]);
    const starchy = [first, second].some((item) => ['baby-potatoes', 'sweet-potato', 'pumpkin', 'beetroot'].includes(item.food));
    const grain = starchy ? null : random.pick([GRAINS.couscous!, GRAINS.quinoa!]);
    const method = [
      'Preheat the oven to 200°C (180°C fan) and line a large baking tray with baking paper.',
      `${cutSentence([slow, quick])} ${protein.roastPrep}`,
      `Mix the olive oil with the ${flavour.text}. Season with salt and pepper.`,
      `Toss the ${nm(slow.food)} with half the flavoured oil on the tray and roast for ${vegMinutes - Math.max(proteinIn, quickIn)} minutes.`,
      quickIn >= proteinIn
        ? `Add the ${nm(quick.food)}, toss, and roast for ${quickIn - proteinIn} minutes more.`
        : `Add the ${nm(protein.food)}, brushed with the remaining flavoured oil, and roast for ${proteinIn - quickIn} minutes more.`,
      quickIn >= proteinIn
        ? `Add the ${nm(protein.food)}, brushed with the remaining flavoured oil, and roast for ${proteinIn} minutes until ${protein.done}.`
        : `Add the ${nm(quick.food)} and roast for ${quickIn} minutes more, until everything is cooked through and tender.`,
      grain ? `Meanwhile: ${grain.cook.charAt(0).toLowerCase()}${grain.cook.slice(1)}` : '',
      `Serve straight from the tray with the ${nm(side.food)}${grain ? ` and ${nm(grain.food)}` : ''}.`,
    ];
    return {
      dishKind: 'tray bake',
      cuisine: 'Mediterranean',
      mealType: 'Dinner',
      serves,
      title: [F(protein.food), ', ', F(first.food), ' & ', F(second.food), ' Tray Bake'],
      groups: [
        { items: [protein.amount, first.amount, second.amount, tbs('olive-oil', 0.5), ...flavour.items, ...seasoning()] },
        { heading: 'To serve', items: [side, ...(grain ? [grain.amount] : [])] },
      ],
      method: method.filter((step) => step && !/for 0 minutes/.test(step)),
      summary: `One tray, ${flavour.word} ${nm(protein.food)} roasted with ${nm(first.food)} and ${nm(second.food)}: little washing up, lots of flavour.`,
      prepTime: 15,
      cookTime: vegMinutes,
    };
  },
};

// ---- pasta ----

type PastaSauce = 'Tomato' | 'Pesto' | 'Lemon';

const pasta: Template<[Protein, Veg, PastaSauce, string]> = {
  dishKind: 'pasta',
  quota: 36,
  choices: () =>
    combinations<[Protein, Veg, PastaSauce, string]>(
      [
        PROTEINS.chickenBreast!,
        PROTEINS.beefMince!,
        PROTEINS.prawns!,
        PROTEINS.lentils!,
        PROTEINS.whiteBeans!,
        PROTEINS.turkeyMince!,
        PROTEINS.salmon!,
      ],
      [VEG.zucchini!, VEG.tomatoes!, VEG.spinach!, VEG.mushrooms!, VEG.broccoli!, VEG.asparagus!, VEG.peas!, VEG.kale!, VEG.eggplant!],
      ['Tomato', 'Pesto', 'Lemon'],
      ['spaghetti', 'penne', 'fusilli', 'wholemeal-spaghetti'],
    ).filter(
      ([protein, , sauce]) => !(protein.food.endsWith('mince') && sauce !== 'Tomato') && !(protein.food === 'salmon' && sauce === 'Tomato'),
    ),
  draft: ([protein, hero, sauce, pastaFood], random) => {
    const serves = random.pick([2, 4, 4]);
    const pastaAmount = grams(pastaFood, 80);
    const isMince = protein.food.endsWith('mince');
    const sauceGroup: { heading?: string; items: Amount[] } =
      sauce === 'Tomato'
        ? {
            heading: 'Sauce',
            items: [
              pieces('brown-onion', 0.25),
              pieces('garlic', 0.5),
              tbs('tomato-paste', 0.25),
              grams('diced-tomatoes', 200),
              tsp('dried-oregano', 0.25),
            ],
          }
        : sauce === 'Pesto'
          ? {
              heading: 'Pesto',
              items: [
                cups('basil', 0.25),
                tbs('parmesan', 1),
                tsp('pine-nuts', 2),
                tbs('olive-oil', 0.5),
                pieces('garlic', 0.25),
                tsp('lemon-juice', 1),
              ],
            }
          : {
              heading: 'Lemon sauce',
              items: [
                tsp('lemon-zest', 0.5),
                tbs('lemon-juice', 0.5),
                pieces('garlic', 0.5),
                tsp('chilli-flakes', 0.125),
                tbs('parmesan', 1),
              ],
            };
    const sauceStep =
      sauce === 'Tomato'
        ? `Add the finely chopped onion and garlic and cook for 3 minutes. Stir in the tomato paste, tomatoes and oregano and simmer for ${isMince ? 15 : 10} minutes until thick.`
        : sauce === 'Pesto'
          ? 'Meanwhile, blitz the basil, parmesan, pine nuts, garlic, lemon juice and olive oil into a pesto.'
          : 'Add the crushed garlic and chilli flakes and cook for 1 minute, then add the lemon zest and juice.';
    const word = { Tomato: 'Tomato', Pesto: 'Pesto', Lemon: 'Lemon' }[sauce];
    return {
      dishKind: 'pasta',
      cuisine: 'Italian',
      mealType: 'Dinner',
      serves,
      title: isMince
        ? [F(protein.food), ' & ', F(hero.food), ' ', F(pastaFood), ' Bolognese']
        : [F(protein.food), ', ', F(hero.food), ` & ${word} `, F(pastaFood)],
      groups: [{ items: [pastaAmount, protein.amount, hero.amount, tsp('olive-oil', 1.5), ...seasoning()] }, sauceGroup],
      method: [
        `Cook the ${nm(pastaFood)} in a large saucepan of boiling salted water following the packet directions. Reserve ½ cup of the cooking water, then drain.`,
        `${protein.prep} ${cutSentence([hero])}`,
        `Heat the oil in a large frying pan over medium-high heat. Cook the ${nm(protein.food)} for ${protein.fry} minutes until ${protein.done}${isMince ? '' : ', then transfer to a plate'}.`,
        sauceStep,
        `Add the ${nm(hero.food)} and cook for 2-3 minutes until just tender.`,
        `${isMince ? 'Toss' : `Return the ${nm(protein.food)} to the pan and toss`} the pasta through the ${sauce === 'Pesto' ? 'pan with the pesto' : 'sauce'}, loosening with a little of the cooking water. Season and serve${sauce === 'Tomato' ? '' : ' with extra parmesan'}.`,
      ],
      summary: `${capitalise(nm(pastaFood))} with ${nm(protein.food)}, ${nm(hero.food)} and a ${sauce === 'Tomato' ? 'rich tomato sauce' : sauce === 'Pesto' ? 'fresh basil pesto' : 'zesty lemon, garlic and chilli sauce'}.`,
      prepTime: 10,
      cookTime: isMince ? 25 : 15,
    };
  },
};

// ---- burrito bowl ----

const burritoBowl: Template<[Protein, Veg, Grain]> = {
  dishKind: 'burrito bowl',
  quota: 20,
  choices: () =>
    combinations<[Protein, Veg, Grain]>(
      [
        PROTEINS.chickenBreast!,
        PROTEINS.beefMince!,
        PROTEINS.turkeyMince!,
        PROTEINS.blackBeans!,
        PROTEINS.kidneyBeans!,
        PROTEINS.prawns!,
        PROTEINS.tofu!,
      ],
      [VEG.corn!, VEG.capsicum!, VEG.tomatoes!, VEG.cabbage!, VEG.sweetPotato!],
      [GRAINS.brown!, GRAINS.quinoa!],
    ),
  draft: ([protein, hero, grain], random) => {
    const serves = random.pick([2, 4]);
    const plant = isPlant(protein);
    const creamy = plant && random.chance(0.5) ? pieces('avocado', 0.25) : tbs('greek-yoghurt', 1);
    const extraVeg = hero.food === 'frozen-corn' ? VEG.tomatoes! : VEG.corn!;
    return {
      dishKind: 'burrito bowl',
      cuisine: 'Mexican',
      mealType: random.pick(['Lunch', 'Dinner'] as const),
      serves,
      title: [F(protein.food), ' & ', F(hero.food), ' Burrito Bowl'],
      groups: [
        {
          items: [
            grain.amount,
            protein.amount,
            tsp('smoked-paprika', 0.5),
            tsp('ground-cumin', 0.25),
            tsp('chilli-powder', 0.125),
            tsp('olive-oil', 1),
            hero.amount,
            extraVeg.amount,
            ...seasoning(),
          ],
        },
        { heading: 'To serve', items: [tbs('salsa', 1.5), creamy, cups('coriander', 0.05), pieces('lime', 0.25)] },
      ],
      method: [
        grain.cook,
        `${protein.prep} ${cutSentence([hero, extraVeg])}`,
        `Heat the oil in a frying pan over medium-high heat. Add the ${nm(protein.food)} with the paprika, cumin and chilli powder and cook for ${protein.fry} minutes until ${protein.done}.`,
        hero.roast >= 30
          ? `Meanwhile, roast the ${nm(hero.food)} at 200°C for ${hero.roast} minutes until tender.`
          : hero.roast === 0
            ? `Keep the ${nm(hero.food)} raw for crunch.`
            : `Char the ${nm(hero.food)} in a hot dry pan for 3-4 minutes.`,
        `Divide the ${nm(grain.food)} between bowls and top with the ${nm(protein.food)}, ${nm(hero.food)} and ${nm(extraVeg.food)}.`,
        `Finish with the salsa, ${nm(creamy.food)} and coriander, with lime wedges to squeeze over.`,
      ],
      summary: `A Mexican-style bowl of spiced ${nm(protein.food)}, ${nm(hero.food)} and ${nm(grain.food)} with salsa and lime.`,
      prepTime: 15,
      cookTime: Math.max(grain.minutes, hero.roast >= 30 ? hero.roast : protein.fry + 4),
    };
  },
};

export const DINNER_TEMPLATES: readonly TemplateRunner[] = [
  runner(stirFry),
  runner(curry),
  runner(trayBake),
  runner(pasta),
  runner(burritoBowl),
];
