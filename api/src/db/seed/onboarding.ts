/** The choices of onboarding (SPEC section 1): gender, fitness choices, meal choices. */
export const GENDERS = [
  { id: 1, name: 'Female', sortOrder: 1 },
  { id: 2, name: 'Male', sortOrder: 2 },
  { id: 3, name: 'Non-binary', sortOrder: 3 },
  { id: 4, name: 'Prefer not to say', sortOrder: 4 },
];

import type { PregnancyPhase } from '../schema.ts';

export interface FitnessChoice {
  id: number;
  name: string;
  sortOrder: number;
  /** What the choice plans: workouts of this level, written for this pregnancy stage (null: for everyone). */
  workouts: { level: 'Beginner' | 'Intermediate'; stage: PregnancyPhase | null };
}

/**
 * Matched by the workout pillars of the home page (weight loss, strength & tone) and the
 * catalog's pregnancy workouts, one choice per stage they are written for. Ids stay as they were
 * first given: 3 was "Pregnancy" and planned the second trimester's workouts, so it is that choice.
 */
export const FITNESS_CHOICES: readonly FitnessChoice[] = [
  { id: 1, name: 'Weight Loss', sortOrder: 1, workouts: { level: 'Beginner', stage: null } },
  { id: 2, name: 'Strength & Tone', sortOrder: 2, workouts: { level: 'Intermediate', stage: null } },
  { id: 5, name: 'Pregnancy: first trimester', sortOrder: 3, workouts: { level: 'Beginner', stage: 'trimester1' } },
  { id: 3, name: 'Pregnancy: second trimester', sortOrder: 4, workouts: { level: 'Beginner', stage: 'trimester2' } },
  { id: 6, name: 'Pregnancy: third trimester', sortOrder: 5, workouts: { level: 'Beginner', stage: 'trimester3' } },
  { id: 4, name: 'Postpartum', sortOrder: 6, workouts: { level: 'Beginner', stage: 'postpartum' } },
];

/** Matched by the food pillars (regular, veg). */
export const MEAL_CHOICES = [
  { id: 1, name: 'Regular', sortOrder: 1 },
  { id: 2, name: 'Vegetarian', sortOrder: 2 },
];
