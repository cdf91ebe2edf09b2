import { describe, expect, it } from 'vitest';
import { recipeText } from './recipe-text.ts';

describe('recipeText: a method step as each region reads it', () => {
  const step = 'Preheat the oven to 200°C (180°C fan) and line a large baking tray with baking paper. Cut the capsicum into 3 cm pieces.';
  it.each([
    [1, step],
    [2, 'Preheat the oven to 200°C (180°C fan) and line a large baking tray with baking parchment. Cut the pepper into 3 cm pieces.'],
    [
      3,
      'Preheat the oven to 400°F (350°F convection) and line a large sheet pan with parchment paper. Cut the bell pepper into 1-inch pieces.',
    ],
  ])('region %s', (region, expected) => {
    expect(recipeText(step, region)).toBe(expected);
  });

  it('reads a title in Title Case', () => {
    expect(recipeText('Chickpea, Capsicum & Beetroot Tray Bake', 3, { title: true })).toBe('Chickpea, Bell Pepper & Beet Sheet-Pan Dinner');
  });
});
