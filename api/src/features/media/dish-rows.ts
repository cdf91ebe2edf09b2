import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DishInput } from './dish/dish-plan.ts';

/** A recipe's picture input from its rows, found by its dish subject; null when no recipe has it. */
export async function dishInputOf(db: Kysely<Database>, subject: string): Promise<DishInput | null> {
  const recipe = await db
    .selectFrom('contentItems as ci')
    .innerJoin('recipes as r', 'r.contentId', 'ci.contentId')
    .select(['ci.contentId', 'ci.slug', 'ci.title', 'ci.tags', 'r.mealType'])
    .where('ci.imageSubject', '=', subject)
    .orderBy('ci.contentId')
    .limit(1)
    .executeTakeFirst();
  if (!recipe) return null;
  const ingredients = await db
    .selectFrom('recipeIngredients')
    .select(['foodId', 'category', 'contentType', 'name', 'grams'])
    .where('recipeId', '=', recipe.contentId)
    .orderBy('position')
    .execute();
  return { slug: recipe.slug, title: recipe.title, mealType: recipe.mealType, tags: recipe.tags, ingredients };
}
