import { sql, type Kysely } from 'kysely';
import { isShoppingCategory, type ShoppingCategory } from '@app/shared/units/shopping-categories';
import { isUnitType, UNIT_TYPE, type UnitType } from '@app/shared/units/unit-types';
import type { ShoppingListData } from '@app/shared/api-contract/shopping-list';
import { lineFoodId, type ListedMeal, type RecipeIngredient, type ShoppingFood, type ShoppingList } from './list-merge.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { regionalNamesByRule } from '../catalog/catalog-writer.ts';

type Db = Kysely<Database>;

const FALLBACK_CATEGORY: ShoppingCategory = 'Pantry';

export async function listOwner(db: Db, listId: number): Promise<number | null> {
  const row = await db.selectFrom('shoppingLists').select('userId').where('id', '=', listId).executeTakeFirst();
  return row?.userId ?? null;
}

export async function listIdOf(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('shoppingLists').select('id').where('userId', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}

/** The list as the merge rules see it: meals, and lines with each meal's share. */
export async function loadList(db: Db, listId: number): Promise<ShoppingList> {
  const meals = await db
    .selectFrom('shoppingListMeals')
    .select(['activityId', 'recipeId', 'name', 'serves', 'servings'])
    .where('listId', '=', listId)
    .orderBy('position')
    .execute();
  const lines = await db.selectFrom('shoppingListLines').selectAll().where('listId', '=', listId).orderBy('position').execute();
  const shares = await db
    .selectFrom('shoppingListShares')
    .selectAll()
    .where('listId', '=', listId)
    .orderBy('lineKey')
    .orderBy('position')
    .execute();
  const sharesByLine = new Map<string, typeof shares>();
  for (const share of shares) sharesByLine.set(share.lineKey, [...(sharesByLine.get(share.lineKey) ?? []), share]);
  return {
    meals: meals.map((meal) => ({
      mealId: meal.activityId,
      recipeId: meal.recipeId,
      recipeName: meal.name,
      serves: meal.serves,
      servings: meal.servings,
    })),
    lines: lines.map((line) => ({
      key: line.lineKey,
      food: {
        foodId: line.foodId,
        name: line.name,
        namePlural: line.namePlural,
        category: isShoppingCategory(line.category) ? line.category : FALLBACK_CATEGORY,
        ...(line.gramsPerMillilitre ? { gramsPerMillilitre: line.gramsPerMillilitre } : {}),
      },
      ticked: line.ticked,
      shares: (sharesByLine.get(line.lineKey) ?? []).map((share) => ({
        mealId: share.mealId,
        recipeId: share.recipeId,
        recipeName: share.recipeName,
        quantity: share.quantity,
        unitType: isUnitType(share.unitType) ? share.unitType : UNIT_TYPE.none,
      })),
    })),
  };
}

/** Writes the whole list in place of what was stored (a list is a few hundred rows at most). */
async function storeList(trx: Db, listId: number, list: ShoppingList): Promise<void> {
  await trx.deleteFrom('shoppingListMeals').where('listId', '=', listId).execute();
  await trx.deleteFrom('shoppingListLines').where('listId', '=', listId).execute();
  if (list.meals.length > 0) {
    await trx
      .insertInto('shoppingListMeals')
      .values(
        list.meals.map((meal, position) => ({
          listId,
          activityId: meal.mealId,
          position,
          recipeId: meal.recipeId,
          name: meal.recipeName,
          serves: meal.serves,
          servings: meal.servings,
        })),
      )
      .execute();
  }
  if (list.lines.length === 0) return;
  await trx
    .insertInto('shoppingListLines')
    .values(
      list.lines.map((line, position) => ({
        listId,
        lineKey: line.key,
        position,
        foodId: line.food.foodId,
        name: line.food.name,
        namePlural: line.food.namePlural,
        category: line.food.category,
        gramsPerMillilitre: line.food.gramsPerMillilitre ?? null,
        ticked: line.ticked,
      })),
    )
    .execute();
  const shares = list.lines.flatMap((line) =>
    line.shares.map((share, position) => ({
      listId,
      lineKey: line.key,
      position,
      mealId: share.mealId,
      recipeId: share.recipeId,
      recipeName: share.recipeName,
      quantity: share.quantity,
      unitType: share.unitType,
    })),
  );
  if (shares.length > 0) await trx.insertInto('shoppingListShares').values(shares).execute();
}

/**
 * Changes a member's list in one transaction with its row locked, so two changes at once (a tick
 * from the phone while the planner swaps a meal) apply one after the other. `create` makes the
 * list when she has none; without it a missing list is returned as null and nothing is written.
 */
export async function changeList(
  db: Db,
  userId: number,
  change: (list: ShoppingList, trx: Db, listId: number) => Promise<ShoppingList> | ShoppingList,
  options: { create: boolean },
): Promise<{ listId: number; list: ShoppingList } | null> {
  return inTransaction(db, async (trx) => {
    if (options.create)
      await trx
        .insertInto('shoppingLists')
        .values({ userId })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
    const row = await trx.selectFrom('shoppingLists').select('id').where('userId', '=', userId).forUpdate().executeTakeFirst();
    if (!row) return null;
    const before = await loadList(trx, row.id);
    const after = await change(before, trx, row.id);
    if (after !== before) {
      await storeList(trx, row.id, after);
      await trx.updateTable('shoppingLists').set({ updatedAt: new Date() }).where('id', '=', row.id).execute();
    }
    return { listId: row.id, list: after };
  });
}

export async function deleteList(db: Db, listId: number): Promise<void> {
  await db.deleteFrom('shoppingLists').where('id', '=', listId).execute();
}

/** Records a client operation id; false when it was applied before (the retry changes nothing). */
export async function claimOperation(trx: Db, listId: number, operationId: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('shoppingListOperations')
    .values({ listId, operationId })
    .onConflict((oc) => oc.doNothing())
    .returning('operationId')
    .executeTakeFirst();
  return Boolean(inserted);
}

export interface RecipeForList {
  recipeId: number;
  name: string;
  serves: number;
  ingredients: RecipeIngredient[];
}

/** The recipes with the ingredients a shop sells (headings are not bought); ids not found are left out. */
export async function recipesForList(db: Db, recipeIds: readonly number[]): Promise<Map<number, RecipeForList>> {
  const found = new Map<number, RecipeForList>();
  if (recipeIds.length === 0) return found;
  const recipes = await db
    .selectFrom('recipes as r')
    .innerJoin('contentItems as ci', 'ci.contentId', 'r.contentId')
    .select(['r.contentId', 'ci.title', 'r.serves'])
    .where('r.contentId', 'in', [...new Set(recipeIds)])
    .execute();
  for (const recipe of recipes)
    found.set(recipe.contentId, { recipeId: recipe.contentId, name: recipe.title, serves: recipe.serves, ingredients: [] });
  if (found.size === 0) return found;
  const ingredients = await db
    .selectFrom('recipeIngredients as ri')
    .leftJoin('foods as f', 'f.id', 'ri.foodId')
    .select(['ri.recipeId', 'ri.foodId', 'ri.name', 'ri.namePlural', 'ri.category', 'ri.quantity', 'ri.unitType', 'f.density'])
    .where('ri.recipeId', 'in', [...found.keys()])
    .where('ri.contentType', '=', 'normal')
    .orderBy('ri.recipeId')
    .orderBy('ri.position')
    .execute();
  for (const row of ingredients) {
    const unitType: UnitType = isUnitType(row.unitType) ? row.unitType : UNIT_TYPE.none;
    found.get(row.recipeId)?.ingredients.push({
      foodId: row.foodId ?? handFoodId(row.name),
      name: row.name,
      namePlural: row.namePlural ?? row.name,
      category: isShoppingCategory(row.category) ? row.category : FALLBACK_CATEGORY,
      ...(row.density ? { gramsPerMillilitre: row.density } : {}),
      quantity: row.quantity ?? 0,
      unitType,
    });
  }
  return found;
}

export function listedMeal(recipe: RecipeForList, mealId: string, servings: number | undefined): ListedMeal {
  return {
    mealId,
    recipeId: recipe.recipeId,
    recipeName: recipe.name,
    serves: recipe.serves,
    servings: servings ?? recipe.serves,
    ingredients: recipe.ingredients,
  };
}

/** The id of a food the catalog does not know: its name as a slug. */
export function handFoodId(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `hand-${slug || 'item'}`;
}

/**
 * The catalog food a typed name means ("Tomatoes" is the tomato; "pumpkin seeds", as the UK and
 * the US say, are pepitas), so an item added by hand joins the line a recipe made; null when the
 * catalog has no food of that name.
 */
export async function foodNamed(db: Db, name: string): Promise<ShoppingFood | null> {
  const wanted = name.trim().toLowerCase();
  const row = await db
    .selectFrom('foods')
    .select(['id', 'name', 'namePlural', 'category', 'density'])
    .where((eb) =>
      eb.or(
        ['name', 'name_plural', 'name_uk', 'name_plural_uk', 'name_us', 'name_plural_us'].map((column) =>
          eb(sql`lower(${sql.ref(column)})`, '=', wanted),
        ),
      ),
    )
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return null;
  return {
    foodId: row.id,
    name: row.name,
    namePlural: row.namePlural ?? row.name,
    category: isShoppingCategory(row.category) ? row.category : FALLBACK_CATEGORY,
    ...(row.density ? { gramsPerMillilitre: row.density } : {}),
  };
}

/** Only the names that are set: the contract leaves a name out where the wording is the same. */
function presentNames<T extends Record<string, string | null>>(names: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(names).filter(([, value]) => value !== null)) as { [K in keyof T]?: string };
}

/**
 * The list in every region's words, for the page to pick hers (units/regionalNames): each line's
 * UK and US names from its food, by the catalog's rule (only a line named as its food: pepitas
 * are pumpkin seeds), and each meal's UK and US titles. Lists kept before these names existed
 * read them too, as they are looked up here rather than stored with the list.
 */
export async function withRegionalNames(db: Db, data: ShoppingListData): Promise<ShoppingListData> {
  const foodIds = [...new Set(data.associatedIngredientsList.map((line) => lineFoodId(line.lineKey)))];
  const recipeIds = [...new Set(data.associatedRecipeList.map((recipe) => recipe.recipeId))];
  const [foods, recipes] = await Promise.all([
    foodIds.length > 0
      ? db
          .selectFrom('foods')
          .select(['id', 'name', 'nameUk', 'namePluralUk', 'nameUs', 'namePluralUs'])
          .where('id', 'in', foodIds)
          .execute()
      : Promise.resolve([]),
    recipeIds.length > 0
      ? db.selectFrom('contentItems').select(['contentId', 'titleUk', 'titleUs']).where('contentId', 'in', recipeIds).execute()
      : Promise.resolve([]),
  ]);
  const foodById = new Map(foods.map((food) => [food.id, food]));
  const titles = new Map(recipes.map((recipe) => [recipe.contentId, presentNames({ nameUK: recipe.titleUk, nameUS: recipe.titleUs })]));
  const mealTitles = new Map(data.associatedRecipeList.map((recipe) => [recipe.activityId, titles.get(recipe.recipeId) ?? {}]));
  return {
    ...data,
    associatedIngredientsList: data.associatedIngredientsList.map((line) => {
      const names = regionalNamesByRule(line.name, foodById.get(lineFoodId(line.lineKey)));
      return {
        ...line,
        ...presentNames({ nameUK: names.nameUk, namePluralUK: names.namePluralUk, nameUS: names.nameUs, namePluralUS: names.namePluralUs }),
        neededFor: line.neededFor.map((meal) => ({ ...meal, ...mealTitles.get(meal.activityId) })),
      };
    }),
    associatedRecipeList: data.associatedRecipeList.map((recipe) => ({ ...recipe, ...titles.get(recipe.recipeId) })),
  };
}
