import type { Insertable, Kysely } from 'kysely';
import type { ContentItemTable, Database } from '../../db/schema.ts';
import type { ArticleRecord, CatalogDocument, IngredientRecord, RecipeRecord, WorkoutRecord } from './catalog-document.ts';
import { refreshSearchWords } from '../search-words/search-words-repository.ts';
import { nutritionPerServe, type Per100g } from './nutrition.ts';

/** A catalog document that cannot be written: every problem names its record. */
export class CatalogError extends Error {
  constructor(readonly problems: string[]) {
    super(`The catalog has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'CatalogError';
  }
}

const CHUNK = 400;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

type Db = Kysely<Database>;
type TableName = keyof Database;

/** Insert or replace rows on their key, a few hundred per statement. */
async function upsert<T extends TableName>(db: Db, table: T, keys: string[], rows: Insertable<Database[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).filter((column) => !keys.includes(column));
  for (const chunk of chunks(rows)) {
    await db
      .insertInto(table)
      .values(chunk as never)
      .onConflict((oc) => {
        const target = oc.columns(keys as never);
        if (columns.length === 0) return target.doNothing();
        return target.doUpdateSet(
          (eb) => Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}` as never)])) as never,
        );
      })
      .execute();
  }
}

async function insertAll<T extends TableName>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (const chunk of chunks(rows))
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
}

const words = (...parts: (string | readonly string[] | null | undefined)[]) =>
  parts
    .flat()
    .filter((part): part is string => Boolean(part))
    .join(' ');

const titlesOf = (record: { title: string; titleUK?: string; titleUS?: string }) => words(record.title, record.titleUK, record.titleUS);

function itemBase(record: WorkoutRecord | RecipeRecord | ArticleRecord) {
  return {
    contentId: record.contentId,
    slug: record.slug,
    title: record.title,
    titleUk: record.titleUK ?? null,
    titleUs: record.titleUS ?? null,
    urlPartial: record.urlPartial,
    summary: record.summary,
    tags: record.tags,
    imageSubject: record.imageSubject,
    sortKey: record.sortKey,
    searchTitles: titlesOf(record),
  };
}

function durationBandOf(minutes: number): string {
  if (minutes < 15) return 'under-15';
  if (minutes < 30) return '15-30';
  if (minutes < 45) return '30-45';
  return '45-plus';
}

/**
 * The UK and US names of an ingredient, by rule from its food: an ingredient named as its food is
 * read in each region as that food is (zucchini is a courgette in the UK); one worded otherwise,
 * or a heading, keeps its own wording everywhere.
 */
function ingredientRegionalNames(ingredient: IngredientRecord, food: FoodNames | undefined): RegionalFoodNames {
  return ingredient.contentType === 'heading' ? NO_REGIONAL_NAMES : regionalNamesByRule(ingredient.name, food);
}

export type RegionalFoodNames = Pick<FoodNames, 'nameUk' | 'namePluralUk' | 'nameUs' | 'namePluralUs'>;

const NO_REGIONAL_NAMES: RegionalFoodNames = { nameUk: null, namePluralUk: null, nameUs: null, namePluralUs: null };

/** The rule for anything named after a food (an ingredient, a shopping list line): its food's UK and US names when it is named as that food. */
export function regionalNamesByRule(name: string, food: FoodNames | undefined): RegionalFoodNames {
  if (!food || name !== food.name) return NO_REGIONAL_NAMES;
  return { nameUk: food.nameUk, namePluralUk: food.namePluralUk, nameUs: food.nameUs, namePluralUs: food.namePluralUs };
}

/** A food's default name and its UK and US names (null where the wording is the same). */
export interface FoodNames {
  name: string;
  nameUk: string | null;
  namePluralUk: string | null;
  nameUs: string | null;
  namePluralUs: string | null;
}

interface Known {
  authors: Map<string, number>;
  exercises: Set<number>;
  foods: Map<string, Per100g>;
  foodNames: Map<string, FoodNames>;
  workouts: Set<number>;
  programs: Set<number>;
}

async function knownReferences(db: Db, document: CatalogDocument): Promise<Known> {
  const authors = await db.selectFrom('authors').select(['id', 'internalName']).execute();
  const exercises = await db.selectFrom('exercises').select('id').execute();
  const foods = await db
    .selectFrom('foods')
    .select([
      'id',
      'energyKj',
      'protein',
      'fat',
      'satFat',
      'carbs',
      'sugar',
      'dietryFibre',
      'name',
      'nameUk',
      'namePluralUk',
      'nameUs',
      'namePluralUs',
    ])
    .execute();
  const workouts = await db.selectFrom('workouts').select('contentId').execute();
  const programs = await db.selectFrom('programs').select('id').execute();
  const known: Known = {
    authors: new Map(authors.map((row) => [row.internalName, row.id])),
    exercises: new Set(exercises.map((row) => row.id)),
    foods: new Map(
      foods.map(({ id, energyKj, protein, fat, satFat, carbs, sugar, dietryFibre }) => [
        id,
        { energy: energyKj, protein, fat, satFat, carbs, sugar, dietryFibre },
      ]),
    ),
    foodNames: new Map(
      foods.map(({ id, name, nameUk, namePluralUk, nameUs, namePluralUs }) => [id, { name, nameUk, namePluralUk, nameUs, namePluralUs }]),
    ),
    workouts: new Set(workouts.map((row) => row.contentId)),
    programs: new Set(programs.map((row) => row.id)),
  };
  for (const exercise of document.exercises ?? []) known.exercises.add(exercise.id);
  for (const {
    id,
    energyKj,
    protein,
    fat,
    satFat,
    carbs,
    sugar,
    dietryFibre,
    name,
    nameUK,
    namePluralUK,
    nameUS,
    namePluralUS,
  } of document.foods ?? []) {
    known.foods.set(id, { energy: energyKj, protein, fat, satFat, carbs, sugar, dietryFibre });
    known.foodNames.set(id, {
      name,
      nameUk: nameUK ?? null,
      namePluralUk: namePluralUK ?? null,
      nameUs: nameUS ?? null,
      namePluralUs: namePluralUS ?? null,
    });
  }
  for (const workout of document.workouts ?? []) known.workouts.add(workout.contentId);
  return known;
}

/** Checks what the schema cannot: unique ids in the document and references to what exists. */
function catalogProblems(document: CatalogDocument, known: Known): string[] {
  const problems: string[] = [];
  const seenIds = new Map<number, string>();
  const seenSlugs = new Set<string>();
  const items: [string, WorkoutRecord | RecipeRecord | ArticleRecord, string][] = [
    ...(document.workouts ?? []).map((r, i) => [`workouts[${i}]`, r, 'workout'] as [string, WorkoutRecord, string]),
    ...(document.recipes ?? []).map((r, i) => [`recipes[${i}]`, r, 'recipe'] as [string, RecipeRecord, string]),
    ...(document.articles ?? []).map((r, i) => [`articles[${i}]`, r, r.kind] as [string, ArticleRecord, string]),
  ];
  for (const [where, record, kind] of items) {
    const name = `${where} (contentId ${record.contentId}, "${record.title}")`;
    const clash = seenIds.get(record.contentId);
    if (clash) problems.push(`${name}: contentId ${record.contentId} is also used by ${clash}`);
    seenIds.set(record.contentId, where);
    if (seenSlugs.has(`${kind}/${record.slug}`)) problems.push(`${name}: slug "${record.slug}" is used twice`);
    seenSlugs.add(`${kind}/${record.slug}`);
  }
  for (const [index, workout] of (document.workouts ?? []).entries()) {
    const name = `workouts[${index}] (contentId ${workout.contentId}, "${workout.title}")`;
    if (workout.linkedContentId === null && !workout.noLinkReason) problems.push(`${name}: needs linkedContentId or noLinkReason`);
    if (workout.linkedContentId !== null && !known.workouts.has(workout.linkedContentId)) {
      problems.push(`${name}: linkedContentId ${workout.linkedContentId} is not a workout`);
    }
    for (const group of workout.groups) {
      for (const step of group.exercises) {
        if (!known.exercises.has(step.exerciseId)) problems.push(`${name}: exercise ${step.exerciseId} (${step.title}) does not exist`);
        if ((step.exerciseType === 'repetitions') !== (step.repetitions !== null)) {
          problems.push(`${name}: "${step.title}" must have repetitions exactly when it is a repetitions exercise`);
        }
      }
    }
  }
  for (const [index, recipe] of (document.recipes ?? []).entries()) {
    const name = `recipes[${index}] (contentId ${recipe.contentId}, "${recipe.title}")`;
    for (const ingredient of recipe.ingredients) {
      if (ingredient.contentType === 'heading') continue;
      if (ingredient.foodId === null || !known.foods.has(ingredient.foodId)) {
        problems.push(`${name}: ingredient "${ingredient.name}" names food ${String(ingredient.foodId)}, which does not exist`);
      }
    }
  }
  for (const [index, article] of (document.articles ?? []).entries()) {
    const name = `articles[${index}] (contentId ${article.contentId}, "${article.title}")`;
    if (article.authorInternalName !== null && !known.authors.has(article.authorInternalName)) {
      problems.push(`${name}: author "${article.authorInternalName}" is not one of the experts`);
    }
  }
  for (const [index, program] of (document.programs ?? []).entries()) {
    const name = `programs[${index}] (id ${program.id})`;
    if (!known.programs.has(program.id)) problems.push(`${name}: there is no program ${program.id} on the home page`);
    for (const week of program.schedule) {
      for (const day of week.days) {
        if (day.workoutId !== null && !known.workouts.has(day.workoutId))
          problems.push(`${name}: week ${week.week} day ${day.day} names workout ${day.workoutId}, which does not exist`);
      }
    }
  }
  return problems;
}

/**
 * Upserts a catalog document: every record replaces the row with its key, a workout's, recipe's or
 * program's parts are replaced as a whole, and recipes' nutrition is computed from the foods.
 * Run it in a transaction: it throws CatalogError (naming each bad record) before writing anything
 * when the document refers to something that does not exist. Returns the number of records written.
 */
export async function writeCatalog(db: Db, document: CatalogDocument): Promise<number> {
  const known = await knownReferences(db, document);
  const problems = catalogProblems(document, known);
  if (problems.length > 0) throw new CatalogError(problems);

  const exercises = document.exercises ?? [];
  const workouts = document.workouts ?? [];
  const recipes = document.recipes ?? [];
  const articles = document.articles ?? [];
  const foods = document.foods ?? [];
  const programs = document.programs ?? [];

  await upsert(
    db,
    'exercises',
    ['id'],
    exercises.map(({ safeIn, cues, ...exercise }) => ({
      ...exercise,
      safeTrimester1: safeIn.trimester1,
      safeTrimester2: safeIn.trimester2,
      safeTrimester3: safeIn.trimester3,
      safePostpartum: safeIn.postpartum,
      cues: JSON.stringify(cues),
    })),
  );
  await upsert(
    db,
    'foods',
    ['id'],
    foods.map(({ nameUK, namePluralUK, nameUS, namePluralUS, ...food }) => ({
      ...food,
      nameUk: nameUK ?? null,
      namePluralUk: namePluralUK ?? null,
      nameUs: nameUS ?? null,
      namePluralUs: namePluralUS ?? null,
    })),
  );

  const exerciseTitles = new Map(exercises.map((exercise) => [exercise.id, exercise.name]));
  const items: Insertable<ContentItemTable>[] = [
    ...workouts.map((workout) => ({
      ...itemBase(workout),
      contentType: 'routine' as const,
      kind: 'workout' as const,
      listings: workout.listings,
      duration: workout.durationMinutes,
      durationBand: workout.durationBand,
      equipments: workout.equipment,
      targets: workout.targets,
      pregnancyStage: workout.pregnancyStage,
      searchWords: words(workout.focus, workout.targets, workout.equipment, workout.level, [
        ...new Set(workout.groups.flatMap((group) => group.exercises.map((step) => exerciseTitles.get(step.exerciseId) ?? step.title))),
      ]),
    })),
    ...recipes.map((recipe) => ({
      ...itemBase(recipe),
      contentType: 'recipe' as const,
      kind: 'recipe' as const,
      listings: [recipe.mealType === 'Snack' ? ('snacks' as const) : ('meals' as const)],
      duration: recipe.prepTime + recipe.cookTime,
      durationBand: durationBandOf(recipe.prepTime + recipe.cookTime),
      equipments: [],
      targets: [],
      pregnancyStage: null,
      searchWords: words(
        recipe.mealType,
        recipe.tagAbbreviations,
        recipe.ingredients
          .filter((i) => i.contentType !== 'heading')
          .flatMap((i) => {
            const regional = ingredientRegionalNames(i, i.foodId === null ? undefined : known.foodNames.get(i.foodId));
            return [i.name, regional.nameUk, regional.nameUs].filter((name): name is string => name !== null);
          }),
      ),
    })),
    ...articles.map((article) => {
      const minutes = article.durationSeconds ? Math.max(1, Math.round(article.durationSeconds / 60)) : article.readMinutes;
      return {
        ...itemBase(article),
        contentType: 'article' as const,
        kind: article.kind as ContentItemTable['kind'],
        listings: [article.kind as ContentItemTable['listings'][number]],
        duration: minutes,
        durationBand: durationBandOf(minutes),
        equipments: [],
        targets: [],
        pregnancyStage: article.pregnancyStage,
        searchWords: words(article.tags, article.authorInternalName?.replaceAll('-', ' ')),
      };
    }),
  ];
  await upsert(db, 'contentItems', ['contentId'], items);

  await upsert(
    db,
    'workouts',
    ['contentId'],
    workouts.map((workout) => ({
      contentId: workout.contentId,
      setType: workout.setType,
      level: workout.level,
      focus: workout.focus,
      format: workout.format,
      linkedContentId: workout.linkedContentId,
      noLinkReason: workout.noLinkReason,
      groups: JSON.stringify(workout.groups),
    })),
  );
  const workoutIds = workouts.map((workout) => workout.contentId);
  if (workoutIds.length > 0) {
    for (const ids of chunks(workoutIds)) await db.deleteFrom('workoutExercises').where('workoutId', 'in', ids).execute();
    await insertAll(
      db,
      'workoutExercises',
      workouts.flatMap((workout) =>
        workout.groups
          .flatMap((group) => group.exercises)
          .map((step, position) => ({ workoutId: workout.contentId, position, exerciseId: step.exerciseId })),
      ),
    );
  }

  await upsert(
    db,
    'recipes',
    ['contentId'],
    recipes.map((recipe) => {
      const nutrition = nutritionPerServe(
        recipe.ingredients.map((ingredient) => ({
          grams: ingredient.grams,
          food: ingredient.foodId === null ? null : (known.foods.get(ingredient.foodId) ?? null),
        })),
        recipe.serves,
      );
      const { energy, ...rest } = nutrition;
      return {
        contentId: recipe.contentId,
        mealType: recipe.mealType,
        serves: recipe.serves,
        prepTime: recipe.prepTime,
        cookTime: recipe.cookTime,
        tagAbbreviations: recipe.tagAbbreviations,
        method: JSON.stringify(recipe.method),
        energyKj: energy,
        ...rest,
      };
    }),
  );
  if (recipes.length > 0) {
    for (const ids of chunks(recipes.map((recipe) => recipe.contentId)))
      await db.deleteFrom('recipeIngredients').where('recipeId', 'in', ids).execute();
    await insertAll(
      db,
      'recipeIngredients',
      recipes.flatMap((recipe) =>
        recipe.ingredients.map((ingredient, position) => ({
          recipeId: recipe.contentId,
          position,
          ...ingredient,
          ...ingredientRegionalNames(ingredient, ingredient.foodId === null ? undefined : known.foodNames.get(ingredient.foodId)),
        })),
      ),
    );
  }

  const homeArticles = new Set((await db.selectFrom('articles').select('id').execute()).map((row) => row.id));
  await upsert(
    db,
    'catalogArticles',
    ['contentId'],
    articles.map((article) => ({
      contentId: article.contentId,
      authorId: article.authorInternalName === null ? null : (known.authors.get(article.authorInternalName) ?? null),
      bodyHtml: article.bodyHtml,
      readMinutes: article.readMinutes,
      publishedOn: article.publishedOn,
      durationSeconds: article.durationSeconds,
      script: JSON.stringify(article.script),
      // A blog article of the home page's carousel is that article: the home page keeps its row.
      homeArticleId: article.kind === 'blogs' && homeArticles.has(article.contentId) ? article.contentId : null,
    })),
  );

  for (const program of programs) {
    await db
      .updateTable('programs')
      .set({
        fitnessGoal: program.fitnessGoal,
        gender: program.gender,
        level: program.level,
        workoutsPerWeek: program.workoutsPerWeek,
        equipment: program.equipment,
      })
      .where('id', '=', program.id)
      .execute();
    await db.deleteFrom('programWeeks').where('programId', '=', program.id).execute();
    await insertAll(
      db,
      'programWeeks',
      program.schedule.map((week) => ({ programId: program.id, week: week.week, level: week.level, focus: week.focus })),
    );
    await insertAll(
      db,
      'programDays',
      program.schedule.flatMap((week) =>
        week.days.map((day) => ({ programId: program.id, week: week.week, day: day.day, workoutId: day.workoutId })),
      ),
    );
  }

  if (document.helpCentre) {
    const { categories, sections, articles: helpArticles } = document.helpCentre;
    await upsert(
      db,
      'helpCategories',
      ['id'],
      categories.map((c) => ({ id: c.id, name: c.name, description: c.description, position: c.position, data: JSON.stringify(c) })),
    );
    await upsert(
      db,
      'helpSections',
      ['id'],
      sections.map((s) => ({
        id: s.id,
        categoryId: s.category_id,
        name: s.name,
        description: s.description,
        position: s.position,
        data: JSON.stringify(s),
      })),
    );
    const itemIds = new Set(articles.filter((a) => a.kind === 'help').map((a) => a.contentId));
    await upsert(
      db,
      'helpArticles',
      ['id'],
      helpArticles.map((a) => ({
        id: a.id,
        sectionId: a.section_id,
        contentId: itemIds.has(a.id) ? a.id : null,
        title: a.title,
        position: a.position,
        data: JSON.stringify(a),
      })),
    );
  }

  // The words a search can match changed with the content: the list its spelling correction reads.
  await refreshSearchWords(db);
  return exercises.length + foods.length + items.length + programs.length;
}
