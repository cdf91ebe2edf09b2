/**
 * The interaction service's content calls (SPEC section 7, issue 9): a listing's filters and the
 * programs (all; list; summary/{id}; {id}; activity/{id}).
 */
import type { ListingType } from './application-search.ts';

export type { FilterGroup, FilterOption } from './schemas/catalog.ts';
export type { ProgramActivity, ProgramDay, ProgramDetail, ProgramSummary, ProgramWeek } from './schemas/programs.ts';

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
