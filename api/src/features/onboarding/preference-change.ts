/** What of her preferences shapes her plan: the workouts (fitness), the recipes (meals) and their servings (cooks for). */
export interface PlanPreferences {
  fitnessId: number | null;
  mealId: number | null;
  cooksFor: number | null;
}

/**
 * Whether saving `next` over `saved` re-plans her weeks from today on: only a change of what
 * shapes the plan does (a gender alone does not, nor saving the same choices again, which would
 * throw away her swaps for nothing). `next.cooksFor` undefined keeps the one saved.
 */
export function preferencesChangePlan(
  saved: PlanPreferences,
  next: Omit<PlanPreferences, 'cooksFor'> & { cooksFor?: number | null | undefined },
): boolean {
  const cooksFor = next.cooksFor === undefined ? saved.cooksFor : next.cooksFor;
  return saved.fitnessId !== next.fitnessId || saved.mealId !== next.mealId || saved.cooksFor !== cooksFor;
}
