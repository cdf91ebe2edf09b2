import { describe, expect, it } from 'vitest';
import { blendColours, shade } from '../../../src/features/media/drawing.ts';
import { dishPlan, dishStyleOf, roleOfHeading, type DishIngredient } from '../../../src/features/media/dish/dish-plan.ts';

describe('the dish a recipe is served as', () => {
  it.each([
    // Every dish kind of the seeded recipes (their second tag)...
    ['overnight oats', 'overnight-oats', 'jar', 'layers'],
    ['chia pudding', 'chia-pudding', 'jar', 'layers'],
    ['parfait', 'parfait', 'glass', 'layers'],
    ['smoothie bowl', 'smoothie-bowl', 'bowl', 'rows'],
    ['porridge', 'porridge', 'bowl', 'cluster'],
    ['buddha bowl', 'grain-bowl', 'bowl', 'sectors'],
    ['burrito bowl', 'grain-bowl', 'bowl', 'sectors'],
    ['soup', 'soup', 'bowl', 'soup'],
    ['curry', 'curry', 'bowl', 'curry'],
    ['salad', 'salad', 'bowl', 'scatter'],
    ['stir-fry', 'stir-fry', 'bowl', 'scatter'],
    ['pasta', 'pasta', 'plate', 'scatter'],
    ['pancakes', 'pancakes', 'plate', 'stack'],
    ['frittata', 'frittata', 'pan', 'wedges'],
    ['egg muffins', 'muffins', 'board', 'pieces'],
    ['muffins', 'muffins', 'board', 'pieces'],
    ['protein balls', 'balls', 'plate', 'pieces'],
    ['bliss bites', 'balls', 'plate', 'pieces'],
    ['toast', 'toast', 'board', 'slices'],
    ['rice cakes', 'rice-cakes', 'plate', 'slices'],
    ['wrap', 'wrap', 'board', 'rolls'],
    ['hummus', 'dip', 'bowl', 'dip'],
    ['trail mix', 'trail-mix', 'bowl', 'mix'],
    ['tray bake', 'tray-bake', 'tray', 'scatter'],
  ])('a %s is served as %s (%s, %s)', (kind, id, vessel, layout) => {
    expect(dishStyleOf({ title: 'Anything', tags: ['Cuisine', kind], mealType: 'Lunch' })).toEqual({ id, vessel, layout });
  });

  it.each([
    // ...and an imported recipe by the words of its title, else its meal.
    ['Mango Smoothie', 'Breakfast', 'smoothie'],
    ['Lentil Dal', 'Dinner', 'curry'],
    ['Tuna Nicoise Salad', 'Lunch', 'salad'],
    ['Eggs on the side', 'Breakfast', 'breakfast-bowl'],
    ['Cheese and crackers', 'Snack', 'rice-cakes'],
    ['Something else', 'Snack', 'snack-plate'],
    ['Something else', 'Dinner', 'plate'],
  ])('an imported "%s" (%s) is a %s', (title, mealType, id) => {
    expect(dishStyleOf({ title, tags: [], mealType }).id).toBe(id);
  });

  it.each([
    ['Topping', 'topping'],
    ['Toppings', 'topping'],
    ['To serve', 'side'],
    ['To dip', 'dipper'],
    ['To roll', 'coating'],
    ['Dressing', 'sauce'],
    ['Lemon sauce', 'sauce'],
    ['Pesto', 'sauce'],
    ['Tzatziki', 'sauce'],
    ['Curry paste', 'body'],
    ['Smashed avocado', 'body'],
  ] as const)('lists the foods under "%s" as its %s', (heading, role) => {
    expect(roleOfHeading(heading)).toBe(role);
  });
});

describe('the plan of a recipe’s picture', () => {
  const item = (foodId: string, grams: number | null, category = 'Fruit & Vegetables'): DishIngredient => ({
    foodId,
    category,
    contentType: 'normal',
    name: foodId,
    grams,
  });
  const heading = (name: string): DishIngredient => ({ foodId: null, category: 'Heading', contentType: 'heading', name, grams: null });
  const input = {
    slug: 'raspberry-and-almond-overnight-oats',
    title: 'Raspberry & Almond Overnight Oats',
    mealType: 'Breakfast',
    tags: ['Breakfast classics', 'overnight oats'],
    ingredients: [
      item('rolled-oats', 45, 'Grains & Pasta'),
      item('milk', 129, 'Dairy & Eggs'),
      item('sea-salt', null, 'Herbs & Spices'),
      heading('Topping'),
      item('raspberries', 32),
      item('almonds', 5, 'Nuts & Seeds'),
      item('raspberries', 10),
    ],
  };

  it('shows what is in the recipe, heaviest first, by the part of the dish each is', () => {
    const plan = dishPlan(input);
    expect(plan.style.id).toBe('overnight-oats');
    expect(plan.portions.map((portion) => [portion.foodId, portion.role, portion.grams])).toEqual([
      ['milk', 'body', 129],
      ['rolled-oats', 'body', 45],
      // Listed twice under one heading: one portion.
      ['raspberries', 'topping', 42],
      ['almonds', 'topping', 5],
    ]);
  });

  it('leaves out what disappears into the dish (salt), and is the same plan every time', () => {
    expect(dishPlan(input).portions.some((portion) => portion.foodId === 'sea-salt')).toBe(false);
    expect(dishPlan(input)).toEqual(dishPlan(input));
  });

  it('draws a food listed without a weight as a pinch', () => {
    const plan = dishPlan({ ...input, ingredients: [item('baby-spinach', null), item('banana', 60)] });
    expect(plan.portions.map((portion) => [portion.foodId, portion.grams])).toEqual([
      ['banana', 60],
      ['baby-spinach', 1],
    ]);
  });

  it('seeds what the data leaves open from the recipe, so two recipes lay out differently', () => {
    expect(dishPlan(input).seed).not.toBe(dishPlan({ ...input, slug: 'mango-and-almond-overnight-oats' }).seed);
  });
});

describe('colours', () => {
  it.each([
    [[{ colour: '#ff0000', weight: 1 }], '#ff0000'],
    [
      [
        { colour: '#000000', weight: 1 },
        { colour: '#ffffff', weight: 1 },
      ],
      '#bcbcbc',
    ],
    [
      [
        { colour: '#ff0000', weight: 3 },
        { colour: '#0000ff', weight: 0 },
      ],
      '#ff0000',
    ],
    [[], '#123456'],
  ])('blends %j by weight in linear light to %s', (parts, expected) => {
    expect(blendColours(parts, '#123456')).toBe(expected);
  });

  it('shades towards black or white', () => {
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#808080', 0)).toBe('#808080');
  });
});
