/** SPEC sections 4 and 9: the fixed free-trial bar and the plan section. */
export const TRIAL_BAR_DELAY_MS = 300;
/** The bar hides while at least this share of the plan section is visible. */
export const PLAN_SECTION_HIDE_THRESHOLD = 0.1;

export type TrialBarStep = 'hide' | 'show-after-delay' | 'keep';

/**
 * What the bar does when the plan section's visible share changes: hide at once while at least
 * 10% of it shows; once it shows less, appear after 300 ms (unless it already shows).
 * `null` means not measured yet: nothing changes.
 */
export function trialBarStep(planVisibleRatio: number | null, barVisible: boolean): TrialBarStep {
  if (planVisibleRatio === null) return 'keep';
  if (planVisibleRatio >= PLAN_SECTION_HIDE_THRESHOLD) return 'hide';
  return barVisible ? 'keep' : 'show-after-delay';
}
