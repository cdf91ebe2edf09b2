import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  LISTING_PAGE_SIZE,
  type ArticleContent,
  type ContentDetail,
  type ListingItem,
  type ListingPage,
  type ListingType,
  type RecipeContent,
  type RecipeVariant,
  type WorkoutContent,
} from '@app/shared/api-contract/application-search';
import type { ImageListEntry } from '@app/shared/api-contract/home-screen';
import type { Database } from '../../db/schema.ts';
import { catalogImageList } from './catalog-images.ts';
import type { WorkoutGroupRecord } from './catalog-document.ts';
import type { Static } from 'typebox';

export interface CatalogFilters {
  equipment?: string;
  targets?: string;
  duration?: string;
  mealType?: string;
  tag?: string;
  trimester?: string;
  author?: string;
  q?: string;
  /** Limit to one listing (the content search; a listing always has one). */
  listing?: ListingType;
}

/** Kinds that a member cannot save: the policies and the help centre. */
const NOT_FAVOURITABLE = new Set(['policy', 'help']);

type Db = Kysely<Database>;

function listingQuery(db: Db) {
  return db
    .selectFrom('contentItems as ci')
    .leftJoin('catalogArticles as ca', 'ca.contentId', 'ci.contentId')
    .leftJoin('authors as au', 'au.id', 'ca.authorId')
    .leftJoin('articles as home', 'home.id', 'ca.homeArticleId')
    .leftJoin('recipes as r', 'r.contentId', 'ci.contentId')
    .leftJoin('workouts as w', 'w.contentId', 'ci.contentId');
}

type ListingBase = ReturnType<typeof listingQuery>;

function filtered(query: ListingBase, filters: CatalogFilters): ListingBase {
  let q = query;
  if (filters.listing) q = q.where(sql<SqlBool>`ci.listings @> array[${filters.listing}]::text[]`);
  if (filters.equipment) q = q.where(sql<SqlBool>`ci.equipments @> array[${filters.equipment}]::text[]`);
  if (filters.targets) q = q.where(sql<SqlBool>`ci.targets @> array[${filters.targets}]::text[]`);
  if (filters.duration) q = q.where('ci.durationBand', '=', filters.duration);
  if (filters.mealType) q = q.where('r.mealType', '=', filters.mealType as 'Breakfast');
  if (filters.tag) q = q.where(sql<SqlBool>`(r.tag_abbreviations @> array[${filters.tag.toUpperCase()}]::text[] or ci.tags @> array[${filters.tag}]::text[])`);
  if (filters.trimester) q = q.where('ci.pregnancyStage', '=', filters.trimester as 'trimester1');
  if (filters.author) q = q.where('au.internalName', '=', filters.author);
  if (filters.q) q = q.where(searchMatch(filters.q));
  return q;
}

const tsQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

/**
 * Full-text match on the weighted vector, or a title within typo distance of the text: `<%` is
 * pg_trgm's word similarity at its threshold (pg_trgm.word_similarity_threshold, 0.6), both sides
 * answered by their GIN indexes.
 */
function searchMatch(text: string): Expression<SqlBool> {
  return sql<SqlBool>`(ci.search_vector @@ ${tsQuery(text)} or ${text} <% ci.search_titles)`;
}

/** Ranking: full-text rank (titles weigh most), plus how closely a title matches the text. */
const searchRank = (text: string) => sql<number>`ts_rank(ci.search_vector, ${tsQuery(text)}) + word_similarity(${text}, ci.search_titles)`;

function listingColumns(query: ListingBase) {
  return query.select([
    'ci.contentId',
    'ci.contentType',
    'ci.kind',
    'ci.title',
    'ci.titleUk',
    'ci.titleUs',
    'ci.duration',
    'ci.equipments',
    'ci.targets',
    'ci.urlPartial',
    'ci.summary',
    'ci.imageSubject',
    'r.prepTime',
    'r.cookTime',
    'r.tagAbbreviations',
    'au.authorName',
    'w.setType',
    'home.images as homeImages',
  ]);
}

type ListingRow = Awaited<ReturnType<ReturnType<typeof listingColumns>['execute']>>[number];

function imagesOf(row: { imageSubject: string; homeImages: ImageListEntry[] | null }): ImageListEntry[] {
  return row.homeImages ?? catalogImageList(row.imageSubject);
}

export function toListingItem(row: ListingRow): ListingItem {
  const item: ListingItem = {
    contentId: row.contentId,
    contentType: row.contentType,
    imageList: imagesOf(row),
    title: row.title,
    duration: row.duration,
    equipments: row.equipments,
    targets: row.targets,
    urlPartial: row.urlPartial,
  };
  if (row.titleUk) item.titleUK = row.titleUk;
  if (row.titleUs) item.titleUS = row.titleUs;
  if (row.contentType === 'recipe') {
    item.prepTime = row.prepTime ?? 0;
    item.cookTime = row.cookTime ?? 0;
    item.tagAbbreviations = row.tagAbbreviations ?? [];
    item.summary = row.summary;
  }
  if (row.contentType === 'article') {
    item.summary = row.summary;
    if (row.authorName) item.authorName = row.authorName;
  }
  if (row.setType !== null) item.setType = row.setType;
  return item;
}

/**
 * One page of a listing (or of a search): catalog order, or by relevance when searching; the total
 * comes with the page (a window count), and is counted apart only for a page past the end. A
 * search runs with sequential scans off: on a catalog this size the planner prefers a scan, which
 * computes the trigram similarity of every title, where the GIN indexes answer in a few ms.
 */
export async function listingPage(database: Db, filters: CatalogFilters, page: number): Promise<ListingPage> {
  const read = async (db: Db): Promise<ListingPage> => {
    if (filters.q) await sql`set local enable_seqscan = off`.execute(db);
    let query = listingColumns(filtered(listingQuery(db), filters)).select(sql<number>`count(*) over ()`.as('total'));
    if (filters.q) query = query.orderBy(searchRank(filters.q), 'desc');
    const rows = await query
      .orderBy('ci.sortKey')
      .orderBy('ci.contentId')
      .limit(LISTING_PAGE_SIZE)
      .offset((page - 1) * LISTING_PAGE_SIZE)
      .execute();
    let total = rows[0] ? Number(rows[0].total) : 0;
    if (!rows[0] && page > 1) {
      const count = await filtered(listingQuery(db), filters)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      total = Number(count.total);
    }
    return { items: rows.map(toListingItem), page, pageSize: LISTING_PAGE_SIZE, total, totalPages: Math.ceil(total / LISTING_PAGE_SIZE) };
  };
  return filters.q ? database.transaction().execute(read) : read(database);
}

/** The listing items of these ids, in the order given. */
export async function listingItems(db: Db, contentIds: number[]): Promise<ListingItem[]> {
  if (contentIds.length === 0) return [];
  const rows = await listingColumns(listingQuery(db)).where('ci.contentId', 'in', contentIds).execute();
  const byId = new Map(rows.map((row) => [row.contentId, toListingItem(row)]));
  return contentIds.flatMap((id) => byId.get(id) ?? []);
}

/** Items like this one: same kind, sharing a tag or target. */
async function relatedItems(db: Db, item: { contentId: number; kind: string; tags: string[]; targets: string[] }): Promise<ListingItem[]> {
  const rows = await listingColumns(listingQuery(db))
    .where('ci.kind', '=', item.kind as 'tips')
    .where('ci.contentId', '<>', item.contentId)
    .where(sql<SqlBool>`(ci.tags && ${item.tags}::text[] or ci.targets && ${item.targets}::text[])`)
    .orderBy('ci.sortKey')
    .orderBy('ci.contentId')
    .limit(4)
    .execute();
  return rows.map(toListingItem);
}

type WorkoutGroup = Static<typeof WorkoutGroupRecord>;

async function workoutLevels(db: Db, contentId: number, title: string, level: string, groups: WorkoutGroup[]): Promise<WorkoutContent['levels']> {
  const exerciseIds = [...new Set(groups.flatMap((group) => group.exercises.map((step) => step.exerciseId)))];
  const exercises = exerciseIds.length
    ? await db.selectFrom('exercises').select(['id', 'imageSubject']).where('id', 'in', exerciseIds).execute()
    : [];
  const subjects = new Map(exercises.map((exercise) => [exercise.id, exercise.imageSubject]));
  return [
    {
      level,
      workouts: [
        {
          id: contentId,
          title,
          groups: groups.map((group) => ({
            id: group.id,
            title: group.title,
            summaryHeading: group.summaryHeading,
            summary: group.summary,
            rounds: group.rounds,
            restBetweenRounds: group.restBetweenRounds,
            exercises: group.exercises.map((step) => {
              const imageList = catalogImageList(subjects.get(step.exerciseId) ?? 'pose-exercise');
              return {
                id: step.id,
                contentId: step.exerciseId,
                title: step.title,
                durationInSeconds: step.durationInSeconds,
                exerciseType: step.exerciseType,
                repetitions: step.repetitions,
                perSide: step.perSide,
                imageList,
                mediaUrl: imageList.find((image) => image.imageId === 'landscape2x_4x3')?.imageUrl ?? imageList[0]!.imageUrl,
                rest: step.rest,
              };
            }),
          })),
        },
      ],
    },
  ];
}

export type RecipeChoices = Omit<RecipeVariant, 'suitsMealChoice'>;

const VEGETARIAN_MEAL_ID = 2;
const VEGETARIAN_TAGS = ['V', 'VG'];

/** GET content/{id}: the item with everything its page shows; null when there is none. */
export async function contentDetail(db: Db, contentId: number, variant: RecipeChoices | null): Promise<ContentDetail | null> {
  const row = await listingColumns(listingQuery(db))
    .select(['ci.tags', 'ci.pregnancyStage'])
    .where('ci.contentId', '=', contentId)
    .executeTakeFirst();
  if (!row) return null;
  const base = {
    ...toListingItem(row),
    summary: row.summary,
    canFavourite: !NOT_FAVOURITABLE.has(row.kind),
    tags: row.tags,
    related: await relatedItems(db, { contentId, kind: row.kind, tags: row.tags, targets: row.targets }),
  };
  if (row.contentType === 'routine') {
    const workout = await db.selectFrom('workouts').selectAll().where('contentId', '=', contentId).executeTakeFirstOrThrow();
    const detail: WorkoutContent = {
      ...base,
      contentType: 'routine',
      setType: workout.setType,
      level: workout.level,
      linkedContentId: workout.linkedContentId,
      noLinkReason: workout.noLinkReason,
      pregnancyStage: row.pregnancyStage,
      levels: await workoutLevels(db, contentId, row.title, workout.level, workout.groups as WorkoutGroup[]),
    };
    return detail;
  }
  if (row.contentType === 'recipe') {
    const recipe = await db.selectFrom('recipes').selectAll().where('contentId', '=', contentId).executeTakeFirstOrThrow();
    const ingredients = await db
      .selectFrom('recipeIngredients')
      .select(['category', 'contentType', 'name', 'namePlural', 'quantity', 'unitType'])
      .where('recipeId', '=', contentId)
      .orderBy('position')
      .execute();
    const detail: RecipeContent = {
      ...base,
      contentType: 'recipe',
      mealType: recipe.mealType,
      serves: recipe.serves,
      prepTime: recipe.prepTime,
      cookTime: recipe.cookTime,
      tagAbbreviations: recipe.tagAbbreviations,
      method: recipe.method,
      ingredients,
      nutrition: {
        energy: recipe.energyKj,
        calories: recipe.calories,
        protein: recipe.protein,
        fat: recipe.fat,
        satFat: recipe.satFat,
        carbs: recipe.carbs,
        sugar: recipe.sugar,
        dietryFibre: recipe.dietryFibre,
      },
    };
    if (variant) {
      detail.variant = {
        ...variant,
        suitsMealChoice: variant.mealId !== VEGETARIAN_MEAL_ID || recipe.tagAbbreviations.some((tag) => VEGETARIAN_TAGS.includes(tag)),
      };
    }
    return detail;
  }
  const article = await db
    .selectFrom('catalogArticles as ca')
    .leftJoin('authors as au', 'au.id', 'ca.authorId')
    .select(['ca.bodyHtml', 'ca.readMinutes', 'ca.publishedOn', 'ca.durationSeconds', 'ca.script', 'au.id as authorId', 'au.authorName', 'au.authorTitle', 'au.internalName'])
    .where('ca.contentId', '=', contentId)
    .executeTakeFirstOrThrow();
  const detail: ArticleContent = {
    ...base,
    contentType: 'article',
    kind: row.kind,
    bodyHtml: article.bodyHtml,
    readMinutes: article.readMinutes,
    publishedOn: article.publishedOn,
    author:
      article.authorId !== null && article.authorName && article.authorTitle && article.internalName
        ? { id: article.authorId, authorName: article.authorName, authorTitle: article.authorTitle, internalName: article.internalName }
        : null,
    pregnancyStage: row.pregnancyStage,
    durationSeconds: article.durationSeconds,
    script: article.script,
  };
  return detail;
}

/** Whether a content id exists, and its content type. */
export async function contentTypeOf(db: Db, contentId: number) {
  const row = await db.selectFrom('contentItems').select(['contentType', 'kind', 'title']).where('contentId', '=', contentId).executeTakeFirst();
  return row ?? null;
}
