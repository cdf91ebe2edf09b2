import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';
import {
  HELP_ARTICLE_SORTS,
  HELP_CENTER_PATHS,
  HELP_CENTER_PREFIX,
  HELP_DEFAULT_PER_PAGE,
  HELP_LOCALES,
  HELP_MAX_PER_PAGE,
  HELP_SEARCH_DEFAULT_PER_PAGE,
  HELP_SOURCE_LOCALE,
  type HelpArticleSort,
  type HelpSortOrder,
} from '@app/shared/api-contract/help-center';
import type { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { describeSchemaError, type SchemaError } from '../../lib/validation-message.ts';
import { HelpCenterError, badParameter, helpErrorBody, notFound } from './help-center-errors.ts';
import { MAX_ID } from '../catalog/request-numbers.ts';
import { cursorPaging, offsetPaging, windowOf, type HelpOrder, type KeyTypes, type ListAddress } from './help-center-paging.ts';
import { toArticle, toCategory, toSearchResult, toSection, type HelpView } from './help-center-records.ts';
import {
  articleById,
  articleKeyTypes,
  articlePage,
  categoryById,
  categoryKeyTypes,
  categoryPage,
  searchArticles,
  sectionById,
  sectionKeyTypes,
  sectionPage,
  type ListRequest,
  type Listed,
} from './help-center-repository.ts';
import {
  ArticleListQuery,
  ArticleReply,
  ArticlesReply,
  CategoriesReply,
  CategoryReply,
  EntityListQuery,
  HelpErrorReply,
  IdParams,
  LocaleIdParams,
  LocaleParams,
  SearchQuery,
  SearchReply,
  SectionReply,
  SectionsReply,
} from '@app/shared/api-contract/schemas/help-center';

const HELP_CENTER_TAG = 'help centre';
const path = (full: string) => under(HELP_CENTER_PREFIX, full);

interface HelpCenterRoutesOptions {
  /** The app's own address (PUBLIC_URL): every url, html_url and paging link is absolute on it, as Zendesk's are. */
  publicUrl: string;
}

/** What a route's handler is given: the id in its path (if any), how to show records, its query and address. */
interface HelpInput {
  id: number;
  view: HelpView;
  query: Record<string, string | undefined>;
  address: ListAddress;
}

interface HelpRoute {
  /** The contract path; a locale twin is also served under /{locale}/ unless `noLocale`. */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  withId?: boolean;
  querystring?: TSchema;
  reply: TSchema;
  noLocale?: boolean;
}

/** A locale the help centre answers in (lowercase, as Zendesk's), or a 404. */
function helpLocale(asked: string): string {
  const locale = asked.toLowerCase();
  if (!(HELP_LOCALES as readonly string[]).includes(locale)) {
    throw notFound(
      `The help centre has no locale ${asked}: it is written in ${HELP_SOURCE_LOCALE} and served in ${HELP_LOCALES.join(', ')}.`,
    );
  }
  return locale;
}

const list = (text: string | undefined) => (text === undefined ? [] : text.split(','));
const order = (query: HelpInput['query'], fallback: HelpSortOrder, sortBy = query.sort_by ?? 'position'): HelpOrder => ({
  sortBy,
  order: (query.sort_order as HelpSortOrder | undefined) ?? fallback,
});

/**
 * A list read with the paging its query asks for, answered with that paging's fields: offset
 * paging's (page, per_page, page_count, next_page...) or cursor paging's (meta, links).
 */
async function pagedList<T, R>(
  key: string,
  input: HelpInput,
  sort: HelpOrder,
  keyTypes: KeyTypes,
  read: (request: ListRequest) => Promise<Listed<T>>,
  present: (row: T) => R,
): Promise<Record<string, unknown>> {
  const window = windowOf(input.query, sort, keyTypes);
  const listed = await read({ order: sort, window });
  const items = listed.rows.map(present);
  if (window.kind === 'cursor') return { [key]: items, ...cursorPaging(input.address, window, listed.cursor!, sort) };
  return { [key]: items, ...offsetPaging(input.address, window, listed.count, sort) };
}

/** A path's id: a whole number a database integer holds, or a 400. */
function idOf(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw badParameter(`id must be a whole number from 1 to ${MAX_ID}.`);
  return id;
}

/**
 * The API's own help centre, at the Zendesk Help Center API's paths and in its shape, so the /help
 * page, or any Zendesk client (node-zendesk, say) pointed at PUBLIC_URL/api/v2/help_center, reads it
 * as it reads a real Zendesk: lists with offset or cursor paging and absolute links, sorting,
 * labels, the same paths under a locale, and Zendesk's { error, description } when it refuses.
 * Public: no bearer, no timezone header; cached as the catalog is (lib/http-cache.ts).
 */
const helpCenterRoutes: FastifyPluginAsyncTypebox<HelpCenterRoutesOptions> = async (app, options) => {
  // Zendesk's error shape for every refusal here; a 5xx goes on to the app's handler (logged, no internals).
  app.setErrorHandler((error: FastifyError | ApiError | HelpCenterError, _request, reply: FastifyReply) => {
    if (error instanceof HelpCenterError)
      return reply.code(error.statusCode).send(helpErrorBody(error.statusCode, error.message, error.error));
    if ('validation' in error && error.validation && error.validation.length > 0) {
      return reply
        .code(400)
        .send(
          helpErrorBody(400, describeSchemaError(error.validation[0] as SchemaError, error.validationContext ?? 'querystring').message),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(helpErrorBody(status, error.message));
    throw error;
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(helpErrorBody(404, `The help centre has no ${request.method} ${request.url.split('?')[0]}.`)),
  );

  function route(spec: HelpRoute, handler: (input: HelpInput) => Promise<unknown>) {
    const errors = spec.withId ? [400, 404] : [400];
    const response = { 200: spec.reply, ...Object.fromEntries(errors.map((status) => [status, HelpErrorReply])) };
    const common = { tags: [HELP_CENTER_TAG], ...(spec.querystring ? { querystring: spec.querystring } : {}) };
    const serve = (app: FastifyInstance, routePath: string, schema: Record<string, unknown>) =>
      app.get(routePath, { config: { cache: 'catalog' }, schema: { ...common, ...schema, response } }, async (request) => {
        const params = request.params as { id?: string; locale?: string };
        return handler({
          id: params.id === undefined ? 0 : idOf(params.id),
          view: { publicUrl: options.publicUrl, locale: params.locale === undefined ? null : helpLocale(params.locale) },
          query: request.query as HelpInput['query'],
          address: { publicUrl: options.publicUrl, url: request.url },
        });
      });
    serve(app, path(spec.path), {
      operationId: spec.operationId,
      summary: spec.summary,
      description: spec.description,
      ...(spec.withId ? { params: IdParams } : {}),
    });
    if (spec.noLocale) return;
    serve(app, `/:locale${path(spec.path)}`, {
      operationId: `${spec.operationId}ByLocale`,
      summary: `${spec.summary}, in a locale`,
      description: `${spec.description} Under a locale of the help centre (${HELP_LOCALES.join(', ')}; any other is a 404), each record says it is in that locale.`,
      params: spec.withId ? LocaleIdParams : LocaleParams,
    });
  }

  const found = <T>(value: T | undefined, what: string, id: number): T => {
    if (value === undefined) throw notFound(`There is no help centre ${what} ${id}.`);
    return value;
  };
  const sortOf = (input: HelpInput) => order(input.query, 'asc');
  const labelsOf = (input: HelpInput) => list(input.query.label_names);

  const PAGING = `Offset paging with page and per_page (${HELP_DEFAULT_PER_PAGE} a page; more than ${HELP_MAX_PER_PAGE} is read as ${HELP_MAX_PER_PAGE}), or cursor paging with page[size] and page[after] or page[before]; every link is absolute.`;

  route(
    {
      path: HELP_CENTER_PATHS.categories,
      operationId: 'listHelpCategories',
      summary: 'Help centre categories',
      description: `Every category, in the help centre’s order unless sort_by (position, created_at, updated_at) and sort_order say otherwise. ${PAGING}`,
      querystring: EntityListQuery,
      reply: CategoriesReply,
    },
    async (input) => {
      const sort = sortOf(input);
      return pagedList(
        'categories',
        input,
        sort,
        categoryKeyTypes(sort.sortBy),
        (request) => categoryPage(app.db, request),
        (row) => toCategory(row, input.view),
      );
    },
  );

  route(
    {
      path: HELP_CENTER_PATHS.category,
      operationId: 'getHelpCategory',
      summary: 'One help centre category',
      description: 'The category with this id; a 404 in Zendesk’s shape when there is none.',
      withId: true,
      reply: CategoryReply,
    },
    async (input) => ({ category: toCategory(found(await categoryById(app.db, input.id), 'category', input.id), input.view) }),
  );

  route(
    {
      path: HELP_CENTER_PATHS.categorySections,
      operationId: 'listHelpCategorySections',
      summary: 'The sections of one category',
      description: `The category’s sections, in its order unless sort_by and sort_order say otherwise; a 404 when there is no such category. ${PAGING}`,
      withId: true,
      querystring: EntityListQuery,
      reply: SectionsReply,
    },
    async (input) => {
      found(await categoryById(app.db, input.id), 'category', input.id);
      const sort = sortOf(input);
      return pagedList(
        'sections',
        input,
        sort,
        sectionKeyTypes(sort.sortBy),
        (request) => sectionPage(app.db, input.id, request),
        (row) => toSection(row, input.view),
      );
    },
  );

  const articleList = async (input: HelpInput, scope: { sectionId?: number; categoryId?: number }) => {
    const sort = sortOf(input);
    const articles = { ...scope, labels: labelsOf(input) };
    return pagedList(
      'articles',
      input,
      sort,
      articleKeyTypes(sort.sortBy as HelpArticleSort),
      (request) => articlePage(app.db, articles, request),
      (row) => toArticle(row, input.view),
    );
  };
  const ARTICLE_ORDER = `sort_by: ${HELP_ARTICLE_SORTS.join(', ')} (position, the help centre’s own order, when absent); sort_order asc or desc. label_names keeps the articles that have every one of the labels (comma-separated, case-sensitive).`;

  /** The articles of one category or section (a 404 when there is none), as every article list. */
  const articlesIn = (what: 'category' | 'section', spec: Pick<HelpRoute, 'path' | 'operationId' | 'summary' | 'description'>) =>
    route({ ...spec, withId: true, querystring: ArticleListQuery, reply: ArticlesReply }, async (input) => {
      found(await (what === 'category' ? categoryById : sectionById)(app.db, input.id), what, input.id);
      return articleList(input, what === 'category' ? { categoryId: input.id } : { sectionId: input.id });
    });

  articlesIn('category', {
    path: HELP_CENTER_PATHS.categoryArticles,
    operationId: 'listHelpCategoryArticles',
    summary: 'The articles of one category',
    description: `Every article in the category’s sections; a 404 when there is no such category. ${ARTICLE_ORDER} ${PAGING}`,
  });

  route(
    {
      path: HELP_CENTER_PATHS.sections,
      operationId: 'listHelpSections',
      summary: 'Every help centre section',
      description: `Every section, category by category, unless sort_by (position, created_at, updated_at) and sort_order say otherwise. ${PAGING}`,
      querystring: EntityListQuery,
      reply: SectionsReply,
    },
    async (input) => {
      const sort = sortOf(input);
      return pagedList(
        'sections',
        input,
        sort,
        sectionKeyTypes(sort.sortBy),
        (request) => sectionPage(app.db, null, request),
        (row) => toSection(row, input.view),
      );
    },
  );

  route(
    {
      path: HELP_CENTER_PATHS.section,
      operationId: 'getHelpSection',
      summary: 'One help centre section',
      description: 'The section with this id; a 404 in Zendesk’s shape when there is none.',
      withId: true,
      reply: SectionReply,
    },
    async (input) => ({ section: toSection(found(await sectionById(app.db, input.id), 'section', input.id), input.view) }),
  );

  articlesIn('section', {
    path: HELP_CENTER_PATHS.sectionArticles,
    operationId: 'listHelpSectionArticles',
    summary: 'The articles of one section',
    description: `The section’s articles, in its order unless sorted; a 404 when there is no such section. ${ARTICLE_ORDER} ${PAGING}`,
  });

  route(
    {
      path: HELP_CENTER_PATHS.articles,
      operationId: 'listHelpArticles',
      summary: 'Every help centre article',
      description: `Every article, category by category and section by section unless sorted. ${ARTICLE_ORDER} ${PAGING}`,
      querystring: ArticleListQuery,
      reply: ArticlesReply,
    },
    (input) => articleList(input, {}),
  );

  route(
    {
      path: HELP_CENTER_PATHS.articleSearch,
      operationId: 'searchHelpArticles',
      summary: 'Search the help centre’s articles',
      description:
        'Full text over titles and bodies, typo-tolerant, best match first (or by created_at or updated_at with sort_by, newest first unless sort_order=asc). ' +
        'category, section and label_names narrow it (comma-separated; an article needs one of the labels, in any case); at least one of query, category, section or label_names is required. ' +
        `Offset paging only, ${HELP_SEARCH_DEFAULT_PER_PAGE} a page unless per_page says otherwise (more than ${HELP_MAX_PER_PAGE} is read as ${HELP_MAX_PER_PAGE}). locale shows the results in one of the help centre’s locales; any other searches its own, as Zendesk does. ` +
        'A misspelt word is corrected from the words of the articles: what only the corrected query finds follows the exact matches, and corrected_query (not a Zendesk field) says what was searched for.',
      querystring: SearchQuery,
      reply: SearchReply,
      noLocale: true,
    },
    async (input) => {
      const { query } = input;
      const text = query.query?.trim() || null;
      const ids = (value: string | undefined) => list(value).map(Number);
      const filters = { text, categoryIds: ids(query.category), sectionIds: ids(query.section), labels: labelsOf(input) };
      if (text === null && filters.categoryIds.length === 0 && filters.sectionIds.length === 0 && filters.labels.length === 0) {
        throw badParameter('Search needs at least one of query, category, section or label_names.');
      }
      const sort = order(query, 'desc', query.sort_by ?? 'relevance');
      const window = windowOf({ page: query.page, per_page: query.per_page ?? String(HELP_SEARCH_DEFAULT_PER_PAGE) }, sort, []);
      if (window.kind !== 'offset') throw badParameter('Search pages with page and per_page only.');
      const listed = await searchArticles(app.db, filters, sort, window);
      const locale = query.locale?.toLowerCase();
      const view = locale && (HELP_LOCALES as readonly string[]).includes(locale) ? { ...input.view, locale } : input.view;
      const searched = listed.correctedQuery ?? text ?? '';
      return {
        results: listed.rows.map((row) => toSearchResult(row, view, searched)),
        ...offsetPaging(input.address, window, listed.count, sort),
        ...(listed.correctedQuery ? { corrected_query: listed.correctedQuery } : {}),
      };
    },
  );

  route(
    {
      path: HELP_CENTER_PATHS.article,
      operationId: 'getHelpArticle',
      summary: 'One help centre article',
      description:
        'The article with this id, its body as HTML (cleaned to the app’s allow-list when imported); a 404 in Zendesk’s shape when there is none.',
      withId: true,
      reply: ArticleReply,
    },
    async (input) => ({ article: toArticle(found(await articleById(app.db, input.id), 'article', input.id), input.view) }),
  );
};

export default helpCenterRoutes;
