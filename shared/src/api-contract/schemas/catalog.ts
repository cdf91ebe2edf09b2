/**
 * The search service's content shapes (SPEC sections 3 and 7, issue 9): one item by id, the
 * listings and the members' content search, and a listing's filters.
 */
import { Type, type Static } from 'typebox';
import { CONTENT_TYPES, DURATION_BANDS, LISTING_TYPES, MEAL_TYPES, SEARCH_TEXT_MAX, TRIMESTERS } from '../application-search.ts';
import { ImageListSchema, NullableInteger, NullableString, NumberText, StrictObject } from './common.ts';
import { SetTypeSchema, WorkoutLevelSchema } from './workout.ts';

const Word = (description: string) => Type.String({ minLength: 1, maxLength: 60, pattern: "^[A-Za-z0-9 &'-]+$", description });

export const ListingTypeParams = StrictObject({ type: Type.Enum([...LISTING_TYPES], { description: 'The listing' }) });
export const ContentParams = StrictObject({ id: NumberText('The content id') });

const FilterFields = {
  page: Type.Optional(NumberText('Page number, from 1 (10 items a page)')),
  equipment: Type.Optional(Word('Equipment id, for example dumbbells')),
  targets: Type.Optional(Word('Target id, for example glutes')),
  duration: Type.Optional(Type.Enum([...DURATION_BANDS], { description: 'Duration band in minutes' })),
  mealType: Type.Optional(Type.Enum([...MEAL_TYPES])),
  tag: Type.Optional(Type.String({ pattern: '^[A-Za-z]{1,4}$', description: 'A dietary tag abbreviation: V, VG, GF, DF...' })),
  trimester: Type.Optional(Type.Enum([...TRIMESTERS])),
  author: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,60}$', description: "An author's internalName" })),
};

const SearchText = Type.String({
  minLength: 1,
  maxLength: SEARCH_TEXT_MAX,
  pattern: '\\S',
  description: 'Search text (titles in every region, summary, ingredients, targets); typo-tolerant',
});

export const ListingQuery = StrictObject({
  ...FilterFields,
  q: Type.Optional(SearchText),
  stage: Type.Optional(
    Type.Enum([...TRIMESTERS], {
      description: "A pregnant member's stage (her user info's pregnancyStage): what was written for it leads the listing",
    }),
  ),
});
export type ListingQuery = Static<typeof ListingQuery>;
export const ContentSearchQuery = StrictObject({ ...FilterFields, q: SearchText, type: Type.Optional(Type.Enum([...LISTING_TYPES])) });
export const RecipeVariantQuery = StrictObject({
  genderId: Type.Optional(NumberText('Onboarding gender')),
  fitnessId: Type.Optional(NumberText('Onboarding fitness choice')),
  mealId: Type.Optional(NumberText('Onboarding meal choice')),
});

const Stage = Type.Union([Type.Enum([...TRIMESTERS]), Type.Null()]);

const listingFields = {
  contentId: Type.Integer(),
  contentType: Type.Enum([...CONTENT_TYPES]),
  imageList: ImageListSchema,
  title: Type.String(),
  titleUK: Type.Optional(Type.String()),
  titleUS: Type.Optional(Type.String()),
  duration: Type.Union([Type.Integer(), Type.Null()], { description: 'Minutes' }),
  equipments: Type.Array(Type.String()),
  targets: Type.Array(Type.String()),
  urlPartial: Type.String(),
  summary: Type.Optional(Type.String()),
  prepTime: Type.Optional(Type.Integer()),
  cookTime: Type.Optional(Type.Integer()),
  tagAbbreviations: Type.Optional(Type.Array(Type.String())),
  authorName: Type.Optional(Type.String()),
  setType: Type.Optional(SetTypeSchema),
};

/** SPEC section 3 "Listing item"; recipes add prepTime..summary, articles authorName and summary. */
export const ListingItemSchema = Type.Object(listingFields);
export type ListingItem = Static<typeof ListingItemSchema>;

export const ListingPageSchema = Type.Object({
  items: Type.Array(ListingItemSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  correctedQuery: Type.Optional(
    Type.String({
      description:
        'A search with misspelt words: the text it searched for too ("avocado" for "avocdo"), whose matches follow the exact ones. Absent when no word was corrected',
    }),
  ),
});
export type ListingPage = Static<typeof ListingPageSchema>;

const contentFields = {
  ...listingFields,
  canFavourite: Type.Boolean(),
  tags: Type.Array(Type.String()),
  related: Type.Array(ListingItemSchema),
};

export const WorkoutContentSchema = Type.Object({
  ...contentFields,
  contentType: Type.Literal('routine'),
  setType: SetTypeSchema,
  level: Type.String(),
  linkedContentId: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The same workout in the other set (at home <-> in gym), or null with the reason',
  }),
  noLinkReason: NullableString,
  pregnancyStage: Stage,
  levels: Type.Array(WorkoutLevelSchema),
});
export type WorkoutContent = Static<typeof WorkoutContentSchema>;

/** SPEC section 3 "Nutrition" (the field names are SPEC's, dietryFibre spelling included): energy in kJ, calories in kcal, the rest in grams. */
export const NutritionSchema = Type.Object({
  energy: Type.Number({ description: 'kJ' }),
  calories: Type.Number({ description: 'kcal' }),
  protein: Type.Number(),
  fat: Type.Number(),
  satFat: Type.Number(),
  carbs: Type.Number(),
  sugar: Type.Number(),
  dietryFibre: Type.Number(),
});
export type Nutrition = Static<typeof NutritionSchema>;

/** SPEC "Shopping list" ingredient shape. */
export const RecipeIngredientSchema = Type.Object({
  category: Type.String(),
  contentType: Type.Enum(['normal', 'energy', 'meals', 'heading']),
  name: Type.String(),
  namePlural: NullableString,
  quantity: Type.Union([Type.Number(), Type.Null()]),
  unitType: Type.Integer(),
  nameUK: Type.Optional(Type.String({ description: 'The UK name where the wording differs (SPEC 1 "regional text")' })),
  namePluralUK: Type.Optional(Type.String()),
  nameUS: Type.Optional(Type.String({ description: 'The US name where the wording differs' })),
  namePluralUS: Type.Optional(Type.String()),
  gramsPerMillilitre: Type.Optional(
    Type.Number({ description: "Its food's density, grams in one millilitre: for reading a weight in cups (US) and a volume in grams" }),
  ),
});
export type RecipeIngredient = Static<typeof RecipeIngredientSchema>;

export const RecipeVariantSchema = Type.Object(
  {
    genderId: NullableInteger,
    fitnessId: NullableInteger,
    mealId: NullableInteger,
    suitsMealChoice: Type.Boolean({ description: 'false when the member eats vegetarian and this recipe is not' }),
  },
  { description: "When the call carried the member's choices (genderId, fitnessId, mealId)" },
);
export type RecipeVariant = Static<typeof RecipeVariantSchema>;

const RecipeContentSchema = Type.Object({
  ...contentFields,
  contentType: Type.Literal('recipe'),
  mealType: Type.String(),
  serves: Type.Integer(),
  prepTime: Type.Integer(),
  cookTime: Type.Integer(),
  tagAbbreviations: Type.Array(Type.String()),
  method: Type.Array(Type.String()),
  ingredients: Type.Array(RecipeIngredientSchema),
  nutrition: NutritionSchema,
  variant: Type.Optional(RecipeVariantSchema),
});
export type RecipeContent = Static<typeof RecipeContentSchema>;

/** Paced breathing: the seconds of each part of one breath, and how many breaths in a row. */
export const BreathPaceSchema = Type.Object(
  {
    inhale: Type.Integer(),
    hold: Type.Integer({ description: 'Held full; 0 when the breath turns straight to the exhale' }),
    exhale: Type.Integer(),
    holdEmpty: Type.Integer({ description: 'Held empty before the next breath; 0 for none' }),
    breaths: Type.Integer(),
  },
  { description: 'Paced breathing from this cue on: seconds of each part of a breath, and how many breaths' },
);
export type BreathPace = Static<typeof BreathPaceSchema>;

/** One cue of a meditation's guided script: what the player shows and says from that second on. */
export const MeditationCueSchema = Type.Object({
  atSecond: Type.Integer(),
  text: Type.String(),
  phase: Type.Optional(
    Type.String({ description: "On the first cue of each part of the practice: its technique ('arrive', 'box', 'body-scan'...)" }),
  ),
  pace: Type.Optional(BreathPaceSchema),
});
export type MeditationCue = Static<typeof MeditationCueSchema>;

const ArticleContentSchema = Type.Object({
  ...contentFields,
  contentType: Type.Literal('article'),
  kind: Type.String(),
  bodyHtml: Type.String(),
  readMinutes: Type.Integer(),
  publishedOn: Type.String(),
  author: Type.Union([
    Type.Object({ id: Type.Integer(), authorName: Type.String(), authorTitle: Type.String(), internalName: Type.String() }),
    Type.Null(),
  ]),
  pregnancyStage: Stage,
  durationSeconds: NullableInteger,
  script: Type.Union([Type.Array(MeditationCueSchema), Type.Null()]),
});
export type ArticleContent = Static<typeof ArticleContentSchema>;

export const ContentDetailSchema = Type.Union([WorkoutContentSchema, RecipeContentSchema, ArticleContentSchema]);
export type ContentDetail = Static<typeof ContentDetailSchema>;

export const FilterOptionSchema = Type.Object({
  value: Type.String(),
  label: Type.String(),
  count: Type.Integer({ description: 'Items of the listing with this value' }),
});
export type FilterOption = Static<typeof FilterOptionSchema>;

/** A filter group: its query parameter name, its label and its options. */
export const FilterGroupSchema = Type.Object({
  key: Type.Enum(['equipment', 'targets', 'duration', 'mealType', 'tag', 'trimester', 'author']),
  label: Type.String(),
  options: Type.Array(FilterOptionSchema),
});
export type FilterGroup = Static<typeof FilterGroupSchema>;
