import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  LISTING_PAGE_SIZE,
  type ArticleContent,
  type ContentDetail,
  type ListingItem,
  type ListingPage,
  type ListingType,
  type RecipeContent,
  type RecipeIngredient,
  type RecipeVariant,
  type WorkoutContent,
} from '@app/shared/api-contract/application-search';
import type { ImageListEntry } from '@app/shared/api-contract/home-screen';
import type { Database } from '../../db/schema.ts';
import { htmlSanitizer } from '../../lib/html-sanitizer.ts';
import { searchCorrection } from '../search-words/search-words-repository.ts';
import type { Stage } from '../../catalog/training/stage-fit.ts';
import { catalogImageList, catalogMotionUrl } from './catalog-images.ts';
import { stageTiers, type ItemStage } from './stage-ranking.ts';
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

/** content_items alone: what a page of a listing is chosen from, before the page's rows are joined. */
const itemsQuery = (db: Db) => db.selectFrom('contentItems as ci');
type ItemsBase = ReturnType<typeof itemsQuery>;

/**
 * The filters on content_items alone (the recipe's and author's as EXISTS on their tables' keys),
 * so the page and its total are counted without joining every matching item's details.
 */
function filtered(query: ItemsBase, filters: CatalogFilters): ItemsBase {
  let q = query;
  if (filters.listing) q = q.where(sql<SqlBool>`ci.listings @> array[${filters.listing}]::text[]`);
  if (filters.equipment) q = q.where(sql<SqlBool>`ci.equipments @> array[${filters.equipment}]::text[]`);
  if (filters.targets) q = q.where(sql<SqlBool>`ci.targets @> array[${filters.targets}]::text[]`);
  if (filters.duration) q = q.where('ci.durationBand', '=', filters.duration);
  if (filters.mealType)
    q = q.where(sql<SqlBool>`exists (select 1 from recipes r where r.content_id = ci.content_id and r.meal_type = ${filters.mealType})`);
  if (filters.tag) {
    q = q.where(
      sql<SqlBool>`(ci.tags @> array[${filters.tag}]::text[] or exists (select 1 from recipes r where r.content_id = ci.content_id and r.tag_abbreviations @> array[${filters.tag.toUpperCase()}]::text[]))`,
    );
  }
  if (filters.trimester) q = q.where('ci.pregnancyStage', '=', filters.trimester as 'trimester1');
  if (filters.author) {
    q = q.where(
      sql<SqlBool>`exists (select 1 from catalog_articles ca join authors au on au.id = ca.author_id where ca.content_id = ci.content_id and au.internal_name = ${filters.author})`,
    );
  }
  return q;
}

/**
 * A search's matches and their rank (migrations 0010 and 0014): full-text match on the weighted
 * vector (titles weigh most) or a title within typo distance of the text (pg_trgm's word
 * similarity at its threshold), ranked by full-text rank plus how closely a title matches. With a
 * corrected text (misspelt words replaced, search-words), what only the corrected text matches
 * comes after every exact match (`exact` false). The inner function plans its query with
 * sequential scans off, so both sides are answered by their GIN indexes without a transaction.
 */
type StageTiers = Record<ItemStage, number>;

interface SearchText {
  q: string;
  corrected: string | null;
  /** The tier of each item stage (stage-ranking.ts): after exact matches, before relevance. */
  tiers: StageTiers;
}

const searchMatches = ({ q, corrected }: SearchText) =>
  sql<{ contentId: number; exact: boolean; rank: number }>`catalog_search_matches(${q}::text, ${corrected}::text)`;

/** An item's tier for a search: its stage's, from the tiers given. */
const stageTier = (tiers: StageTiers) =>
  sql<number>`case coalesce(ci.pregnancy_stage, 'none') ${sql.join(
    Object.entries(tiers).map(([stage, tier]) => sql`when ${stage} then ${tier}::int`),
    sql` `,
  )} else 0 end`;

/**
 * The page's ids in order with the total: the catalog's order (after her stage's tiers, for a
 * pregnant member), or by relevance (after her stage's tiers) when searching.
 */
function pageQuery(db: Db, filters: CatalogFilters, search: SearchText | null, page: number, listingTiers: StageTiers | null) {
  const total = sql<number>`count(*) over ()`.as('total');
  const base = filtered(itemsQuery(db), filters);
  const ordered = search
    ? base
        .innerJoin(searchMatches(search).as('m'), 'm.contentId', 'ci.contentId')
        .select(['ci.contentId', 'ci.sortKey', 'm.exact', 'm.rank', stageTier(search.tiers).as('tier'), total])
        .orderBy('m.exact', 'desc')
        .orderBy('tier')
        .orderBy('m.rank', 'desc')
    : base
        .select([
          'ci.contentId',
          'ci.sortKey',
          sql<boolean | null>`null::boolean`.as('exact'),
          (listingTiers ? stageTier(listingTiers) : sql<number | null>`null::int`).as('tier'),
          sql<number | null>`null::real`.as('rank'),
          total,
        ])
        .$if(listingTiers !== null, (query) => query.orderBy('tier'));
  return ordered
    .orderBy('ci.sortKey')
    .orderBy('ci.contentId')
    .limit(LISTING_PAGE_SIZE)
    .offset((page - 1) * LISTING_PAGE_SIZE);
}

/** How many items match (for a page past the end, which has no row to carry the total). */
async function matchingCount(db: Db, filters: CatalogFilters, search: SearchText | null): Promise<number> {
  let query = filtered(itemsQuery(db), filters);
  if (search) query = query.where(sql<SqlBool>`ci.content_id in (select m.content_id from ${searchMatches(search)} m)`);
  const row = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

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

function toListingItem(row: ListingRow): ListingItem {
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
 * One page of a listing (or of a search), in one statement: the page's ids and the total (a window
 * count) are chosen from content_items alone, then only those ten rows are joined to their
 * details. The total is counted apart only for a page past the end. A search whose words are
 * misspelt also finds what the corrected text finds, after its own matches, and says what it
 * searched for (correctedQuery). A search puts what was written for a pregnancy stage where her
 * stage says (stage-ranking.ts): `stage` is the searching member's, null for a visitor or a member
 * who is not pregnant. A listing without search text is led by a pregnant member's stage the same
 * way; for everyone else it keeps the curated order alone (content_items.sort_key, where the seed
 * already puts stage workouts after the rest), read in the order of its index.
 */
export async function listingPage(db: Db, filters: CatalogFilters, page: number, stage: Stage = null): Promise<ListingPage> {
  let search: SearchText | null = null;
  const listingTiers =
    !filters.q && stage !== null ? stageTiers({ stage, texts: [], listing: filters.listing, trimester: filters.trimester }) : null;
  if (filters.q) {
    const corrected = await searchCorrection(db, filters.q, { kind: 'catalog', listing: filters.listing });
    const tiers = stageTiers({ stage, texts: [filters.q, corrected], listing: filters.listing, trimester: filters.trimester });
    search = { q: filters.q, corrected, tiers };
  }
  const rows = await listingColumns(listingQuery(db))
    .innerJoin(pageQuery(db, filters, search, page, listingTiers).as('page'), 'page.contentId', 'ci.contentId')
    .select('page.total')
    .orderBy('page.exact', (ob) => ob.desc().nullsLast())
    .orderBy('page.tier', (ob) => ob.asc().nullsLast())
    .orderBy('page.rank', (ob) => ob.desc().nullsLast())
    .orderBy('ci.sortKey')
    .orderBy('ci.contentId')
    .execute();
  const total = rows[0] ? Number(rows[0].total) : page > 1 ? await matchingCount(db, filters, search) : 0;
  const listed: ListingPage = {
    items: rows.map(toListingItem),
    page,
    pageSize: LISTING_PAGE_SIZE,
    total,
    totalPages: Math.ceil(total / LISTING_PAGE_SIZE),
  };
  if (search?.corrected) listed.correctedQuery = search.corrected;
  return listed;
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

async function workoutLevels(
  db: Db,
  contentId: number,
  title: string,
  level: string,
  groups: WorkoutGroup[],
): Promise<WorkoutContent['levels']> {
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
              const subject = subjects.get(step.exerciseId) ?? 'pose-exercise';
              const imageList = catalogImageList(subject);
              return {
                id: step.id,
                contentId: step.exerciseId,
                title: step.title,
                durationInSeconds: step.durationInSeconds,
                exerciseType: step.exerciseType,
                repetitions: step.repetitions,
                perSide: step.perSide,
                imageList,
                // The movement looping; a category's still picture for an exercise drawn by category.
                mediaUrl:
                  catalogMotionUrl(subject) ??
                  imageList.find((image) => image.imageId === 'landscape2x_4x3')?.imageUrl ??
                  imageList[0]!.imageUrl,
                rest: step.rest,
                loggable: step.loggable,
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

/** An ingredient row with its regional names and its food's density, as the recipe page reads it (nulls left out). */
function ingredientOf(row: {
  category: string;
  contentType: RecipeIngredient['contentType'];
  name: string;
  namePlural: string | null;
  quantity: number | null;
  unitType: number;
  nameUk: string | null;
  namePluralUk: string | null;
  nameUs: string | null;
  namePluralUs: string | null;
  density: number | null;
}): RecipeIngredient {
  const { nameUk, namePluralUk, nameUs, namePluralUs, density, ...ingredient } = row;
  const regional: RecipeIngredient = { ...ingredient };
  if (density) regional.gramsPerMillilitre = density;
  if (nameUk) regional.nameUK = nameUk;
  if (namePluralUk) regional.namePluralUK = namePluralUk;
  if (nameUs) regional.nameUS = nameUs;
  if (namePluralUs) regional.namePluralUS = namePluralUs;
  return regional;
}

/**
 * GET content/{id}: the item with everything its page shows; null when there is none. Two steps:
 * the item with its workout or recipe columns, then its related items beside its parts
 * (exercises' artwork, ingredients, or the article's body and author).
 */
export async function contentDetail(db: Db, contentId: number, variant: RecipeChoices | null): Promise<ContentDetail | null> {
  const row = await listingColumns(listingQuery(db))
    .select([
      'ci.tags',
      'ci.pregnancyStage',
      'w.level',
      'w.linkedContentId',
      'w.noLinkReason',
      'w.groups',
      'r.mealType',
      'r.serves',
      'r.method',
      'r.energyKj',
      'r.calories',
      'r.protein',
      'r.fat',
      'r.satFat',
      'r.carbs',
      'r.sugar',
      'r.dietryFibre',
    ])
    .where('ci.contentId', '=', contentId)
    .executeTakeFirst();
  if (!row) return null;
  const related = relatedItems(db, { contentId, kind: row.kind, tags: row.tags, targets: row.targets });
  const base = async () => ({
    ...toListingItem(row),
    summary: row.summary,
    canFavourite: !NOT_FAVOURITABLE.has(row.kind),
    tags: row.tags,
    related: await related,
  });
  if (row.contentType === 'routine') {
    const [common, levels] = await Promise.all([base(), workoutLevels(db, contentId, row.title, row.level!, row.groups as WorkoutGroup[])]);
    const detail: WorkoutContent = {
      ...common,
      contentType: 'routine',
      setType: row.setType!,
      level: row.level!,
      linkedContentId: row.linkedContentId,
      noLinkReason: row.noLinkReason,
      pregnancyStage: row.pregnancyStage,
      levels,
    };
    return detail;
  }
  if (row.contentType === 'recipe') {
    const ingredientRows = db
      .selectFrom('recipeIngredients as ri')
      .leftJoin('foods as f', 'f.id', 'ri.foodId')
      .select([
        'ri.category',
        'ri.contentType',
        'ri.name',
        'ri.namePlural',
        'ri.quantity',
        'ri.unitType',
        'ri.nameUk',
        'ri.namePluralUk',
        'ri.nameUs',
        'ri.namePluralUs',
        'f.density',
      ])
      .where('ri.recipeId', '=', contentId)
      .orderBy('ri.position')
      .execute();
    const [common, ingredients] = await Promise.all([base(), ingredientRows]);
    const tagAbbreviations = row.tagAbbreviations ?? [];
    const detail: RecipeContent = {
      ...common,
      contentType: 'recipe',
      mealType: row.mealType!,
      serves: row.serves!,
      prepTime: row.prepTime!,
      cookTime: row.cookTime!,
      tagAbbreviations,
      method: row.method as string[],
      ingredients: ingredients.map(ingredientOf),
      nutrition: {
        energy: row.energyKj!,
        calories: row.calories!,
        protein: row.protein!,
        fat: row.fat!,
        satFat: row.satFat!,
        carbs: row.carbs!,
        sugar: row.sugar!,
        dietryFibre: row.dietryFibre!,
      },
    };
    if (variant) {
      detail.variant = {
        ...variant,
        suitsMealChoice: variant.mealId !== VEGETARIAN_MEAL_ID || tagAbbreviations.some((tag) => VEGETARIAN_TAGS.includes(tag)),
      };
    }
    return detail;
  }
  const articleRow = db
    .selectFrom('catalogArticles as ca')
    .leftJoin('authors as au', 'au.id', 'ca.authorId')
    .select([
      'ca.bodyHtml',
      'ca.readMinutes',
      'ca.publishedOn',
      'ca.durationSeconds',
      'ca.script',
      'au.id as authorId',
      'au.authorName',
      'au.authorTitle',
      'au.internalName',
    ])
    .where('ca.contentId', '=', contentId)
    .executeTakeFirstOrThrow();
  const [common, article, sanitize] = await Promise.all([base(), articleRow, htmlSanitizer()]);
  const detail: ArticleContent = {
    ...common,
    contentType: 'article',
    kind: row.kind,
    // Cleaned on import too; this keeps a row written any other way (by hand, before imports were
    // cleaned) from reaching a page as it is. The reply is built once per catalog version.
    bodyHtml: sanitize(article.bodyHtml),
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
  const row = await db
    .selectFrom('contentItems')
    .select(['contentType', 'kind', 'title'])
    .where('contentId', '=', contentId)
    .executeTakeFirst();
  return row ?? null;
}
