import type { CourseDay, PlannerItem, PlannerMealType, PlannerRecipe, PlannerWeek } from '@app/shared/api-contract/planner';
import type { MealToSave } from '@app/shared/api-contract/shopping-list';
import { PLANNER_MEAL_TYPES } from '@app/shared/api-contract/planner';
import { regionalText } from '@app/shared/region/regional-text';

/** One day of the plan as the planner and the member home show it. */
export interface DayPlan {
  date: string;
  isRestDay: boolean;
  workout: PlannerItem | null;
  meals: { mealType: PlannerMealType; item: PlannerItem | null }[];
  article: PlannerItem | null;
}

export function dayPlan(week: PlannerWeek | undefined, date: string): DayPlan | null {
  const day: CourseDay | undefined = week?.courseDays.find((entry) => entry.date === date);
  if (!day) return null;
  const items = (type: 'ROUTINE' | 'RECIPE' | 'ARTICLE') => day.sections.find((section) => section.sectionType === type)?.data ?? [];
  const recipes = items('RECIPE');
  return {
    date,
    isRestDay: day.isRestDay,
    workout: items('ROUTINE')[0] ?? null,
    meals: PLANNER_MEAL_TYPES.map((mealType) => ({ mealType, item: recipes.find((item) => item.mealType === mealType) ?? null })),
    article: items('ARTICLE')[0] ?? null,
  };
}

interface WeekCompletions {
  mealsDone: number;
  mealsPlanned: number;
}

/**
 * The meals she has completed of a week's plan. Her workouts are not counted here: she completes
 * them outside the plan too (a program's, the library's), so the API counts them (planner/training).
 */
export function weekCompletions(week: PlannerWeek): WeekCompletions {
  const meals = week.courseDays
    .flatMap((day) => day.sections.flatMap((section) => section.data))
    .filter((item) => item.mealType !== undefined);
  return { mealsDone: meals.filter((item) => item.completed).length, mealsPlanned: meals.length };
}

/** A planned item's title in her region's words ("Cherry & Pumpkin Seed…" in the US where Australia says pepita). */
export function itemTitle(item: PlannerItem, regionId: number | null | undefined): string {
  return regionalText(item, 'title', regionId);
}

/** The title a meal card shows: the recipe's in her region's words, or what she swapped it to. */
export function mealTitle(item: PlannerItem, regionId: number | null | undefined): string {
  if (item.isLeftOver) return 'Leftovers';
  if (item.isGoingOut) return 'Going out';
  return itemTitle(item, regionId);
}

/**
 * The planned meals a shopping list is built from, for one day or the whole week: each cooked
 * meal with its planned servings and its activityId (so a later swap takes away only its share).
 * Leftovers and going out need no shopping, and neither does a day already past.
 */
export function mealsToShopFor(week: PlannerWeek, fromDate: string, onlyDate?: string): MealToSave[] {
  return week.courseDays
    .filter((day) => (onlyDate ? day.date === onlyDate : day.date >= fromDate))
    .flatMap((day) => day.recipes)
    .filter(
      (recipe): recipe is PlannerRecipe & { contentId: number } => recipe.contentId !== null && !recipe.isLeftOver && !recipe.isGoingOut,
    )
    .map((recipe) => ({ recipeId: recipe.contentId, activityId: String(recipe.activityId), servings: recipe.serves }));
}
