import { buildFoodCatalog, type Food, type Recipe } from '../../../catalog/food/index.ts';
import { gramsOf } from '../../../catalog/food/nutrition.ts';
import type { FoodRecord, RecipeRecord } from '../../../features/catalog/catalog-document.ts';
import { dishSubject } from '../../../features/media/catalog-artwork.ts';

function foodRecord(food: Food): FoodRecord {
  return {
    id: food.id,
    name: food.name,
    namePlural: food.namePlural ?? null,
    category: food.category,
    density: food.density ?? null,
    energyKj: food.per100g.energy,
    protein: food.per100g.protein,
    fat: food.per100g.fat,
    satFat: food.per100g.satFat,
    carbs: food.per100g.carbs,
    sugar: food.per100g.sugar,
    dietryFibre: food.per100g.dietryFibre,
    source: food.source.slice(0, 200),
    ...(food.nameUK ? { nameUK: food.nameUK, namePluralUK: food.namePluralUK ?? food.nameUK } : {}),
    ...(food.nameUS ? { nameUS: food.nameUS, namePluralUS: food.namePluralUS ?? food.nameUS } : {}),
  };
}

function recipeRecord(recipe: Recipe, foods: Map<string, Food>, order: number): RecipeRecord {
  const ingredients = recipe.ingredients.map((ingredient) => {
    const food = ingredient.foodId ? foods.get(ingredient.foodId) : undefined;
    return {
      foodId: ingredient.foodId ?? null,
      category: ingredient.category || 'Heading',
      contentType: ingredient.contentType,
      name: ingredient.name,
      namePlural: ingredient.namePlural ?? null,
      quantity: ingredient.contentType === 'heading' ? null : ingredient.quantity,
      unitType: ingredient.unitType,
      grams: food ? gramsOf(food, ingredient.quantity, ingredient.unitType) : null,
    };
  });
  const tags = [recipe.cuisine, recipe.dishKind];
  return {
    contentId: recipe.contentId,
    slug: recipe.id,
    title: recipe.title,
    ...(recipe.titleUK ? { titleUK: recipe.titleUK } : {}),
    ...(recipe.titleUS ? { titleUS: recipe.titleUS } : {}),
    urlPartial: recipe.urlPartial,
    summary: recipe.summary,
    tags,
    // Its own picture, drawn from what is in it.
    imageSubject: dishSubject({ slug: recipe.id, title: recipe.title, mealType: recipe.mealType, tags, ingredients }),
    sortKey: order,
    mealType: recipe.mealType,
    serves: recipe.serves,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    tagAbbreviations: recipe.tagAbbreviations,
    method: recipe.method,
    ingredients,
  };
}

/** The foods and recipes (catalog/food) as catalog records; grams per ingredient from the food's density or piece weight. */
export function foodRecords(): { foods: FoodRecord[]; recipes: RecipeRecord[] } {
  const catalog = buildFoodCatalog();
  const foods = new Map(catalog.foods.map((food) => [food.id, food]));
  return { foods: catalog.foods.map(foodRecord), recipes: catalog.recipes.map((recipe, index) => recipeRecord(recipe, foods, index + 1)) };
}
