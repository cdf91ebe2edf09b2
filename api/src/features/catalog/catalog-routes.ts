import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APPLICATION_SEARCH_PATHS } from '@app/shared/api-contract/application-search';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { ApiError } from '../../lib/api-error.ts';
import { sendCached, serialisedOk } from '../../lib/reply-cache.ts';
import { under } from '../../lib/route-path.ts';
import { Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { catalogReplyCache, DEFAULT_CATALOG_CACHE_BYTES } from './catalog-reply-cache.ts';
import { contentDetail, listingPage } from './catalog-repository.ts';
import {
  ContentDetailSchema,
  ContentParams,
  ContentSearchQuery,
  ListingPageSchema,
  ListingQuery,
  ListingTypeParams,
  RecipeVariantQuery,
} from './catalog-schemas.ts';
import type { CatalogVersion } from './catalog-version.ts';
import { pageNumber, wholeNumber } from './request-numbers.ts';

const TAGS = ['catalog'];
const path = (full: string) => under(API_SERVICE_PREFIXES.applicationSearch, full);

export interface CatalogRoutesOptions {
  /** Bytes of serialised replies kept in memory (default 32 MB; 0 keeps none). */
  cacheBytes?: number;
  /** The catalog's version now (catalog-version.ts), shared with the planner's replies. */
  catalogVersion: CatalogVersion;
}

/**
 * The search service's content: an item by id, the listings, and the members' content search.
 * Their replies are the same for everyone until the catalog is written again, so each is built
 * once per catalog version and sent from memory (catalog-reply-cache.ts, catalog-version.ts).
 */
const catalogRoutes: FastifyPluginAsyncTypebox<CatalogRoutesOptions> = async (app, options) => {
  const cache = catalogReplyCache(options.cacheBytes ?? DEFAULT_CATALOG_CACHE_BYTES);

  /**
   * Sends the reply of this route, path parameters and query from memory, building it with `load`
   * (bad input throws before anything is kept). The body is the one the route's response schema
   * serialises, so a reply from memory is the reply the route would have built.
   */
  async function cachedReply(request: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>) {
    const key = `${request.routeOptions.url ?? ''}\n${JSON.stringify(request.params)}\n${JSON.stringify(request.query)}`;
    return sendCached(reply, await cache.get(await options.catalogVersion(), key, async () => serialisedOk(reply, await load())));
  }

  app.get(
    path(APPLICATION_SEARCH_PATHS.content),
    {
      schema: {
        tags: TAGS,
        operationId: 'getContent',
        summary: 'One workout, recipe or article with everything its page shows',
        description:
          'A workout answers SPEC’s levels[].workouts[].groups[] structure; a recipe its ingredients and computed nutrition per serve (genderId, fitnessId and mealId describe the member’s choices); an article its body, author and related items.',
        params: ContentParams,
        querystring: RecipeVariantQuery,
        response: Replies(ContentDetailSchema, [400, 404]),
      },
    },
    async (request, reply) => {
      const id = wholeNumber(request.params.id, 'Content id');
      const { genderId, fitnessId, mealId } = request.query;
      const variant =
        genderId === undefined && fitnessId === undefined && mealId === undefined
          ? null
          : {
              genderId: genderId === undefined ? null : wholeNumber(genderId, 'Gender'),
              fitnessId: fitnessId === undefined ? null : wholeNumber(fitnessId, 'Fitness choice'),
              mealId: mealId === undefined ? null : wholeNumber(mealId, 'Meal choice'),
            };
      return cachedReply(request, reply, async () => {
        const data = await contentDetail(app.db, id, variant);
        if (!data) throw new ApiError(404, 'NOT_FOUND', `There is no content ${id}.`);
        return data;
      });
    },
  );

  app.get(
    path(APPLICATION_SEARCH_PATHS.listing),
    {
      schema: {
        tags: TAGS,
        operationId: 'getListing',
        summary: 'A listing, 10 items a page from page 1, with the total count; optional filters and search text',
        description:
          'Public. With q the items are ranked by full-text relevance, otherwise in the listing’s own order; misspelt words are corrected from the catalog’s words, and correctedQuery says what was searched for too. A page past the end answers no items with the true total. An unknown listing type, filter or page that is not a whole number from 1 is a 400.',
        params: ListingTypeParams,
        querystring: ListingQuery,
        response: Replies(ListingPageSchema, [400]),
      },
    },
    async (request, reply) => {
      const { page, ...filters } = request.query;
      const pageWanted = pageNumber(page);
      return cachedReply(request, reply, () => listingPage(app.db, { ...filters, listing: request.params.type }, pageWanted));
    },
  );

  app.get(
    path(APPLICATION_SEARCH_PATHS.contentSearch),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'searchContent',
      summary: 'Search the catalog: ranked full-text search over every region’s titles, summaries, ingredients and targets, typo-tolerant, with the listing filters',
      description:
        'For a signed-in member (401 without a valid token). q is required; type narrows it to one listing. Pages of 10 as the listings, with the total and, when a word was misspelt, correctedQuery; a missing q or an unknown filter is a 400.',
      querystring: ContentSearchQuery,
      response: Replies(ListingPageSchema, [400, 401]),
    }),
    async (request, reply) => {
      const { page, type, ...filters } = request.query;
      const pageWanted = pageNumber(page);
      return cachedReply(request, reply, () => listingPage(app.db, { ...filters, ...(type ? { listing: type } : {}) }, pageWanted));
    },
  );
};

export default catalogRoutes;
