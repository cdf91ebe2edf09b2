import { FRITTATA_CHEESES, FRITTATA_VEG, eggVegPrep } from './templates-breakfast.ts';
import {
  F,
  combinations,
  cups,
  grams,
  listOf,
  nm,
  pairs,
  pieces,
  stalks,
  tbs,
  tsp,
  type Amount,
  runner,
  type Template,
  type TemplateRunner,
  type TitleWord,
} from './recipe-kit.ts';

/** Snacks make a batch: serves is the number of portions (2 balls, 1 muffin, a handful). */
const SNACK_SERVES = [6, 6, 4];

// ---- protein balls ----

const NUT_BUTTERS = [tbs('peanut-butter', 0.75), tbs('almond-butter', 0.75), tbs('tahini', 0.75)];

interface BallFlavour {
  word: TitleWord;
  items: Amount[];
}

const BALL_FLAVOURS: BallFlavour[] = [
  { word: F('cocoa'), items: [tsp('cocoa', 1.5)] },
  { word: F('dried-cranberries'), items: [tbs('dried-cranberries', 0.5)] },
  { word: F('dried-apricots'), items: [pieces('dried-apricots', 1.5)] },
  { word: F('desiccated-coconut'), items: [tbs('desiccated-coconut', 0.75)] },
  { word: F('ground-cinnamon'), items: [tsp('ground-cinnamon', 0.25), tsp('vanilla', 0.25)] },
  { word: F('dark-chocolate'), items: [grams('dark-chocolate', 5)] },
];

const proteinBalls: Template<[Amount, BallFlavour]> = {
  dishKind: 'protein balls',
  quota: 12,
  choices: () => combinations<[Amount, BallFlavour]>(NUT_BUTTERS, BALL_FLAVOURS),
  draft: ([butter, flavour], random) => {
    const serves = random.pick(SNACK_SERVES);
    const roll = random.pick([tsp('desiccated-coconut', 1), tsp('sesame-seeds', 1), tsp('cocoa', 0.5)]);
    const flavourNames = listOf(flavour.items.map((item) => nm(item.food)));
    return {
      dishKind: 'protein balls',
      cuisine: 'Snacks',
      mealType: 'Snack',
      serves,
      title: [F(butter.food), ' & ', flavour.word, ' Protein Balls'],
      groups: [
        { items: [cups('rolled-oats', 0.15), butter, pieces('dates', 1), tbs('hemp-seeds', 0.75), tsp('chia-seeds', 1), ...flavour.items] },
        { heading: 'To roll', items: [roll] },
      ],
      method: [
        'Pit the dates. If they are firm, soak them in hot water for 10 minutes, then drain.',
        `Blitz the oats, dates, ${nm(butter.food)}, hemp seeds, chia seeds and ${flavourNames} in a food processor until the mixture clumps together.`,
        `Roll level tablespoons of the mixture into balls (2 per serve), then roll them in the ${nm(roll.food)}.`,
        'Chill for 30 minutes to firm up. Keep in an airtight container in the fridge for up to a week.',
      ],
      summary: `No-bake ${nm(butter.food)} protein balls with ${flavourNames}: two make a filling snack between meals.`,
      prepTime: 20,
      cookTime: 0,
    };
  },
};

// ---- bliss bites ----

const BLISS_NUTS = [
  tbs('almonds', 1.5),
  tbs('cashews', 1.5),
  tbs('walnuts', 1.5),
  tbs('macadamias', 1.5),
  tbs('pecans', 1.5),
  tbs('hazelnuts', 1.5),
];

const BLISS_FLAVOURS: BallFlavour[] = [
  { word: F('cocoa'), items: [tsp('cocoa', 1.5)] },
  { word: F('lemon-zest'), items: [tsp('lemon-zest', 0.5), tsp('lemon-juice', 0.5)] },
  { word: F('dried-apricots'), items: [pieces('dried-apricots', 1.5)] },
  { word: F('dried-figs'), items: [pieces('dried-figs', 0.5)] },
  { word: F('lime-juice'), items: [tsp('lime-juice', 0.5), tsp('desiccated-coconut', 2)] },
  { word: F('ground-ginger'), items: [tsp('ground-ginger', 0.25)] },
];

const blissBites: Template<[Amount, BallFlavour]> = {
  dishKind: 'bliss bites',
  quota: 12,
  choices: () => combinations<[Amount, BallFlavour]>(BLISS_NUTS, BLISS_FLAVOURS),
  draft: ([nut, flavour], random) => {
    const serves = random.pick(SNACK_SERVES);
    const flavourNames = listOf(flavour.items.map((item) => nm(item.food)));
    return {
      dishKind: 'bliss bites',
      cuisine: 'Snacks',
      mealType: 'Snack',
      serves,
      title: [F(nut.food), ' & ', flavour.word, ' Bliss Bites'],
      groups: [
        { items: [nut, pieces('dates', 1.5), tsp('desiccated-coconut', 1), ...flavour.items] },
        { heading: 'To roll', items: [tsp('desiccated-coconut', 1)] },
      ],
      method: [
        `Blitz the ${nm(nut.food)} in a food processor until finely chopped.`,
        `Add the pitted dates, coconut and ${flavourNames} and blitz until the mixture sticks together when pressed.`,
        'Roll heaped teaspoons of the mixture into balls (2 per serve) and roll them in the extra coconut.',
        'Chill for 30 minutes until firm. They keep in the fridge for up to 10 days.',
      ],
      summary: `Two-bite ${nm(nut.food)} and date balls with ${flavourNames}: naturally sweet, vegan and no baking.`,
      prepTime: 15,
      cookTime: 0,
    };
  },
};

// ---- hummus and veg sticks ----

interface HummusFlavour {
  title: TitleWord[];
  items: Amount[];
  step: string;
}

const HUMMUS_FLAVOURS: HummusFlavour[] = [
  { title: [F('beetroot')], items: [pieces('beetroot', 0.2)], step: 'Peel and grate the beetroot.' },
  {
    title: ['Roasted ', F('red-capsicum')],
    items: [pieces('red-capsicum', 0.2)],
    step: 'Char the red capsicum under a hot grill until blackened, then peel, deseed and chop.',
  },
  { title: [F('pumpkin')], items: [grams('pumpkin', 40)], step: 'Steam the pumpkin for 10 minutes until very tender.' },
  { title: [F('smoked-paprika')], items: [tsp('smoked-paprika', 0.25)], step: 'Measure out the smoked paprika.' },
  { title: [F('coriander')], items: [tbs('coriander', 1), tsp('lime-juice', 0.5)], step: 'Roughly chop the coriander.' },
  { title: [F('basil')], items: [tbs('basil', 1)], step: 'Pick the basil leaves.' },
];

const DIPPERS = [
  pieces('carrot', 0.5),
  pieces('lebanese-cucumber', 0.5),
  stalks('celery', 1),
  pieces('red-capsicum', 0.25),
  grams('snow-peas', 40),
];

const hummusAndSticks: Template<[HummusFlavour, Amount]> = {
  dishKind: 'hummus',
  quota: 10,
  choices: () =>
    combinations<[HummusFlavour, Amount]>(HUMMUS_FLAVOURS, DIPPERS).filter(
      ([flavour, dipper]) => !flavour.items.some((item) => item.food === dipper.food),
    ),
  draft: ([flavour, dipper], random) => {
    const serves = random.pick(SNACK_SERVES);
    const cooked = flavour.items[0]!.food === 'red-capsicum' || flavour.items[0]!.food === 'pumpkin';
    const title: TitleWord[] = [...flavour.title, ' Hummus with ', F(dipper.food), ' Sticks'];
    return {
      dishKind: 'hummus',
      cuisine: 'Middle Eastern',
      mealType: 'Snack',
      serves,
      title,
      groups: [
        {
          heading: 'Hummus',
          items: [
            grams('chickpeas', 40),
            tsp('tahini', 1.5),
            tsp('lemon-juice', 1),
            pieces('garlic', 0.15),
            tsp('olive-oil', 1),
            ...flavour.items,
          ],
        },
        { heading: 'To dip', items: [dipper] },
      ],
      method: [
        `Drain and rinse the chickpeas. ${flavour.step}`,
        `Blend the chickpeas, tahini, lemon juice, garlic and ${listOf(flavour.items.map((item) => nm(item.food)))} with 2-3 tablespoons of cold water until very smooth.`,
        'With the motor running, drizzle in the olive oil, then season to taste.',
        `Cut the ${nm(dipper.food)} into sticks and serve with the hummus. The hummus keeps in the fridge for 4 days.`,
      ],
      summary: `Homemade hummus with ${listOf(flavour.items.map((item) => nm(item.food)))}, served with crunchy ${nm(dipper.food)} sticks.`,
      prepTime: 15,
      cookTime: cooked ? 10 : 0,
    };
  },
};

// ---- rice cakes ----

interface RiceCakeTopping {
  title: TitleWord[];
  items: Amount[];
  step: string;
}

const RICE_CAKE_TOPPINGS: RiceCakeTopping[] = [
  {
    title: [F('avocado'), ' & ', F('cherry-tomatoes')],
    items: [pieces('avocado', 0.25), grams('cherry-tomatoes', 40)],
    step: 'Mash the avocado and halve the cherry tomatoes.',
  },
  {
    title: [F('ricotta'), ' & ', F('strawberries')],
    items: [tbs('ricotta', 1.5), grams('strawberries', 50), tsp('honey', 0.5)],
    step: 'Slice the strawberries.',
  },
  {
    title: [F('peanut-butter'), ' & ', F('banana')],
    items: [tbs('peanut-butter', 0.75), pieces('banana', 0.5)],
    step: 'Slice the banana.',
  },
  {
    title: [F('cottage-cheese'), ' & ', F('lebanese-cucumber')],
    items: [tbs('cottage-cheese', 2), pieces('lebanese-cucumber', 0.25), tsp('dill', 0.5)],
    step: 'Thinly slice the cucumber and chop the dill.',
  },
  { title: [F('hummus'), ' & ', F('carrot')], items: [tbs('hummus', 1.5), pieces('carrot', 0.25)], step: 'Coarsely grate the carrot.' },
  {
    title: [F('almond-butter'), ' & ', F('raspberries')],
    items: [tbs('almond-butter', 0.75), cups('raspberries', 0.2)],
    step: 'Lightly crush the raspberries.',
  },
  {
    title: [F('smoked-salmon'), ' & ', F('cream-cheese')],
    items: [tbs('cream-cheese', 0.75), grams('smoked-salmon', 30), tsp('chives', 0.5)],
    step: 'Snip the chives.',
  },
  {
    title: [F('tuna'), ' & ', F('avocado')],
    items: [grams('tuna', 50), pieces('avocado', 0.2), tsp('lemon-juice', 0.5)],
    step: 'Mash the avocado with the lemon juice and flake the tuna.',
  },
  {
    title: [F('tahini'), ', ', F('banana'), ' & ', F('ground-cinnamon')],
    items: [tsp('tahini', 2), pieces('banana', 0.5), tsp('ground-cinnamon', 0.125)],
    step: 'Slice the banana.',
  },
];

const riceCakes: Template<[RiceCakeTopping]> = {
  dishKind: 'rice cakes',
  quota: 8,
  choices: () => RICE_CAKE_TOPPINGS.map((topping) => [topping] as [RiceCakeTopping]),
  draft: ([topping], random) => {
    const serves = random.pick([1, 2]);
    return {
      dishKind: 'rice cakes',
      cuisine: 'Snacks',
      mealType: 'Snack',
      serves,
      title: [...topping.title, ' Rice Cakes'],
      groups: [{ items: [pieces('rice-cakes', 2), ...topping.items] }],
      method: [
        topping.step,
        `Spread or arrange the ${listOf(topping.items.map((item) => nm(item.food)))} over the rice cakes.`,
        'Season with a little cracked pepper or cinnamon to taste and eat straight away, while the rice cakes are crisp.',
      ],
      summary: `Crisp brown rice cakes topped with ${listOf(topping.items.slice(0, 2).map((item) => nm(item.food)))}: a snack in five minutes.`,
      prepTime: 5,
      cookTime: 0,
    };
  },
};

// ---- trail mix ----

const TRAIL_NUTS = [
  grams('almonds', 10),
  grams('cashews', 10),
  grams('walnuts', 10),
  grams('peanuts', 10),
  grams('pecans', 10),
  grams('hazelnuts', 10),
  grams('macadamias', 10),
  grams('pistachios', 10),
];
const TRAIL_FRUIT = [
  grams('dried-apricots', 10),
  grams('dried-cranberries', 8),
  grams('sultanas', 8),
  grams('dates', 10),
  grams('dried-figs', 10),
];
const TRAIL_SEEDS = [grams('pepitas', 5), grams('sunflower-seeds', 5), grams('coconut-flakes', 4), grams('dark-chocolate', 5)];

const trailMix: Template<[[Amount, Amount], Amount, Amount]> = {
  dishKind: 'trail mix',
  quota: 8,
  choices: () => combinations<[[Amount, Amount], Amount, Amount]>(pairs(TRAIL_NUTS), TRAIL_FRUIT, TRAIL_SEEDS),
  draft: ([[nutA, nutB], dried, extra], random) => {
    const serves = random.pick(SNACK_SERVES);
    const names = [nutA, nutB, dried, extra].map((item) => nm(item.food));
    const roast = random.chance(0.5);
    return {
      dishKind: 'trail mix',
      cuisine: 'Snacks',
      mealType: 'Snack',
      serves,
      title: [F(nutA.food), ', ', F(nutB.food), ' & ', F(dried.food), ' Trail Mix'],
      groups: [{ items: [nutA, nutB, dried, extra, tsp('ground-cinnamon', 0.0625)] }],
      method: [
        roast
          ? `Preheat the oven to 160°C. Toast the ${names[0]} and ${names[1]} on a tray for 8 minutes, then cool.`
          : `Roughly chop any large ${names[0]} or ${names[1]}.`,
        `Chop the ${names[2]} into small pieces.`,
        `Toss the nuts, ${names[2]} and ${names[3]} with the cinnamon.`,
        'Divide into small containers of about ¼ cup each. It keeps for 2 weeks in an airtight jar.',
      ],
      summary: `A grab-and-go mix of ${listOf(names)}: portioned, so a handful stays a handful.`,
      prepTime: 5,
      cookTime: roast ? 8 : 0,
    };
  },
};

// ---- muffins ----

interface MuffinFlavour {
  title: TitleWord[];
  items: Amount[];
  prep: string;
}

const MUFFIN_FLAVOURS: MuffinFlavour[] = [
  { title: [F('banana'), ' & ', F('blueberries')], items: [pieces('banana', 0.25), tbs('blueberries', 1.5)], prep: 'Mash the banana.' },
  {
    title: [F('apple'), ' & ', F('ground-cinnamon')],
    items: [pieces('apple', 0.2), tsp('ground-cinnamon', 0.25)],
    prep: 'Coarsely grate the apple.',
  },
  {
    title: [F('raspberries'), ' & ', F('lemon-zest')],
    items: [tbs('raspberries', 1.5), tsp('lemon-zest', 0.25)],
    prep: 'Finely grate the lemon zest.',
  },
  {
    title: [F('pear'), ' & ', F('ground-ginger')],
    items: [pieces('pear', 0.2), tsp('ground-ginger', 0.25)],
    prep: 'Core and dice the pear.',
  },
  {
    title: [F('carrot'), ' & ', F('walnuts')],
    items: [pieces('carrot', 0.2), tsp('walnuts', 2), tsp('ground-cinnamon', 0.125)],
    prep: 'Grate the carrot and chop the walnuts.',
  },
  {
    title: [F('banana'), ' & ', F('dark-chocolate')],
    items: [pieces('banana', 0.25), grams('dark-chocolate', 5)],
    prep: 'Mash the banana and chop the chocolate.',
  },
  {
    title: [F('zucchini'), ' & ', F('dried-apricots')],
    items: [pieces('zucchini', 0.1), pieces('dried-apricots', 1)],
    prep: 'Grate the zucchini, squeeze out the liquid, and chop the apricots.',
  },
  {
    title: [F('blueberries'), ' & ', F('lemon-zest')],
    items: [tbs('blueberries', 1.5), tsp('lemon-zest', 0.25)],
    prep: 'Finely grate the lemon zest.',
  },
];

const muffins: Template<[MuffinFlavour, 'rolled-oats' | 'wholemeal-flour']> = {
  dishKind: 'muffins',
  quota: 8,
  choices: () => combinations<[MuffinFlavour, 'rolled-oats' | 'wholemeal-flour']>(MUFFIN_FLAVOURS, ['rolled-oats', 'wholemeal-flour']),
  draft: ([flavour, base]) => {
    const serves = 6;
    const flour = base === 'rolled-oats' ? cups('rolled-oats', 0.2) : cups('wholemeal-flour', 0.15);
    return {
      dishKind: 'muffins',
      cuisine: 'Baking',
      mealType: 'Snack',
      serves,
      title: [...flavour.title, base === 'rolled-oats' ? [' ', F('rolled-oats')] : [' ', F('wholemeal-flour')], ' Muffins'].flat(),
      groups: [
        {
          items: [
            flour,
            tsp('baking-powder', 0.25),
            pieces('egg', 0.17),
            tbs('greek-yoghurt', 1),
            tsp('maple-syrup', 1),
            tsp('canola-oil', 1),
            ...flavour.items,
          ],
        },
      ],
      method: [
        'Preheat the oven to 180°C (160°C fan) and line a 6-hole muffin tin with paper cases.',
        `${base === 'rolled-oats' ? 'Blitz the oats in a blender until fine, then mix them' : 'Mix the flour'} with the baking powder in a bowl. ${flavour.prep}`,
        `Whisk the egg, yoghurt, maple syrup and oil, then fold into the dry ingredients with the ${listOf(flavour.items.map((item) => nm(item.food)))} until just combined.`,
        'Divide the batter between the cases and bake for 20-22 minutes until risen and a skewer comes out clean.',
        'Cool in the tin for 5 minutes, then on a rack. They freeze well for up to a month.',
      ],
      summary: `Lightly sweet ${base === 'rolled-oats' ? 'oat' : 'wholemeal'} muffins with ${listOf(flavour.items.slice(0, 2).map((item) => nm(item.food)))}, made with yoghurt and a little maple syrup.`,
      prepTime: 15,
      cookTime: 22,
    };
  },
};

// ---- egg muffins ----

const eggMuffins: Template<[[Amount, Amount], Amount]> = {
  dishKind: 'egg muffins',
  quota: 8,
  choices: () => combinations<[[Amount, Amount], Amount]>(pairs(FRITTATA_VEG), FRITTATA_CHEESES),
  draft: ([[first, second], cheese], random) => {
    const serves = random.pick(SNACK_SERVES);
    return {
      dishKind: 'egg muffins',
      cuisine: 'Snacks',
      mealType: 'Snack',
      serves,
      title: [F(first.food), ', ', F(second.food), ' & ', F(cheese.food), ' Egg Muffins'],
      groups: [
        {
          items: [
            pieces('egg', 1),
            tbs('milk', 0.25),
            { ...first, perServe: first.perServe / 2 },
            { ...second, perServe: second.perServe / 2 },
            { ...cheese, perServe: cheese.perServe / 2 },
            tsp('olive-oil', 0.25),
          ],
        },
      ],
      method: [
        'Preheat the oven to 180°C (160°C fan) and brush a 12-hole mini muffin tin with the oil.',
        eggVegPrep([first, second]),
        `Divide the ${nm(first.food)}, ${nm(second.food)} and ${nm(cheese.food)} between the holes.`,
        'Whisk the eggs and milk, season, and pour over the filling.',
        'Bake for 15 minutes until puffed and set. Cool for 5 minutes before turning out. Keep in the fridge for up to 3 days.',
      ],
      summary: `Mini egg muffins with ${nm(first.food)}, ${nm(second.food)} and ${nm(cheese.food)}: two make a protein-rich snack.`,
      prepTime: 10,
      cookTime: 15,
    };
  },
};

export const SNACK_TEMPLATES: readonly TemplateRunner[] = [
  runner(proteinBalls),
  runner(blissBites),
  runner(hummusAndSticks),
  runner(riceCakes),
  runner(trailMix),
  runner(muffins),
  runner(eggMuffins),
];
