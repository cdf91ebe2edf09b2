/**
 * The search service's content calls (SPEC sections 3 and 7, issue 9): one item by id, the
 * listings (10 per page from page 1) and the members' content search. The API's TypeBox schemas
 * are checked against these types.
 */
import type { Nutrition, NutrientKey } from '../units/nutrition.ts';
import type { ImageListEntry } from './home-screen.ts';
import type { WorkoutLevel } from './workout.ts';

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

export interface ContentSearchQuery extends ListingFilters {
  /** Required for the content search. */
  q: string;
  /** Limit to one listing. */
  type?: ListingType;
}

/** SPEC section 3 "Listing item"; recipes add prepTime..summary, articles authorName and summary. */
export interface ListingItem {
  contentId: number;
  contentType: ContentType;
  imageList: ImageListEntry[];
  title: string;
  titleUK?: string;
  titleUS?: string;
  /** Minutes. */
  duration: number | null;
  equipments: string[];
  targets: string[];
  urlPartial: string;
  summary?: string;
  prepTime?: number;
  cookTime?: number;
  tagAbbreviations?: string[];
  authorName?: string;
  /** Workouts: 0 at home, 1 in gym. */
  setType?: 0 | 1;
}

export interface ListingPage {
  items: ListingItem[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  /**
   * A search with misspelt words: the text it searched for too ("avocado" for "avocdo"), whose
   * matches follow the text's own. Absent when no word was corrected.
   */
  correctedQuery?: string;
}

/** SPEC "Workout structure": one definition, in ./workout.ts. */
export type { WorkoutGroup, WorkoutLevel, WorkoutStep } from './workout.ts';

/** SPEC section 3 "Nutrition" (shared/units): energy in kJ, calories in kcal, the rest in grams. */
export type { Nutrition } from '../units/nutrition.ts';
/** Grams of each nutrient. */
export type NutrientGrams = Record<NutrientKey, number>;

/** SPEC "Shopping list" ingredient shape. */
export interface RecipeIngredient {
  category: string;
  contentType: 'normal' | 'energy' | 'meals' | 'heading';
  name: string;
  namePlural: string | null;
  quantity: number | null;
  unitType: number;
  /** SPEC 1 "regional text": the UK and US names where the wording differs (courgette, cilantro), for units/regionalNames. */
  nameUK?: string;
  namePluralUK?: string;
  nameUS?: string;
  namePluralUS?: string;
}

interface ContentBase extends ListingItem {
  canFavourite: boolean;
  tags: string[];
  related: ListingItem[];
}

export interface WorkoutContent extends ContentBase {
  contentType: 'routine';
  setType: 0 | 1;
  level: string;
  /** The same workout in the other set (at home <-> in gym), or null with the reason. */
  linkedContentId: number | null;
  noLinkReason: string | null;
  pregnancyStage: Trimester | null;
  levels: WorkoutLevel[];
}

export interface RecipeContent extends ContentBase {
  contentType: 'recipe';
  mealType: string;
  serves: number;
  prepTime: number;
  cookTime: number;
  tagAbbreviations: string[];
  method: string[];
  ingredients: RecipeIngredient[];
  /** Per serve, computed from the foods and quantities. */
  nutrition: Nutrition;
  /** When the call carried the member's choices (genderId, fitnessId, mealId). */
  variant?: RecipeVariant;
}

export interface RecipeVariant {
  genderId: number | null;
  fitnessId: number | null;
  mealId: number | null;
  /** false when the member eats vegetarian and this recipe is not. */
  suitsMealChoice: boolean;
}

export interface ArticleContent extends ContentBase {
  contentType: 'article';
  kind: string;
  bodyHtml: string;
  readMinutes: number;
  publishedOn: string;
  author: { id: number; authorName: string; authorTitle: string; internalName: string } | null;
  pregnancyStage: Trimester | null;
  durationSeconds: number | null;
  script: MeditationCue[] | null;
}

/** Paced breathing: the seconds of each part of one breath, and how many breaths in a row. */
export interface BreathPace {
  inhale: number;
  /** Held full; 0 when the breath turns straight to the exhale. */
  hold: number;
  exhale: number;
  /** Held empty before the next breath; 0 for none. */
  holdEmpty: number;
  breaths: number;
}

/** One cue of a meditation's guided script: what the player shows and says from that second on. */
export interface MeditationCue {
  atSecond: number;
  text: string;
  /** On the first cue of each part of the practice: its technique ('arrive', 'box', 'body-scan'...). */
  phase?: string;
  /** On the cue the paced breaths start with: their pattern. */
  pace?: BreathPace;
}

export type ContentDetail = WorkoutContent | RecipeContent | ArticleContent;

/** The recipe variant of GET content/{id} (SPEC 7): the member's onboarding choices. */
export interface RecipeVariantQuery {
  genderId?: number;
  fitnessId?: number;
  mealId?: number;
}
