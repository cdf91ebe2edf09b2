import { Type, type Static } from 'typebox';
import { DURATION_BANDS, MEAL_TYPES, TRIMESTERS } from '@app/shared/api-contract/application-search';

/**
 * The content catalog as one JSON document: what the seed builds from the catalog generators and
 * what `pnpm content:import <file.json>` reads. One schema for both, so an imported record is held
 * to the same rules as the seeded ones (catalog-writer.ts writes either).
 */
const Text = (maxLength: number, minLength = 1) =>
  Type.String({ minLength, maxLength, pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$' });
const Slug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 });
const ContentId = Type.Integer({ minimum: 1, maximum: 2_000_000_000 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Words = Type.Array(Text(60), { maxItems: 40 });
/** Artwork subjects (media collection "catalog"): "<motif>-<category>", a recipe's dish-..., an exercise's move-..., a workout's work-... */
export const IMAGE_SUBJECT_PATTERN = '^(pose|nutrition|sleep|strength|mind|pregnancy|running|dish|move|work)(-[a-z0-9]+)+$';
const ImageSubject = Type.String({ pattern: IMAGE_SUBJECT_PATTERN, maxLength: 60 });
const Stage = Type.Enum([...TRIMESTERS]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** What every item shares: content_items. */
const ItemFields = {
  contentId: ContentId,
  slug: Slug,
  title: Text(160),
  titleUK: Type.Optional(Text(160)),
  titleUS: Type.Optional(Text(160)),
  urlPartial: Slug,
  summary: Text(600, 0),
  tags: Words,
  imageSubject: ImageSubject,
  sortKey: Type.Integer({ minimum: -2_000_000_000, maximum: 2_000_000_000 }),
};

export const ExerciseRecord = Type.Object(
  {
    id: ContentId,
    slug: Slug,
    name: Text(120),
    kind: Type.Union([Type.Literal('repetitions'), Type.Literal('timed')]),
    defaultReps: Nullable(Type.Integer({ minimum: 1, maximum: 500 })),
    defaultSeconds: Nullable(Type.Integer({ minimum: 1, maximum: 3600 })),
    equipment: Words,
    targets: Words,
    place: Type.Union([Type.Literal('home'), Type.Literal('gym'), Type.Literal('both')]),
    impact: Type.Union([Type.Literal('low'), Type.Literal('high')]),
    position: Text(40),
    safeIn: Type.Object(
      { trimester1: Type.Boolean(), trimester2: Type.Boolean(), trimester3: Type.Boolean(), postpartum: Type.Boolean() },
      { additionalProperties: false },
    ),
    cues: Type.Array(Text(400), { maxItems: 20 }),
    imageSubject: ImageSubject,
  },
  { additionalProperties: false },
);

const WorkoutStepRecord = Type.Object(
  {
    id: Text(80),
    exerciseId: ContentId,
    title: Text(120),
    exerciseType: Type.Union([Type.Literal('repetitions'), Type.Literal('timed')]),
    repetitions: Nullable(Type.Integer({ minimum: 1, maximum: 500 })),
    durationInSeconds: Nullable(Type.Integer({ minimum: 1, maximum: 3600 })),
    perSide: Type.Boolean(),
    rest: Type.Integer({ minimum: 0, maximum: 600 }),
    /** It takes sets of reps and a weight (catalog/training/sets.ts): the logbook offers Add log. */
    loggable: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const WorkoutGroupRecord = Type.Object(
  {
    id: Text(80),
    title: Text(120),
    summaryHeading: Text(120, 0),
    summary: Text(600, 0),
    rounds: Type.Integer({ minimum: 1, maximum: 20 }),
    restBetweenRounds: Type.Integer({ minimum: 0, maximum: 600 }),
    kind: Type.Union([Type.Literal('warm-up'), Type.Literal('work'), Type.Literal('cool-down')]),
    exercises: Type.Array(WorkoutStepRecord, { minItems: 1, maxItems: 40 }),
  },
  { additionalProperties: false },
);

export const WorkoutRecord = Type.Object(
  {
    ...ItemFields,
    listings: Type.Array(Type.Union([Type.Literal('home'), Type.Literal('gym'), Type.Literal('pregnancy')]), { minItems: 1, maxItems: 3 }),
    setType: Type.Union([Type.Literal(0), Type.Literal(1)]),
    level: Type.Union([Type.Literal('Beginner'), Type.Literal('Intermediate'), Type.Literal('Advanced')]),
    focus: Text(60),
    format: Text(40),
    pregnancyStage: Nullable(Stage),
    durationMinutes: Type.Integer({ minimum: 1, maximum: 240 }),
    durationBand: Type.Enum([...DURATION_BANDS]),
    equipment: Words,
    targets: Words,
    linkedContentId: Nullable(ContentId),
    noLinkReason: Nullable(Text(300)),
    groups: Type.Array(WorkoutGroupRecord, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);

export const ProgramRecord = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 1000 }),
    fitnessGoal: Text(60),
    gender: Text(20),
    level: Text(20),
    workoutsPerWeek: Type.Integer({ minimum: 1, maximum: 7 }),
    equipment: Words,
    schedule: Type.Array(
      Type.Object(
        {
          week: Type.Integer({ minimum: 1, maximum: 60 }),
          level: Text(20),
          focus: Text(300),
          days: Type.Array(
            Type.Object({ day: Type.Integer({ minimum: 1, maximum: 7 }), workoutId: Nullable(ContentId) }, { additionalProperties: false }),
            { minItems: 1, maxItems: 7 },
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 60 },
    ),
  },
  { additionalProperties: false },
);

const Per100g = Type.Number({ minimum: 0, maximum: 4000 });

export const FoodRecord = Type.Object(
  {
    id: Slug,
    name: Text(120),
    namePlural: Nullable(Text(120)),
    category: Text(60),
    density: Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 5 })),
    energyKj: Per100g,
    protein: Per100g,
    fat: Per100g,
    satFat: Per100g,
    carbs: Per100g,
    sugar: Per100g,
    dietryFibre: Per100g,
    source: Text(200),
    /** The UK and US names where the wording differs (courgette, cilantro...); recipes' ingredients take them from the food. */
    nameUK: Type.Optional(Text(120)),
    namePluralUK: Type.Optional(Text(120)),
    nameUS: Type.Optional(Text(120)),
    namePluralUS: Type.Optional(Text(120)),
  },
  { additionalProperties: false },
);

export const IngredientRecord = Type.Object(
  {
    foodId: Nullable(Slug),
    category: Text(60),
    contentType: Type.Union([Type.Literal('normal'), Type.Literal('energy'), Type.Literal('meals'), Type.Literal('heading')]),
    name: Text(120),
    namePlural: Nullable(Text(120)),
    quantity: Nullable(Type.Number({ minimum: 0, maximum: 100_000 })),
    unitType: Type.Enum([-1, 0, 1, 2, 3, 5, 7, 8, 9, 10, 11, 12, 13, 14]),
    /** The weight the quantity stands for: what the nutrition is computed from. */
    grams: Nullable(Type.Number({ minimum: 0, maximum: 100_000 })),
  },
  { additionalProperties: false },
);

export const RecipeRecord = Type.Object(
  {
    ...ItemFields,
    mealType: Type.Enum([...MEAL_TYPES, 'Snack']),
    serves: Type.Integer({ minimum: 1, maximum: 24 }),
    prepTime: Type.Integer({ minimum: 0, maximum: 1440 }),
    cookTime: Type.Integer({ minimum: 0, maximum: 1440 }),
    tagAbbreviations: Type.Array(Type.String({ pattern: '^[A-Z]{1,4}$' }), { maxItems: 10 }),
    method: Type.Array(Text(1000), { minItems: 1, maxItems: 30 }),
    ingredients: Type.Array(IngredientRecord, { minItems: 1, maxItems: 40 }),
  },
  { additionalProperties: false },
);

const Seconds = (maximum: number) => Type.Integer({ minimum: 0, maximum });

/** A meditation's cue: its second, its words, and where a part of the practice or its paced breaths begin. */
const MeditationCueRecord = Type.Object(
  {
    atSecond: Seconds(7200),
    text: Text(600),
    phase: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,40}$' })),
    pace: Type.Optional(
      Type.Object(
        {
          inhale: Type.Integer({ minimum: 1, maximum: 30 }),
          hold: Seconds(30),
          exhale: Type.Integer({ minimum: 1, maximum: 30 }),
          holdEmpty: Seconds(30),
          breaths: Type.Integer({ minimum: 1, maximum: 200 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ArticleRecord = Type.Object(
  {
    ...ItemFields,
    kind: Type.Enum(['tips', 'meditation', 'pregnancy', 'blogs', 'policy', 'help']),
    authorInternalName: Nullable(Slug),
    bodyHtml: Type.String({ minLength: 1, maxLength: 200_000 }),
    readMinutes: Type.Integer({ minimum: 1, maximum: 240 }),
    publishedOn: Day,
    pregnancyStage: Nullable(Stage),
    durationSeconds: Nullable(Type.Integer({ minimum: 1, maximum: 7200 })),
    script: Nullable(Type.Array(MeditationCueRecord, { maxItems: 400 })),
  },
  { additionalProperties: false },
);

/** A Zendesk time: ISO 8601 in UTC, so that text order is time order (the help centre sorts by it). */
const ZendeskTime = Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?Z$' }));
const ZendeskLocale = Type.Optional(Type.String({ pattern: '^[a-z]{2,3}(-[a-z0-9]{2,8})?$' }));
/**
 * The fields the help centre reads from an exported Zendesk record, typed; whatever else an export
 * carries (url, html_url, vote_sum...) is kept but not served: the API makes url and html_url itself.
 */
const zendeskStamps = { locale: ZendeskLocale, created_at: ZendeskTime, updated_at: ZendeskTime };
const ZendeskEntity = Type.Object({
  id: ContentId,
  name: Text(160),
  description: Text(600, 0),
  position: Type.Integer({ minimum: 0, maximum: 10_000 }),
  ...zendeskStamps,
});

export const HelpCentreRecord = Type.Object(
  {
    categories: Type.Array(ZendeskEntity, { maxItems: 100 }),
    sections: Type.Array(Type.Intersect([ZendeskEntity, Type.Object({ category_id: ContentId })]), { maxItems: 500 }),
    articles: Type.Array(
      Type.Object({
        id: ContentId,
        section_id: ContentId,
        title: Text(200),
        position: Type.Integer({ minimum: 0, maximum: 10_000 }),
        /** HTML: cleaned to the allow-list on import (catalog-import.ts). */
        body: Type.Optional(Type.String({ maxLength: 200_000 })),
        author_id: Type.Optional(Nullable(ContentId)),
        label_names: Type.Optional(Words),
        draft: Type.Optional(Type.Boolean()),
        promoted: Type.Optional(Type.Boolean()),
        edited_at: ZendeskTime,
        ...zendeskStamps,
      }),
      { maxItems: 5000 },
    ),
  },
  { additionalProperties: true },
);

export const CatalogDocument = Type.Object(
  {
    exercises: Type.Optional(Type.Array(ExerciseRecord)),
    workouts: Type.Optional(Type.Array(WorkoutRecord)),
    programs: Type.Optional(Type.Array(ProgramRecord)),
    foods: Type.Optional(Type.Array(FoodRecord)),
    recipes: Type.Optional(Type.Array(RecipeRecord)),
    articles: Type.Optional(Type.Array(ArticleRecord)),
    helpCentre: Type.Optional(HelpCentreRecord),
  },
  { additionalProperties: false },
);

export type ExerciseRecord = Static<typeof ExerciseRecord>;
export type WorkoutRecord = Static<typeof WorkoutRecord>;
export type ProgramRecord = Static<typeof ProgramRecord>;
export type FoodRecord = Static<typeof FoodRecord>;
export type IngredientRecord = Static<typeof IngredientRecord>;
export type RecipeRecord = Static<typeof RecipeRecord>;
export type ArticleRecord = Static<typeof ArticleRecord>;
export type HelpCentreRecord = Static<typeof HelpCentreRecord>;
export type CatalogDocument = Static<typeof CatalogDocument>;

export const CATALOG_SECTIONS = ['exercises', 'workouts', 'programs', 'foods', 'recipes', 'articles', 'helpCentre'] as const;
