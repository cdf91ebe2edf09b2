import { Type, type Static } from 'typebox';
import {
  DURATION_BANDS,
  LISTING_TYPES,
  MEAL_TYPES,
  SEARCH_TEXT_MAX,
  TRIMESTERS,
  type ArticleContent,
  type ListingItem,
  type ListingPage,
  type RecipeContent,
  type WorkoutContent,
} from '@app/shared/api-contract/application-search';
import type { FilterGroup } from '@app/shared/api-contract/user-interaction';
import { StrictObject, type Same } from '../../lib/schemas.ts';

/**
 * Numbers in a path or query arrive as text (the API does not coerce types): a run of digits,
 * whose range the handler checks so that 0 or a huge id gets its own clear message.
 */
export const NumberText = (description: string) => Type.String({ pattern: '^[0-9]{1,12}$', description });
const Word = (description: string) => Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9 &\'-]+$', description });

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

const SearchText = Type.String({ minLength: 1, maxLength: SEARCH_TEXT_MAX, pattern: '\\S', description: 'Search text (titles in every region, summary, ingredients, targets); typo-tolerant' });

export const ListingQuery = StrictObject({ ...FilterFields, q: Type.Optional(SearchText) });
export const ContentSearchQuery = StrictObject({ ...FilterFields, q: SearchText, type: Type.Optional(Type.Enum([...LISTING_TYPES])) });
export const RecipeVariantQuery = StrictObject({
  genderId: Type.Optional(NumberText('Onboarding gender')),
  fitnessId: Type.Optional(NumberText('Onboarding fitness choice')),
  mealId: Type.Optional(NumberText('Onboarding meal choice')),
});

const ImageList = Type.Array(Type.Object({ imageId: Type.String(), imageUrl: Type.String() }));
const ContentTypeSchema = Type.Enum(['routine', 'article', 'recipe']);
const SetType = Type.Union([Type.Literal(0), Type.Literal(1)]);
const Stage = Type.Union([Type.Enum([...TRIMESTERS]), Type.Null()]);

const listingFields = {
  contentId: Type.Integer(),
  contentType: ContentTypeSchema,
  imageList: ImageList,
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
  setType: Type.Optional(SetType),
};

const ListingItemSchema = Type.Object(listingFields);
export const ListingPageSchema = Type.Object({
  items: Type.Array(ListingItemSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  correctedQuery: Type.Optional(Type.String({ description: 'The search text with its misspelt words corrected, when any was: its matches follow the exact ones' })),
});

const contentFields = { ...listingFields, canFavourite: Type.Boolean(), tags: Type.Array(Type.String()), related: Type.Array(ListingItemSchema) };

const StepSchema = Type.Object({
  id: Type.String(),
  contentId: Type.Integer(),
  title: Type.String(),
  durationInSeconds: Type.Union([Type.Integer(), Type.Null()]),
  exerciseType: Type.Enum(['repetitions', 'timed']),
  repetitions: Type.Union([Type.Integer(), Type.Null()]),
  perSide: Type.Boolean(),
  imageList: ImageList,
  mediaUrl: Type.String(),
  rest: Type.Integer(),
});

const GroupSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  summaryHeading: Type.String(),
  summary: Type.String(),
  rounds: Type.Integer(),
  restBetweenRounds: Type.Integer(),
  exercises: Type.Array(StepSchema),
});

const WorkoutContentSchema = Type.Object({
  ...contentFields,
  contentType: Type.Literal('routine'),
  setType: SetType,
  level: Type.String(),
  linkedContentId: Type.Union([Type.Integer(), Type.Null()]),
  noLinkReason: Type.Union([Type.String(), Type.Null()]),
  pregnancyStage: Stage,
  levels: Type.Array(Type.Object({ level: Type.String(), workouts: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), groups: Type.Array(GroupSchema) })) })),
});

const NutritionSchema = Type.Object({
  energy: Type.Number({ description: 'kJ' }),
  calories: Type.Number({ description: 'kcal' }),
  protein: Type.Number(),
  fat: Type.Number(),
  satFat: Type.Number(),
  carbs: Type.Number(),
  sugar: Type.Number(),
  dietryFibre: Type.Number(),
});

const RecipeContentSchema = Type.Object({
  ...contentFields,
  contentType: Type.Literal('recipe'),
  mealType: Type.String(),
  serves: Type.Integer(),
  prepTime: Type.Integer(),
  cookTime: Type.Integer(),
  tagAbbreviations: Type.Array(Type.String()),
  method: Type.Array(Type.String()),
  ingredients: Type.Array(
    Type.Object({
      category: Type.String(),
      contentType: Type.Enum(['normal', 'energy', 'meals', 'heading']),
      name: Type.String(),
      namePlural: Type.Union([Type.String(), Type.Null()]),
      quantity: Type.Union([Type.Number(), Type.Null()]),
      unitType: Type.Integer(),
      nameUK: Type.Optional(Type.String({ description: 'The UK name where the wording differs' })),
      namePluralUK: Type.Optional(Type.String()),
      nameUS: Type.Optional(Type.String({ description: 'The US name where the wording differs' })),
      namePluralUS: Type.Optional(Type.String()),
    }),
  ),
  nutrition: NutritionSchema,
  variant: Type.Optional(
    Type.Object({
      genderId: Type.Union([Type.Integer(), Type.Null()]),
      fitnessId: Type.Union([Type.Integer(), Type.Null()]),
      mealId: Type.Union([Type.Integer(), Type.Null()]),
      suitsMealChoice: Type.Boolean({ description: 'false when the member eats vegetarian and this recipe is not' }),
    }),
  ),
});

const BreathPaceSchema = Type.Object(
  { inhale: Type.Integer(), hold: Type.Integer(), exhale: Type.Integer(), holdEmpty: Type.Integer(), breaths: Type.Integer() },
  { description: 'Paced breathing from this cue on: seconds of each part of a breath, and how many breaths' },
);

const MeditationCueSchema = Type.Object({
  atSecond: Type.Integer(),
  text: Type.String(),
  phase: Type.Optional(Type.String({ description: 'On the first cue of each part of the practice: its technique' })),
  pace: Type.Optional(BreathPaceSchema),
});

const ArticleContentSchema = Type.Object({
  ...contentFields,
  contentType: Type.Literal('article'),
  kind: Type.String(),
  bodyHtml: Type.String(),
  readMinutes: Type.Integer(),
  publishedOn: Type.String(),
  author: Type.Union([Type.Object({ id: Type.Integer(), authorName: Type.String(), authorTitle: Type.String(), internalName: Type.String() }), Type.Null()]),
  pregnancyStage: Stage,
  durationSeconds: Type.Union([Type.Integer(), Type.Null()]),
  script: Type.Union([Type.Array(MeditationCueSchema), Type.Null()]),
});

export const ContentDetailSchema = Type.Union([WorkoutContentSchema, RecipeContentSchema, ArticleContentSchema]);

export const FilterGroupSchema = Type.Object({
  key: Type.Enum(['equipment', 'targets', 'duration', 'mealType', 'tag', 'trimester', 'author']),
  label: Type.String(),
  options: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() })),
});

export type ListingQuery = Static<typeof ListingQuery>;

const _contractChecks: [
  Same<Static<typeof ListingItemSchema>, ListingItem>,
  Same<Static<typeof ListingPageSchema>, ListingPage>,
  Same<Omit<Static<typeof WorkoutContentSchema>, 'levels'>, Omit<WorkoutContent, 'levels'>>,
  Same<Static<typeof RecipeContentSchema>, RecipeContent>,
  Same<Static<typeof ArticleContentSchema>, ArticleContent>,
  Same<Static<typeof FilterGroupSchema>, FilterGroup>,
] = [true, true, true, true, true, true];
