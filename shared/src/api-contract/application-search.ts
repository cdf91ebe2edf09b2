/**
 * The search service's content calls (SPEC sections 3 and 7, issue 9): one item by id, the
 * listings (10 per page from page 1) and the members' content search. The reply types are the
 * API's schemas' (./schemas/catalog.ts).
 */
import type { NutrientKey } from '../units/nutrition.ts';

import type {
  ArticleContent,
  BreathPace,
  ContentDetail,
  ListingItem,
  ListingPage,
  MeditationCue,
  Nutrition,
  RecipeContent,
  RecipeIngredient,
  RecipeVariant,
  WorkoutContent,
} from './schemas/catalog.ts';

export type {
  ArticleContent,
  BreathPace,
  ContentDetail,
  ListingItem,
  ListingPage,
  MeditationCue,
  Nutrition,
  RecipeContent,
  RecipeIngredient,
  RecipeVariant,
  WorkoutContent,
};

export const APPLICATION_SEARCH_PREFIX = '/search/application-search';

/** SPEC "Listing types" that list content (help is the external help-desk's). */
export const LISTING_TYPES = ['home', 'gym', 'meals', 'snacks', 'tips', 'meditation', 'pregnancy', 'blogs'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** SPEC section 9: listing page size 10, starting at page 1. */
export const LISTING_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;
/** The longest search text a member can send. */
export const SEARCH_TEXT_MAX = 100;

/** SPEC "Enumerations": content types. */
export const CONTENT_TYPES = ['routine', 'article', 'recipe'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const MEAL_TYPES = ['Breakfast', 'Lunch', 'Dinner'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const DURATION_BANDS = ['under-15', '15-30', '30-45', '45-plus'] as const;
export type DurationBand = (typeof DURATION_BANDS)[number];

export const TRIMESTERS = ['trimester1', 'trimester2', 'trimester3', 'postpartum'] as const;
export type Trimester = (typeof TRIMESTERS)[number];

export const APPLICATION_SEARCH_PATHS = {
  content: `${APPLICATION_SEARCH_PREFIX}/pub/api/content/:id`,
  listing: `${APPLICATION_SEARCH_PREFIX}/pub/api/search/listing/:type`,
  contentSearch: `${APPLICATION_SEARCH_PREFIX}/api/search/content-search`,
} as const;

export const contentPath = (id: number) => `${APPLICATION_SEARCH_PREFIX}/pub/api/content/${id}`;
export const listingPath = (type: ListingType) => `${APPLICATION_SEARCH_PREFIX}/pub/api/search/listing/${type}`;

/** Filters a listing or a search accepts (each optional; several combine with AND). */
export interface ListingFilters {
  page?: number;
  /** Search text: titles (every region's), summary, ingredients and targets, typo-tolerant. */
  q?: string;
  equipment?: string;
  targets?: string;
  duration?: DurationBand;
  mealType?: MealType;
  /** A dietary tag abbreviation: V, VG, GF, DF... */
  tag?: string;
  trimester?: Trimester;
  /** An author's internalName. */
  author?: string;
}

/** The public listing's query: its filters, and a pregnant member's stage, which leads it. */
export interface ListingQueryParams extends ListingFilters {
  stage?: Trimester;
}

export interface ContentSearchQuery extends ListingFilters {
  /** Required for the content search. */
  q: string;
  /** Limit to one listing. */
  type?: ListingType;
}

/** SPEC "Workout structure": one definition, in ./workout.ts. */
export type { WorkoutGroup, WorkoutLevel, WorkoutStep } from './workout.ts';

/** Grams of each nutrient. */
export type NutrientGrams = Record<NutrientKey, number>;

/** The recipe variant of GET content/{id} (SPEC 7): the member's onboarding choices. */
export interface RecipeVariantQuery {
  genderId?: number;
  fitnessId?: number;
  mealId?: number;
}
