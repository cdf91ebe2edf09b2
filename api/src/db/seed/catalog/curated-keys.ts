import { curatedOrder, type OrderKeys } from '../../../catalog/curated-order.ts';
import type { RecipeRecord, WorkoutRecord } from '../../../features/catalog/catalog-document.ts';

/**
 * The seed's listing order (content_items.sort_key, which every listing and page reads): the
 * workouts and recipes in the curated order of catalog/curated-order.ts, listing by listing. The
 * workouts written for a pregnancy stage are ordered among themselves (the pregnancy listing's
 * workouts) and, in the at-home and in-gym listings, come after every workout for everyone, so a
 * member who is not pregnant is not led to trimester content by a listing either. The articles keep
 * their own order (newest first), ahead of the stage workouts in the pregnancy listing.
 */

/** Where the stage workouts' keys start: past every other workout's. */
const STAGE_WORKOUTS_FROM = 1_000_000;

const STAGE_PREFIX = /^(?:first trimester|second trimester|third trimester|postpartum)\s+/i;

/** A workout's kit as its title names it ("Machine", "Cable", "Bodyweight"), its stage's words aside. */
function kitOf(title: string): string {
  return title.replace(STAGE_PREFIX, '').split(' ')[0] ?? '';
}

/** A workout's kinds: its body focus (the family), its stage, its kit, its level. */
function workoutKeys(workout: Pick<WorkoutRecord, 'focus' | 'pregnancyStage' | 'title' | 'level'>): OrderKeys {
  return [workout.focus, workout.pregnancyStage ?? '', kitOf(workout.title), workout.level];
}

/** A recipe's dish, its family: overnight oats, salad, curry. */
export function dishOf(recipe: Pick<RecipeRecord, 'tags' | 'mealType'>): string {
  return recipe.tags[1] ?? recipe.mealType;
}

/** A recipe's kinds: its meal, its dish, its first-named ingredient, its cuisine. */
function recipeKeys(recipe: Pick<RecipeRecord, 'tags' | 'title' | 'mealType'>): OrderKeys {
  return [recipe.mealType, dishOf(recipe), recipe.title.split(/[\s&,]+/)[0] ?? '', recipe.tags[0] ?? ''];
}

function inCatalogOrder<T extends { sortKey: number; contentId: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sortKey - b.sortKey || a.contentId - b.contentId);
}

function keyed<T extends { sortKey: number; contentId: number }>(
  items: readonly T[],
  keysOf: (item: T) => OrderKeys,
  from: number,
  familyOf?: (item: T) => string,
) {
  return curatedOrder(inCatalogOrder(items), keysOf, familyOf).map((item, index): [number, number] => [item.contentId, from + index + 1]);
}

/** The workouts with their curated sort keys, in the order they came. */
export function curatedWorkouts(workouts: readonly WorkoutRecord[]): WorkoutRecord[] {
  const forEveryone = (listing: 'home' | 'gym') =>
    keyed(
      workouts.filter((workout) => workout.pregnancyStage === null && workout.listings.includes(listing)),
      workoutKeys,
      0,
    );
  const staged = workouts.filter((workout) => workout.pregnancyStage !== null);
  const keys = new Map([...forEveryone('home'), ...forEveryone('gym'), ...keyed(staged, workoutKeys, STAGE_WORKOUTS_FROM)]);
  return workouts.map((workout) => ({ ...workout, sortKey: keys.get(workout.contentId) ?? workout.sortKey }));
}

/** The recipes with their curated sort keys (the meals and the snacks each in their own order), in the order they came. */
export function curatedRecipes(recipes: readonly RecipeRecord[]): RecipeRecord[] {
  const keys = new Map([
    ...keyed(
      recipes.filter((recipe) => recipe.mealType !== 'Snack'),
      recipeKeys,
      0,
      dishOf,
    ),
    ...keyed(
      recipes.filter((recipe) => recipe.mealType === 'Snack'),
      recipeKeys,
      0,
      dishOf,
    ),
  ]);
  return recipes.map((recipe) => ({ ...recipe, sortKey: keys.get(recipe.contentId) ?? recipe.sortKey }));
}
