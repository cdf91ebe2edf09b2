/**
 * What a recipe's picture shows, decided by rule from the recipe's own data: the dish it is
 * served as (a jar of overnight oats, a buddha bowl in sections, a stack of pancakes...), and its
 * ingredients as portions, heaviest first, each with its food's look (catalog/food/food-looks.ts)
 * and the part of the dish it is (the body, a topping, a sauce, a side). Pure: the same recipe
 * always gives the same plan, and features/media/dish/dish-svg.ts draws it.
 */
import { lookOf, type FoodLook, type FoodShape } from '../../../catalog/food/food-looks.ts';
import { hash } from '../drawing.ts';

export interface DishIngredient {
  foodId: string | null;
  category: string;
  contentType: string;
  name: string;
  /** null for a heading or an amount without a weight. */
  grams: number | null;
}

/** A recipe as its picture needs it: what the seed's records and the database's rows both give. */
export interface DishInput {
  slug: string;
  title: string;
  mealType: string;
  /** The recipe's tags: the seeded ones are its cuisine and its dish kind. */
  tags: readonly string[];
  ingredients: readonly DishIngredient[];
}

/** How the dish is served and how its portions are laid out. */
type Vessel = 'jar' | 'glass' | 'bowl' | 'plate' | 'board' | 'pan' | 'tray';
type Layout =
  | 'layers' // a jar or glass seen from the side, in layers, the toppings above the rim
  | 'rows' // a smooth blended base, toppings in lines (smoothie bowl)
  | 'cluster' // a grain base, toppings gathered on one side, a drizzle (porridge)
  | 'sectors' // each ingredient in its own section of the bowl (buddha, burrito bowl)
  | 'scatter' // a base with the ingredients tossed through it (salad, stir-fry, pasta)
  | 'soup' // a smooth soup with a swirl and a sprinkle, bread beside it
  | 'curry' // sauce with pieces on one side, rice on the other
  | 'stack' // pancakes, the toppings on top
  | 'wedges' // a frittata cut into wedges
  | 'pieces' // several small round things on a board (muffins, balls)
  | 'slices' // toast or bread with the toppings on it
  | 'rolls' // a wrap cut in half, its filling showing
  | 'dip' // a bowl of dip, dippers around it
  | 'mix'; // a small bowl of loose pieces (trail mix)

export interface DishStyle {
  id: string;
  vessel: Vessel;
  layout: Layout;
}

/** Dish styles by the words of a recipe's tags and title, first match wins (seeded recipes carry their dish kind as a tag). */
export const DISH_STYLES: readonly (readonly [RegExp, DishStyle])[] = [
  [/overnight oats|bircher/i, { id: 'overnight-oats', vessel: 'jar', layout: 'layers' }],
  [/chia pudding/i, { id: 'chia-pudding', vessel: 'jar', layout: 'layers' }],
  [/parfait/i, { id: 'parfait', vessel: 'glass', layout: 'layers' }],
  [/smoothie bowl|acai/i, { id: 'smoothie-bowl', vessel: 'bowl', layout: 'rows' }],
  [/smoothie|shake/i, { id: 'smoothie', vessel: 'glass', layout: 'layers' }],
  [/porridge|oatmeal/i, { id: 'porridge', vessel: 'bowl', layout: 'cluster' }],
  [/buddha bowl|burrito bowl|poke|grain bowl|nourish bowl/i, { id: 'grain-bowl', vessel: 'bowl', layout: 'sectors' }],
  [/soup|broth|chowder/i, { id: 'soup', vessel: 'bowl', layout: 'soup' }],
  [/curry|dahl|dal\b|stew|chilli con/i, { id: 'curry', vessel: 'bowl', layout: 'curry' }],
  [/salad|slaw/i, { id: 'salad', vessel: 'bowl', layout: 'scatter' }],
  [/stir-fry|stir fry|fried rice|noodle/i, { id: 'stir-fry', vessel: 'bowl', layout: 'scatter' }],
  [/pasta|spaghetti|penne|fusilli|linguine|lasagne|risotto/i, { id: 'pasta', vessel: 'plate', layout: 'scatter' }],
  [/pancake|crepe|waffle|fritter/i, { id: 'pancakes', vessel: 'plate', layout: 'stack' }],
  [/frittata|omelette|quiche|tortilla espa/i, { id: 'frittata', vessel: 'pan', layout: 'wedges' }],
  [/muffin|cupcake|slice\b|bar\b/i, { id: 'muffins', vessel: 'board', layout: 'pieces' }],
  [/ball|bites|truffle|energy/i, { id: 'balls', vessel: 'plate', layout: 'pieces' }],
  [/rice cake|cracker/i, { id: 'rice-cakes', vessel: 'plate', layout: 'slices' }],
  [/toast|bruschetta|sandwich|crostini/i, { id: 'toast', vessel: 'board', layout: 'slices' }],
  [/wrap|burrito|roll\b|taco/i, { id: 'wrap', vessel: 'board', layout: 'rolls' }],
  [/hummus|dip\b|guacamole|tzatziki/i, { id: 'dip', vessel: 'bowl', layout: 'dip' }],
  [/trail mix|nuts|snack mix/i, { id: 'trail-mix', vessel: 'bowl', layout: 'mix' }],
  [/tray bake|traybake|roast|bake\b/i, { id: 'tray-bake', vessel: 'tray', layout: 'scatter' }],
];

/** A recipe whose words name no dish: served as its meal usually is. */
const MEAL_STYLES: Record<string, DishStyle> = {
  Breakfast: { id: 'breakfast-bowl', vessel: 'bowl', layout: 'cluster' },
  Snack: { id: 'snack-plate', vessel: 'plate', layout: 'pieces' },
};
const DEFAULT_STYLE: DishStyle = { id: 'plate', vessel: 'plate', layout: 'scatter' };

export function dishStyleOf(input: Pick<DishInput, 'title' | 'tags' | 'mealType'>): DishStyle {
  const words = `${input.tags.join(' ')} ${input.title}`;
  for (const [pattern, style] of DISH_STYLES) if (pattern.test(words)) return style;
  return MEAL_STYLES[input.mealType] ?? DEFAULT_STYLE;
}

/** The part of the dish an ingredient is, from the heading it is listed under. */
export type Role = 'body' | 'topping' | 'side' | 'sauce' | 'dipper' | 'coating';

const HEADING_ROLES: readonly (readonly [RegExp, Role])[] = [
  [/topping/i, 'topping'],
  [/to dip|dippers|crudit/i, 'dipper'],
  [/to serve|side|with\b/i, 'side'],
  [/to roll|coat|dust/i, 'coating'],
  [/dressing|sauce|pesto|tzatziki|drizzle|glaze|vinaigrette/i, 'sauce'],
];

export function roleOfHeading(heading: string): Role {
  for (const [pattern, role] of HEADING_ROLES) if (pattern.test(heading)) return role;
  return 'body';
}

export interface Portion {
  foodId: string | null;
  name: string;
  look: FoodLook;
  grams: number;
  role: Role;
}

export interface DishPlan {
  style: DishStyle;
  /** Every ingredient that shows, heaviest first (an ingredient listed twice counts once, summed). */
  portions: Portion[];
  /** Picks what the recipe's data leaves open (where a piece lies, the table's colour). */
  seed: number;
}

/** An ingredient without a weight (to taste) still shows, as a pinch. */
const PINCH_GRAMS = 1;

export function dishPlan(input: DishInput): DishPlan {
  const portions = new Map<string, Portion>();
  let role: Role = 'body';
  for (const ingredient of input.ingredients) {
    if (ingredient.contentType === 'heading') {
      role = roleOfHeading(ingredient.name);
      continue;
    }
    const look = lookOf(ingredient.foodId, ingredient.category);
    if (look.shape === 'hidden') continue;
    const key = `${ingredient.foodId ?? ingredient.name}/${role}`;
    const grams = ingredient.grams && ingredient.grams > 0 ? ingredient.grams : PINCH_GRAMS;
    const known = portions.get(key);
    if (known) known.grams += grams;
    else portions.set(key, { foodId: ingredient.foodId, name: ingredient.name, look, grams, role });
  }
  return {
    style: dishStyleOf(input),
    portions: [...portions.values()].sort((a, b) => b.grams - a.grams || a.name.localeCompare(b.name)),
    seed: hash(input.slug),
  };
}

/** The portions of some roles and shapes, heaviest first. */
export function portionsOf(
  plan: DishPlan,
  options: { roles?: readonly Role[]; shapes?: readonly FoodShape[]; not?: readonly FoodShape[] },
): Portion[] {
  return plan.portions.filter(
    (portion) =>
      (!options.roles || options.roles.includes(portion.role)) &&
      (!options.shapes || options.shapes.includes(portion.look.shape)) &&
      (!options.not || !options.not.includes(portion.look.shape)),
  );
}
