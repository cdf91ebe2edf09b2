import type { Nutrition } from '@app/shared/units/nutrition';
import { createRandom } from '../random.ts';
import type { DietFlags } from './food-model.ts';
import { foodById } from './foods.ts';
import { recipeNutrition } from './nutrition.ts';
import {
  regionalTitle,
  scaledIngredients,
  slugOf,
  type Recipe,
  type RecipeIngredient,
  type RecipeMeal,
  type TemplateRunner,
} from './recipe-kit.ts';
import { BREAKFAST_TEMPLATES } from './templates-breakfast.ts';
import { DINNER_TEMPLATES } from './templates-dinner.ts';
import { LUNCH_TEMPLATES } from './templates-lunch.ts';
import { SNACK_TEMPLATES } from './templates-snack.ts';

/**
 * The dietary tags a recipe card shows (SPEC "tagAbbreviations"), in display order: Vegetarian,
 * Vegan, Gluten-free, Dairy-free, High protein (their labels live with the card, mf-content's recipe-view.ts).
 */
export type RecipeTag = 'V' | 'VG' | 'GF' | 'DF' | 'HP';

/**
 * High protein: at least 25 g a serve for a meal and 10 g for a snack (FSANZ's "good source of
 * protein" threshold), and in both cases at least 20 % of the energy from protein, so a large
 * serve of something fatty does not earn the tag by size alone. Protein gives 17 kJ per gram.
 */
const HIGH_PROTEIN = { mealGrams: 25, snackGrams: 10, energyShare: 0.2, kjPerGram: 17 } as const;

export function isHighProtein(nutrition: Pick<Nutrition, 'protein' | 'energy'>, mealType: RecipeMeal): boolean {
  const minimum = mealType === 'Snack' ? HIGH_PROTEIN.snackGrams : HIGH_PROTEIN.mealGrams;
  if (nutrition.protein < minimum || nutrition.energy <= 0) return false;
  return (nutrition.protein * HIGH_PROTEIN.kjPerGram) / nutrition.energy >= HIGH_PROTEIN.energyShare;
}

/** The tags of a recipe, computed from its foods' diet flags and its nutrition. */
export function recipeTags(ingredients: readonly RecipeIngredient[], nutrition: Nutrition, mealType: RecipeMeal): RecipeTag[] {
  const foods = ingredients.filter((item) => item.foodId).map((item) => foodById(item.foodId!));
  const all = (flag: keyof DietFlags) => foods.every((food) => food.diet[flag]);
  const tags: RecipeTag[] = [];
  if (all('vegetarian')) tags.push('V');
  if (all('vegan')) tags.push('VG');
  if (all('glutenFree')) tags.push('GF');
  if (all('dairyFree')) tags.push('DF');
  if (isHighProtein(nutrition, mealType)) tags.push('HP');
  return tags;
}

/** Where recipe contentIds start; each template owns a block of 1000, so adding recipes to one template moves no other id. */
const RECIPE_CONTENT_ID_BASE = 30_000;

const TEMPLATES: readonly TemplateRunner[] = [...BREAKFAST_TEMPLATES, ...LUNCH_TEMPLATES, ...DINNER_TEMPLATES, ...SNACK_TEMPLATES];

/**
 * Every recipe of the catalog: each template's choices in a seeded order, drafted, and kept while
 * its title is new, up to the template's quota. Deterministic: the same recipes on every machine.
 */
export function generateRecipes(): Recipe[] {
  const recipes: Recipe[] = [];
  const titles = new Set<string>();
  TEMPLATES.forEach((template, templateIndex) => {
    const random = createRandom(`recipes:${template.dishKind}`);
    let made = 0;
    for (const draft of template.drafts(random)) {
      if (made >= template.quota) break;
      const title = regionalTitle(draft.title);
      const key = title.AU.toLowerCase();
      if (titles.has(key)) continue;
      titles.add(key);
      const ingredients = scaledIngredients(draft.groups, draft.serves);
      const measured = ingredients
        .filter((item) => item.foodId)
        .map((item) => ({ foodId: item.foodId!, quantity: item.quantity, unitType: item.unitType }));
      const nutrition = recipeNutrition(measured, draft.serves, foodById);
      const slug = slugOf(title.AU);
      const recipe: Recipe = {
        id: slug,
        contentId: RECIPE_CONTENT_ID_BASE + templateIndex * 1000 + made + 1,
        contentType: 'recipe',
        title: title.AU,
        urlPartial: slug,
        mealType: draft.mealType,
        dishKind: draft.dishKind,
        cuisine: draft.cuisine,
        serves: draft.serves,
        prepTime: draft.prepTime,
        cookTime: draft.cookTime,
        tagAbbreviations: recipeTags(ingredients, nutrition, draft.mealType),
        summary: draft.summary,
        method: draft.method,
        ingredients,
        titleFoodIds: [...new Set(draft.title.flatMap((word) => (typeof word === 'string' ? [] : [word.food])))],
        nutrition,
      };
      if (title.UK !== title.AU) recipe.titleUK = title.UK;
      if (title.US !== title.AU) recipe.titleUS = title.US;
      recipes.push(recipe);
      made += 1;
    }
    if (made < template.quota) throw new Error(`template ${template.dishKind} made ${made} of ${template.quota} recipes`);
  });
  return recipes;
}
