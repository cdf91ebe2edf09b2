/**
 * The interaction service's content calls (SPEC section 7, issue 9): a listing's filters and the
 * programs (all; list; summary/{id}; {id}; activity/{id}).
 */
import type { ListingType } from './application-search.ts';

export const USER_INTERACTION_PREFIX = '/interaction/user-interaction';

export const USER_INTERACTION_PATHS = {
  filters: `${USER_INTERACTION_PREFIX}/pub/api/filters/:type`,
  programsAll: `${USER_INTERACTION_PREFIX}/pub/api/programs/all`,
  programsList: `${USER_INTERACTION_PREFIX}/pub/api/programs/list`,
  programSummary: `${USER_INTERACTION_PREFIX}/pub/api/programs/summary/:id`,
  program: `${USER_INTERACTION_PREFIX}/pub/api/programs/:id`,
  programActivity: `${USER_INTERACTION_PREFIX}/pub/api/programs/activity/:id`,
} as const;

export const filtersPath = (type: ListingType) => `${USER_INTERACTION_PREFIX}/pub/api/filters/${type}`;
export const programPath = (id: number) => `${USER_INTERACTION_PREFIX}/pub/api/programs/${id}`;
export const programSummaryPath = (id: number) => `${USER_INTERACTION_PREFIX}/pub/api/programs/summary/${id}`;
export const programActivityPath = (id: number) => `${USER_INTERACTION_PREFIX}/pub/api/programs/activity/${id}`;

export interface FilterOption {
  value: string;
  label: string;
  /** Items of the listing with this value. */
  count: number;
}

/** A filter group: its query parameter name (equipment, targets, duration, mealType, tag, trimester, author). */
export interface FilterGroup {
  key: 'equipment' | 'targets' | 'duration' | 'mealType' | 'tag' | 'trimester' | 'author';
  label: string;
  options: FilterOption[];
}

/** SPEC "Program metadata" plus the card copy. */
export interface ProgramSummary {
  id: number;
  title: string;
  titleUK?: string;
  titleUS?: string;
  summary: string;
  description: string;
  weeks: number;
  workoutsPerWeek: number | null;
  level: string | null;
  fitnessGoal: string;
  gender: string;
  equipment: string[];
  newRelease: boolean;
  image: string;
  logo: string;
}

export interface ProgramDay {
  day: number;
  rest: boolean;
  workout: { contentId: number; title: string; duration: number | null; setType: 0 | 1; urlPartial: string } | null;
}

export interface ProgramWeek {
  week: number;
  level: string;
  focus: string;
  days: ProgramDay[];
}

export interface ProgramDetail extends ProgramSummary {
  schedule: ProgramWeek[];
}

/** activity/{id}: one scheduled workout of a program, by its workout contentId. */
export interface ProgramActivity {
  programId: number;
  week: number;
  day: number;
  contentId: number;
  title: string;
  duration: number | null;
  setType: 0 | 1;
}
