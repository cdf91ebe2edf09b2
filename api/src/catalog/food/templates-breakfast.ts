import { foodById } from './foods.ts';
import { capitalise } from './pools.ts';
import {
  F,
  combinations,
  cups,
  grams,
  listOf,
  ml,
  nm,
  pairs,
  pieces,
  regionalTitle,
  seasoning,
  slices,
  tbs,
  tsp,
  type Amount,
  runner,
  type Template,
  type TemplateRunner,
  type TitleWord,
} from './recipe-kit.ts';

/** Fruit as a breakfast uses it, per serve, with how it is made ready. */
interface Fruit {
  amount: Amount;
  prep: string;
}

const fruit = (amount: Amount, prep: string): Fruit => ({ amount, prep });

const FRUIT: Record<string, Fruit> = {
  banana: fruit(pieces('banana', 0.5), 'slice the banana'),
  blueberries: fruit(cups('blueberries', 0.25), 'rinse the blueberries'),
  raspberries: fruit(cups('raspberries', 0.25), 'rinse the raspberries'),
  strawberries: fruit(cups('strawberries', 0.33), 'hull and quarter the strawberries'),
  mango: fruit(pieces('mango', 0.25), 'peel and dice the mango'),
  apple: fruit(pieces('apple', 0.5), 'coarsely grate the apple'),
  pear: fruit(pieces('pear', 0.5), 'core and dice the pear'),
  passionfruit: fruit(pieces('passionfruit', 1), 'halve the passionfruit and scoop out the pulp'),
  peach: fruit(pieces('peach', 0.5), 'slice the peach'),
  cherries: fruit(cups('cherries', 0.25), 'pit and halve the cherries'),
  kiwifruit: fruit(pieces('kiwifruit', 1), 'peel and slice the kiwifruit'),
  figs: fruit(pieces('figs', 1), 'quarter the figs'),
  blackberries: fruit(cups('blackberries', 0.25), 'rinse the blackberries'),
  pomegranate: fruit(tbs('pomegranate-seeds', 1.5), 'measure the pomegranate seeds'),
  plum: fruit(pieces('plum', 1), 'stone and slice the plums'),
};

const NUT_TOPPINGS = [
  tbs('almonds', 0.5),
  tbs('walnuts', 0.5),
  tbs('pecans', 0.5),
  tbs('hazelnuts', 0.5),
  tbs('pepitas', 0.5),
  tbs('flaked-almonds', 0.75),
  tbs('pistachios', 0.5),
];
const PLANT_MILKS = ['almond-milk', 'soy-milk'];

const fruitFood = (item: Fruit) => item.amount.food;

// ---- overnight oats ----

const overnightOats: Template<[Fruit, Amount]> = {
  dishKind: 'overnight oats',
  quota: 30,
  choices: () =>
    combinations<[Fruit, Amount]>(
      [
        FRUIT.banana!,
        FRUIT.blueberries!,
        FRUIT.raspberries!,
        FRUIT.strawberries!,
        FRUIT.mango!,
        FRUIT.apple!,
        FRUIT.pear!,
        FRUIT.peach!,
        FRUIT.cherries!,
        FRUIT.blackberries!,
        FRUIT.passionfruit!,
      ],
      NUT_TOPPINGS,
    ),
  draft: ([topFruit, nut], random) => {
    const milk = random.pick(['milk', 'reduced-fat-milk', ...PLANT_MILKS]);
    const plant = PLANT_MILKS.includes(milk);
    const sweetener = plant ? tsp('maple-syrup', 1) : random.pick([tsp('honey', 1), tsp('maple-syrup', 1)]);
    const yoghurt = plant ? [] : [tbs('greek-yoghurt', 2)];
    const serves = random.pick([1, 2, 2, 4]);
    return {
      dishKind: 'overnight oats',
      cuisine: 'Breakfast classics',
      mealType: 'Breakfast',
      serves,
      title: [F(fruitFood(topFruit)), ' & ', F(nut.food), ' Overnight Oats'],
      groups: [
        { items: [cups('rolled-oats', 0.5), ml(milk, 125), ...yoghurt, tsp('chia-seeds', 1), sweetener, tsp('ground-cinnamon', 0.125)] },
        { heading: 'Topping', items: [topFruit.amount, nut] },
      ],
      method: [
        `Combine the oats, ${nm(milk)}${plant ? '' : ', yoghurt'}, chia seeds, ${nm(sweetener.food)} and cinnamon in a bowl or jars and stir well.`,
        'Cover and refrigerate overnight, or for at least 4 hours, until thick and creamy.',
        `In the morning, stir, loosening with a splash more ${nm(milk)} if needed. ${capitalise(topFruit.prep)}.`,
        `Roughly chop the ${nm(nut.food)}. Top the oats with the ${nm(fruitFood(topFruit))} and ${nm(nut.food)} and serve cold.`,
      ],
      summary: `Creamy no-cook oats soaked overnight, topped with ${nm(fruitFood(topFruit))} and ${nm(nut.food)}: breakfast that is ready when you are.`,
      prepTime: 10,
      cookTime: 0,
    };
  },
};

// ---- smoothie bowl ----

const smoothieBowl: Template<[Amount, Fruit]> = {
  dishKind: 'smoothie bowl',
  quota: 20,
  choices: () =>
    combinations<[Amount, Fruit]>(
      [cups('frozen-blueberries', 0.75), cups('frozen-raspberries', 0.75), cups('frozen-mango', 0.75), cups('frozen-strawberries', 0.75)],
      [
        FRUIT.kiwifruit!,
        FRUIT.passionfruit!,
        FRUIT.banana!,
        FRUIT.blueberries!,
        FRUIT.raspberries!,
        FRUIT.strawberries!,
        FRUIT.pomegranate!,
        FRUIT.mango!,
      ],
    ).filter(([frozen, top]) => foodById(frozen.food).label !== foodById(fruitFood(top)).label),
  draft: ([frozen, top], random) => {
    const liquid = random.pick(['almond-milk', 'soy-milk', 'coconut-water', 'milk']);
    const creamy = random.chance(0.5) ? [tbs('greek-yoghurt', 2)] : [];
    const crunch = random.pick([
      tbs('coconut-flakes', 1),
      tsp('chia-seeds', 2),
      tbs('pepitas', 0.5),
      tbs('hemp-seeds', 0.5),
      tbs('granola', 2),
    ]);
    const serves = random.pick([1, 2]);
    return {
      dishKind: 'smoothie bowl',
      cuisine: 'Breakfast classics',
      mealType: 'Breakfast',
      serves,
      title: [F(frozen.food), ' & ', F(fruitFood(top)), ' Smoothie Bowl'],
      groups: [
        { items: [frozen, pieces('frozen-banana', 0.5), ml(liquid, 80), ...creamy] },
        { heading: 'Toppings', items: [top.amount, crunch] },
      ],
      method: [
        `Blend the ${nm(frozen.food)}, frozen banana${creamy.length ? ', yoghurt' : ''} and ${nm(liquid)} until thick and smooth, stopping to scrape down the sides. Add only as much liquid as it needs to turn.`,
        `${capitalise(top.prep)}.`,
        'Spoon the smoothie into chilled bowls.',
        `Top with the ${nm(fruitFood(top))} and ${nm(crunch.food)} and eat straight away.`,
      ],
      summary: `A thick, spoonable ${foodById(frozen.food).label.toLowerCase()} smoothie bowl topped with ${nm(fruitFood(top))} and ${nm(crunch.food)}.`,
      prepTime: 10,
      cookTime: 0,
    };
  },
};

// ---- porridge ----

const SPICES = [tsp('ground-cinnamon', 0.25), tsp('ground-cardamom', 0.125), tsp('ground-ginger', 0.25), tsp('ground-nutmeg', 0.125)];

const porridge: Template<[Amount, Fruit]> = {
  dishKind: 'porridge',
  quota: 16,
  choices: () =>
    combinations<[Amount, Fruit]>(SPICES, [
      FRUIT.apple!,
      FRUIT.pear!,
      FRUIT.banana!,
      FRUIT.blueberries!,
      FRUIT.raspberries!,
      FRUIT.figs!,
      FRUIT.peach!,
      FRUIT.plum!,
      FRUIT.blackberries!,
    ]),
  draft: ([spice, top], random) => {
    const milk = random.pick(['milk', 'reduced-fat-milk', ...PLANT_MILKS]);
    const nut = random.pick(NUT_TOPPINGS);
    const sweetener = PLANT_MILKS.includes(milk) ? tsp('maple-syrup', 1) : random.pick([tsp('honey', 1), tsp('maple-syrup', 1)]);
    const cooked = ['apple', 'pear'].includes(fruitFood(top));
    const serves = random.pick([1, 2, 2]);
    return {
      dishKind: 'porridge',
      cuisine: 'Breakfast classics',
      mealType: 'Breakfast',
      serves,
      title: [F(spice.food), ' ', F(fruitFood(top)), ' Porridge'],
      groups: [
        { items: [cups('rolled-oats', 0.5), ml(milk, 200), spice, ...(cooked ? [top.amount] : [])] },
        { heading: 'To serve', items: [...(cooked ? [] : [top.amount]), nut, sweetener] },
      ],
      method: [
        cooked ? `${capitalise(top.prep)}.` : `${capitalise(top.prep)} and set aside.`,
        `Put the oats, ${nm(milk)} and ${nm(spice.food)}${cooked ? ` with the ${nm(fruitFood(top))}` : ''} in a saucepan over medium heat.`,
        'Bring to a gentle simmer and cook, stirring often, for 5-6 minutes until thick and creamy. Add a splash more milk if it gets too thick.',
        `Spoon into bowls and top with ${cooked ? '' : `the ${nm(fruitFood(top))}, `}the chopped ${nm(nut.food)} and a drizzle of ${nm(sweetener.food)}.`,
      ],
      summary: `Warming ${foodById(spice.food).label.toLowerCase()}-spiced porridge with ${nm(fruitFood(top))}, ready in under 10 minutes.`,
      prepTime: 5,
      cookTime: 8,
    };
  },
};

// ---- frittata (and its muffin-tin cousin, the egg muffins snack) ----

export const FRITTATA_VEG: Amount[] = [
  grams('baby-spinach', 25),
  pieces('zucchini', 0.25),
  grams('mushrooms', 50),
  pieces('red-capsicum', 0.25),
  grams('cherry-tomatoes', 50),
  grams('asparagus', 40),
  grams('sweet-potato', 60),
  grams('kale', 20),
  pieces('leek', 0.125),
  grams('broccoli', 50),
  grams('frozen-peas', 30),
];
export const FRITTATA_CHEESES: Amount[] = [
  grams('feta', 20),
  tbs('parmesan', 1),
  grams('goats-cheese', 20),
  tbs('cheddar', 1.5),
  tbs('ricotta', 1.5),
];

const VEG_PREP: Record<string, string> = {
  'baby-spinach': 'roughly chop the baby spinach',
  zucchini: 'coarsely grate the zucchini and squeeze out the liquid',
  mushrooms: 'slice the button mushrooms',
  'red-capsicum': 'dice the red capsicum',
  'cherry-tomatoes': 'halve the cherry tomatoes',
  asparagus: 'cut the asparagus into 3 cm lengths',
  'sweet-potato': 'peel and cut the sweet potato into 1 cm dice',
  kale: 'finely shred the kale leaves',
  leek: 'thinly slice the leek',
  broccoli: 'cut the broccoli into small florets',
  'frozen-peas': 'thaw the frozen peas',
};

export function eggVegPrep(items: readonly Amount[]): string {
  const parts = items.map((item) => VEG_PREP[item.food] ?? `prepare the ${nm(item.food)}`);
  return `${capitalise(listOf(parts))}.`;
}

const frittata: Template<[[Amount, Amount], Amount]> = {
  dishKind: 'frittata',
  quota: 24,
  choices: () => combinations<[[Amount, Amount], Amount]>(pairs(FRITTATA_VEG), FRITTATA_CHEESES),
  draft: ([[first, second], cheese], random) => {
    const serves = random.pick([4, 4, 6]);
    const herb = random.pick([tsp('chives', 1), tsp('basil', 2), tsp('parsley', 1)]);
    const mealType = random.chance(0.6) ? 'Breakfast' : 'Lunch';
    const lunchSides =
      mealType === 'Lunch' ? [{ heading: 'To serve', items: [grams('mixed-salad-leaves', 40), slices('wholegrain-bread', 1)] }] : [];
    return {
      dishKind: 'frittata',
      cuisine: 'Mediterranean',
      mealType,
      serves,
      title: [F(first.food), ', ', F(second.food), ' & ', F(cheese.food), ' Frittata'],
      groups: [
        { items: [pieces('egg', 2), tbs('milk', 0.5), first, second, cheese, herb, tsp('olive-oil', 0.5), ...seasoning()] },
        ...lunchSides,
      ],
      method: [
        'Preheat the oven to 180°C (160°C fan).',
        `${eggVegPrep([first, second])} Chop the ${nm(herb.food)}.`,
        `Whisk the eggs and milk in a jug with the ${nm(herb.food)}, and season.`,
        `Heat the oil in a 24 cm ovenproof frying pan over medium heat. Cook the ${nm(first.food)} and ${nm(second.food)} for 4-5 minutes until softened.`,
        `Pour in the egg mixture, scatter with the ${nm(cheese.food)} and cook for 3 minutes until the edge begins to set.`,
        `Transfer the pan to the oven and bake for 15 minutes until puffed and just set in the centre. Rest for 5 minutes, then cut into wedges${lunchSides.length ? ' and serve with the salad leaves and toasted wholegrain bread' : ''}.`,
      ],
      summary: `A golden baked frittata with ${nm(first.food)}, ${nm(second.food)} and ${nm(cheese.food)}: good warm for breakfast or cold in a lunchbox.`,
      prepTime: 15,
      cookTime: 25,
    };
  },
};

// ---- on toast ----

interface ToastTopping {
  title: TitleWord[];
  items: Amount[];
  steps: string[];
  /** minutes at the stove, beyond the toaster */
  minutes: number;
}

const TOAST_TOPPINGS: ToastTopping[] = [
  {
    title: ['Smashed ', F('avocado'), ' & Poached ', F('egg')],
    items: [pieces('avocado', 0.5), tsp('lemon-juice', 1), pieces('egg', 1), tsp('chilli-flakes', 0.125)],
    steps: [
      'Mash the avocado with the lemon juice and season.',
      'Poach the eggs in gently simmering water for 3-4 minutes for a runny yolk.',
    ],
    minutes: 6,
  },
  {
    title: [F('avocado'), ', ', F('feta'), ' & ', F('cherry-tomatoes')],
    items: [pieces('avocado', 0.5), grams('feta', 20), grams('cherry-tomatoes', 60), tsp('olive-oil', 0.5)],
    steps: ['Mash the avocado and season. Halve the cherry tomatoes and toss with the olive oil.'],
    minutes: 0,
  },
  {
    title: [F('avocado'), ' & ', F('smoked-salmon')],
    items: [pieces('avocado', 0.5), grams('smoked-salmon', 50), tsp('lemon-juice', 1), tsp('dill', 1)],
    steps: ['Mash the avocado with the lemon juice and season.'],
    minutes: 0,
  },
  {
    title: [F('ricotta'), ', ', F('strawberries'), ' & ', F('honey')],
    items: [tbs('ricotta', 2), grams('strawberries', 60), tsp('honey', 1)],
    steps: ['Hull and slice the strawberries.'],
    minutes: 0,
  },
  {
    title: [F('peanut-butter'), ' & ', F('banana')],
    items: [tbs('peanut-butter', 1), pieces('banana', 0.5), tsp('ground-cinnamon', 0.125)],
    steps: ['Slice the banana.'],
    minutes: 0,
  },
  {
    title: ['Garlic ', F('mushrooms'), ' & ', F('baby-spinach')],
    items: [grams('mushrooms', 100), grams('baby-spinach', 30), pieces('garlic', 0.5), tsp('olive-oil', 1), tsp('thyme', 0.25)],
    steps: [
      'Slice the mushrooms and crush the garlic.',
      'Heat the oil in a frying pan over high heat and cook the mushrooms for 5 minutes until golden. Add the garlic and thyme for 1 minute, then wilt in the spinach.',
    ],
    minutes: 7,
  },
  {
    title: ['Scrambled ', F('egg'), 's & ', F('smoked-salmon')],
    items: [pieces('egg', 2), tbs('milk', 1), grams('smoked-salmon', 40), tsp('chives', 1)],
    steps: [
      'Whisk the eggs with the milk and season.',
      'Cook in a non-stick pan over low heat, stirring gently, for 2-3 minutes until just set.',
    ],
    minutes: 4,
  },
  {
    title: [F('cottage-cheese'), ', ', F('tomato'), ' & ', F('basil')],
    items: [tbs('cottage-cheese', 3), pieces('tomato', 0.5), tsp('basil', 2)],
    steps: ['Slice the tomato and tear the basil leaves.'],
    minutes: 0,
  },
  {
    title: [F('ricotta'), ', ', F('figs'), ' & ', F('walnuts')],
    items: [tbs('ricotta', 2), pieces('figs', 1), tsp('walnuts', 2), tsp('honey', 0.5)],
    steps: ['Slice the figs and roughly chop the walnuts.'],
    minutes: 0,
  },
  {
    title: [F('almond-butter'), ' & ', F('raspberries')],
    items: [tbs('almond-butter', 1), cups('raspberries', 0.25)],
    steps: ['Lightly crush the raspberries with a fork.'],
    minutes: 0,
  },
  {
    title: ['Smashed ', F('frozen-peas'), ', ', F('feta'), ' & ', F('mint')],
    items: [grams('frozen-peas', 60), grams('feta', 20), tsp('mint', 1), tsp('lemon-juice', 1)],
    steps: ['Cook the peas in boiling water for 2 minutes, drain, then roughly smash with the lemon juice and chopped mint.'],
    minutes: 3,
  },
  {
    title: [F('hummus'), ', ', F('lebanese-cucumber'), ' & ', F('egg')],
    items: [tbs('hummus', 1.5), pieces('lebanese-cucumber', 0.25), pieces('egg', 1)],
    steps: ['Boil the eggs for 8 minutes, cool in cold water, peel and slice.', 'Thinly slice the cucumber.'],
    minutes: 10,
  },
];

const onToast: Template<[ToastTopping, string]> = {
  dishKind: 'toast',
  quota: 16,
  choices: () => combinations<[ToastTopping, string]>(TOAST_TOPPINGS, ['sourdough', 'wholegrain-bread']),
  draft: ([topping, bread], random) => {
    const serves = random.pick([1, 2, 2]);
    const breadWord: TitleWord[] = bread === 'sourdough' ? [F('sourdough')] : [F('wholegrain-bread'), ' Toast'];
    const toppingText = regionalTitle(topping.title).AU.toLowerCase().replace(' & ', ' and ');
    return {
      dishKind: 'toast',
      cuisine: 'Cafe style',
      mealType: 'Breakfast',
      serves,
      title: [...topping.title, ' on ', ...breadWord],
      groups: [{ items: [slices(bread, 1), ...topping.items, ...seasoning()] }],
      method: [
        ...topping.steps,
        `Toast the ${nm(bread)} until golden.`,
        `Top the toast with the ${toppingText}, season and serve straight away.`,
      ],
      summary: `A cafe-style breakfast of ${toppingText} on toasted ${nm(bread)}, made at home in minutes.`,
      prepTime: 5,
      cookTime: topping.minutes + 3,
    };
  },
};

// ---- chia pudding ----

type ChiaFlavour = 'vanilla' | 'cacao' | 'coconut' | 'cinnamon';

const CHIA_FLAVOURS: Record<ChiaFlavour, { word: TitleWord; items: Amount[] }> = {
  vanilla: { word: F('vanilla'), items: [tsp('vanilla', 0.25)] },
  cacao: { word: F('cocoa'), items: [tsp('cocoa', 1)] },
  coconut: { word: F('coconut-milk'), items: [ml('coconut-milk', 40), tsp('desiccated-coconut', 1)] },
  cinnamon: { word: F('ground-cinnamon'), items: [tsp('ground-cinnamon', 0.25)] },
};

const chiaPudding: Template<[ChiaFlavour, Fruit]> = {
  dishKind: 'chia pudding',
  quota: 14,
  choices: () =>
    combinations<[ChiaFlavour, Fruit]>(
      ['vanilla', 'cacao', 'coconut', 'cinnamon'],
      [
        FRUIT.mango!,
        FRUIT.passionfruit!,
        FRUIT.raspberries!,
        FRUIT.blueberries!,
        FRUIT.banana!,
        FRUIT.kiwifruit!,
        FRUIT.strawberries!,
        FRUIT.cherries!,
      ],
    ),
  draft: ([flavour, top], random) => {
    const milk = random.pick(['almond-milk', 'soy-milk', 'milk']);
    const sweetener = random.pick([tsp('maple-syrup', 1), tsp('honey', 1)]);
    const serves = random.pick([2, 2, 4]);
    const flavourItems = CHIA_FLAVOURS[flavour].items;
    return {
      dishKind: 'chia pudding',
      cuisine: 'Breakfast classics',
      mealType: 'Breakfast',
      serves,
      title: [CHIA_FLAVOURS[flavour].word, ' & ', F(fruitFood(top)), ' Chia Pudding'],
      groups: [
        { items: [tbs('chia-seeds', 2), ml(milk, flavour === 'coconut' ? 100 : 140), ...flavourItems, sweetener] },
        { heading: 'Topping', items: [top.amount] },
      ],
      method: [
        `Whisk the chia seeds, ${nm(milk)}, ${listOf(flavourItems.map((item) => nm(item.food)))} and ${nm(sweetener.food)} in a bowl.`,
        'Stand for 5 minutes, then whisk again to break up any clumps.',
        'Cover and refrigerate for at least 3 hours, or overnight, until thick and set.',
        `${capitalise(top.prep)}. Spoon the pudding into glasses and top with the ${nm(fruitFood(top))}.`,
      ],
      summary: `A make-ahead chia pudding with ${listOf(flavourItems.map((item) => nm(item.food)))}, topped with ${nm(fruitFood(top))}.`,
      prepTime: 10,
      cookTime: 0,
    };
  },
};

// ---- yoghurt parfait ----

const parfait: Template<[Fruit, Amount]> = {
  dishKind: 'parfait',
  quota: 14,
  choices: () =>
    combinations<[Fruit, Amount]>(
      [
        FRUIT.mango!,
        FRUIT.raspberries!,
        FRUIT.blueberries!,
        FRUIT.strawberries!,
        FRUIT.passionfruit!,
        FRUIT.kiwifruit!,
        FRUIT.peach!,
        FRUIT.cherries!,
        FRUIT.pomegranate!,
      ],
      [tbs('granola', 2), tbs('pistachios', 1), tbs('flaked-almonds', 1), tbs('walnuts', 1), tbs('pepitas', 1), tbs('coconut-flakes', 1.5)],
    ),
  draft: ([top, crunch], random) => {
    const yoghurt = random.pick(['greek-yoghurt', 'low-fat-greek-yoghurt', 'natural-yoghurt']);
    const serves = random.pick([1, 2, 2]);
    return {
      dishKind: 'parfait',
      cuisine: 'Breakfast classics',
      mealType: 'Breakfast',
      serves,
      title: [F(fruitFood(top)), ' & ', F(crunch.food), ' ', F(yoghurt), ' Parfait'],
      groups: [{ items: [cups(yoghurt, 0.66), top.amount, crunch, tsp('honey', 1), tsp('chia-seeds', 1)] }],
      method: [
        `${capitalise(top.prep)}.`,
        `Spoon half the ${nm(yoghurt)} into glasses or jars and top with half the ${nm(fruitFood(top))}.`,
        `Repeat the layers, then finish with the ${nm(crunch.food)} and chia seeds.`,
        'Drizzle with the honey and serve, or cover and chill for up to a day (add the crunchy topping just before eating).',
      ],
      summary: `Layers of creamy ${nm(yoghurt)}, ${nm(fruitFood(top))} and ${nm(crunch.food)}: a high-protein breakfast in a jar.`,
      prepTime: 10,
      cookTime: 0,
    };
  },
};

// ---- pancakes ----

const pancakes: Template<[Fruit, 'rolled-oats' | 'wholemeal-flour']> = {
  dishKind: 'pancakes',
  quota: 8,
  choices: () =>
    combinations<[Fruit, 'rolled-oats' | 'wholemeal-flour']>(
      [FRUIT.blueberries!, FRUIT.banana!, FRUIT.raspberries!, FRUIT.apple!, FRUIT.strawberries!, FRUIT.blackberries!],
      ['rolled-oats', 'wholemeal-flour'],
    ),
  draft: ([top, base], random) => {
    const serves = random.pick([2, 4]);
    const baseAmount = base === 'rolled-oats' ? cups('rolled-oats', 0.5) : cups('wholemeal-flour', 0.33);
    return {
      dishKind: 'pancakes',
      cuisine: 'Breakfast classics',
      mealType: 'Breakfast',
      serves,
      title: [F(fruitFood(top)), ' ', base === 'rolled-oats' ? F('rolled-oats') : 'Wholemeal', ' Pancakes'],
      groups: [
        {
          items: [
            baseAmount,
            tsp('baking-powder', 0.5),
            pieces('egg', 0.5),
            ml('milk', 80),
            pieces('banana', 0.25),
            tsp('ground-cinnamon', 0.125),
            tsp('butter', 0.5),
          ],
        },
        { heading: 'To serve', items: [top.amount, tbs('greek-yoghurt', 2), tsp('maple-syrup', 1)] },
      ],
      method: [
        base === 'rolled-oats'
          ? 'Blend the oats in a blender until they look like coarse flour.'
          : 'Sift the flour into a bowl, tipping the husks back in.',
        `Add the baking powder, egg, milk, mashed banana and cinnamon and blend or whisk until smooth. Rest the batter for 5 minutes.`,
        'Heat a little butter in a non-stick frying pan over medium heat. Cook ¼ cupfuls of batter for 2 minutes until bubbles appear, then flip and cook for 1 minute more.',
        `${capitalise(top.prep)}.`,
        `Stack the pancakes and serve with the ${nm(fruitFood(top))}, a spoonful of yoghurt and a drizzle of maple syrup.`,
      ],
      summary: `Fluffy ${base === 'rolled-oats' ? 'oat' : 'wholemeal'} pancakes sweetened with banana and served with ${nm(fruitFood(top))} and yoghurt.`,
      prepTime: 10,
      cookTime: 15,
    };
  },
};

export const BREAKFAST_TEMPLATES: readonly TemplateRunner[] = [
  runner(overnightOats),
  runner(smoothieBowl),
  runner(porridge),
  runner(frittata),
  runner(onToast),
  runner(chiaPudding),
  runner(parfait),
  runner(pancakes),
];
