import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { HELP_CENTER_PATHS, HELP_DEFAULT_PER_PAGE, HELP_MAX_PER_PAGE, type HelpPaging } from '@app/shared/api-contract/help-center';
import { ApiError } from '../../lib/api-error.ts';
import { ErrorEnvelope } from '../../lib/schemas.ts';
import { wholeNumber } from '../catalog/request-numbers.ts';
import { articleById, articlePage, categoryById, categoryPage, searchArticles, sectionById, sectionPage, type PageRequest, type Paged } from './help-center-repository.ts';
import {
  ArticleReply,
  ArticlesReply,
  CategoriesReply,
  CategoryReply,
  IdParams,
  PageQuery,
  SearchQuery,
  SearchReply,
  SectionReply,
  SectionsReply,
} from './help-center-schemas.ts';

const TAGS = ['help centre'];

/** Zendesk answers its own shape, not the app's envelope; errors keep the app's error envelope. */
const replies = <T extends TSchema>(ok: T, errors: readonly (400 | 404)[]) => ({ 200: ok, ...Object.fromEntries(errors.map((status) => [status, ErrorEnvelope])) });

function pageRequest(query: { page?: string | undefined; per_page?: string | undefined }): PageRequest {
  const page = query.page === undefined ? 1 : wholeNumber(query.page, 'page');
  const perPage = query.per_page === undefined ? HELP_DEFAULT_PER_PAGE : wholeNumber(query.per_page, 'per_page');
  if (perPage > HELP_MAX_PER_PAGE) throw new ApiError(400, 'VALIDATION_FAILED', `per_page must be a whole number from 1 to ${HELP_MAX_PER_PAGE}`, { fields: { per_page: 'too large' } });
  return { page, perPage };
}

/** Zendesk's paging fields; next_page and previous_page are this path with the page changed. */
function paging(url: string, request: PageRequest, count: number, sortBy: string): HelpPaging {
  const pageCount = Math.max(1, Math.ceil(count / request.perPage));
  const [path, search = ''] = url.split('?');
  const link = (page: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(page));
    params.set('per_page', String(request.perPage));
    return `${path}?${params.toString()}`;
  };
  return {
    page: request.page,
    per_page: request.perPage,
    page_count: pageCount,
    count,
    next_page: request.page < pageCount ? link(request.page + 1) : null,
    previous_page: request.page > 1 ? link(Math.min(request.page - 1, pageCount)) : null,
    sort_by: sortBy,
    sort_order: 'asc',
  };
}

const listed = <K extends string, T>(key: K, result: Paged<T>, url: string, request: PageRequest, sortBy = 'position') =>
  ({ [key]: result.items, ...paging(url, request, result.count, sortBy) }) as Record<K, T[]> & HelpPaging;

function found<T>(value: T | undefined, what: string, id: number): T {
  if (value === undefined) throw new ApiError(404, 'NOT_FOUND', `There is no help centre ${what} ${id}.`);
  return value;
}

/**
 * The API's own help centre, at the Zendesk Help Center API's paths and in its shape (lists with
 * page, per_page and page_count; search results under `results`). Public: no bearer, no timezone.
 */
const helpCenterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    HELP_CENTER_PATHS.categories,
    { schema: { tags: TAGS, operationId: 'listHelpCategories', summary: 'Help centre categories, in order', querystring: PageQuery, response: replies(CategoriesReply, [400]) } },
    async (request) => {
      const paged = pageRequest(request.query);
      return listed('categories', await categoryPage(app.db, paged), request.url, paged);
    },
  );

  app.get(
    HELP_CENTER_PATHS.category,
    { schema: { tags: TAGS, operationId: 'getHelpCategory', summary: 'One help centre category', params: IdParams, response: replies(CategoryReply, [400, 404]) } },
    async (request) => {
      const id = wholeNumber(request.params.id, 'id');
      return { category: found(await categoryById(app.db, id), 'category', id) };
    },
  );

  app.get(
    HELP_CENTER_PATHS.categorySections,
    {
      schema: {
        tags: TAGS,
        operationId: 'listHelpCategorySections',
        summary: 'The sections of one category',
        params: IdParams,
        querystring: PageQuery,
        response: replies(SectionsReply, [400, 404]),
      },
    },
    async (request) => {
      const id = wholeNumber(request.params.id, 'id');
      found(await categoryById(app.db, id), 'category', id);
      const paged = pageRequest(request.query);
      return listed('sections', await sectionPage(app.db, id, paged), request.url, paged);
    },
  );

  app.get(
    HELP_CENTER_PATHS.sections,
    { schema: { tags: TAGS, operationId: 'listHelpSections', summary: 'Every section, category by category', querystring: PageQuery, response: replies(SectionsReply, [400]) } },
    async (request) => {
      const paged = pageRequest(request.query);
      return listed('sections', await sectionPage(app.db, null, paged), request.url, paged);
    },
  );

  app.get(
    HELP_CENTER_PATHS.section,
    { schema: { tags: TAGS, operationId: 'getHelpSection', summary: 'One help centre section', params: IdParams, response: replies(SectionReply, [400, 404]) } },
    async (request) => {
      const id = wholeNumber(request.params.id, 'id');
      return { section: found(await sectionById(app.db, id), 'section', id) };
    },
  );

  app.get(
    HELP_CENTER_PATHS.sectionArticles,
    {
      schema: {
        tags: TAGS,
        operationId: 'listHelpSectionArticles',
        summary: 'The articles of one section',
        params: IdParams,
        querystring: PageQuery,
        response: replies(ArticlesReply, [400, 404]),
      },
    },
    async (request) => {
      const id = wholeNumber(request.params.id, 'id');
      found(await sectionById(app.db, id), 'section', id);
      const paged = pageRequest(request.query);
      return listed('articles', await articlePage(app.db, id, paged), request.url, paged);
    },
  );

  app.get(
    HELP_CENTER_PATHS.articles,
    { schema: { tags: TAGS, operationId: 'listHelpArticles', summary: 'Every article, section by section', querystring: PageQuery, response: replies(ArticlesReply, [400]) } },
    async (request) => {
      const paged = pageRequest(request.query);
      return listed('articles', await articlePage(app.db, null, paged), request.url, paged);
    },
  );

  app.get(
    HELP_CENTER_PATHS.articleSearch,
    {
      schema: {
        tags: TAGS,
        operationId: 'searchHelpArticles',
        summary: 'Search the articles: full text over titles and bodies, typo-tolerant on titles, best match first',
        querystring: SearchQuery,
        response: replies(SearchReply, [400]),
      },
    },
    async (request) => {
      const paged = pageRequest(request.query);
      return listed('results', await searchArticles(app.db, request.query.query.trim(), paged), request.url, paged, 'relevance');
    },
  );

  app.get(
    HELP_CENTER_PATHS.article,
    { schema: { tags: TAGS, operationId: 'getHelpArticle', summary: 'One help centre article', params: IdParams, response: replies(ArticleReply, [400, 404]) } },
    async (request) => {
      const id = wholeNumber(request.params.id, 'id');
      return { article: found(await articleById(app.db, id), 'article', id) };
    },
  );
};

export default helpCenterRoutes;
