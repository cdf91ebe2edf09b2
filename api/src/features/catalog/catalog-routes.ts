import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APPLICATION_SEARCH_PATHS } from '@app/shared/api-contract/application-search';
import {
  ContentDetailSchema,
  ContentParams,
  ContentSearchQuery,
  ListingPageSchema,
  ListingQuery,
  ListingTypeParams,
  RecipeVariantQuery,
} from '@app/shared/api-contract/schemas/catalog';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { stageOfChoice } from '../planner/planner-repository.ts';
import { savedFitnessId } from '../stage-plan/stage-plan-repository.ts';
import { contentDetail, listingPage } from './catalog-repository.ts';
import { pageNumber, wholeNumber } from './request-numbers.ts';

const TAGS = ['catalog'];
const path = (full: string) => under(API_SERVICE_PREFIXES.applicationSearch, full);

/**
 * The search service's content: an item by id, the listings, and the members' content search. An
 * item and a listing are the same for every visitor until the catalog is written again: they go
 * out as public, cached replies (config.cache, lib/http-cache.ts) with an ETag, so browsers and a
 * CDN keep them and revalidate with a 304; the members' search is hers (private).
 */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    path(APPLICATION_SEARCH_PATHS.content),
    {
      config: { cache: 'catalog', fromCatalog: true },
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
    async (request) => {
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
      const data = await contentDetail(app.db, id, variant);
      if (!data) throw new ApiError(404, 'NOT_FOUND', `There is no content ${id}.`);
      return { code: 200, data, message: 'OK' };
    },
  );

  app.get(
    path(APPLICATION_SEARCH_PATHS.listing),
    {
      config: { cache: 'catalog', fromCatalog: true },
      schema: {
        tags: TAGS,
        operationId: 'getListing',
        summary: 'A listing, 10 items a page from page 1, with the total count; optional filters and search text',
        description:
          'Public. With q the items are ranked by full-text relevance (what was written for a pregnancy stage after the rest, unless the search asks for pregnancy content or is in the pregnancy listing), otherwise in the listing’s own curated order, led by what was written for the stage given (a pregnant member’s); misspelt words are corrected from the catalog’s words, and correctedQuery says what was searched for too. A page past the end answers no items with the true total. An unknown listing type, filter or page that is not a whole number from 1 is a 400.',
        params: ListingTypeParams,
        querystring: ListingQuery,
        response: Replies(ListingPageSchema, [400]),
      },
    },
    async (request) => {
      const { page, stage, ...filters } = request.query;
      const pageWanted = pageNumber(page);
      const data = await listingPage(app.db, { ...filters, listing: request.params.type }, pageWanted, stage ?? null);
      return { code: 200, data, message: 'OK' };
    },
  );

  app.get(
    path(APPLICATION_SEARCH_PATHS.contentSearch),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'searchContent',
      summary:
        'Search the catalog: ranked full-text search over every region’s titles, summaries, ingredients and targets, typo-tolerant, with the listing filters',
      description:
        'For a signed-in member (401 without a valid token). q is required; type narrows it to one listing. Pages of 10 as the listings, with the total and, when a word was misspelt, correctedQuery; a missing q or an unknown filter is a 400. What was written for her pregnancy stage leads; a member who is not pregnant gets stage content after the rest unless her search asks for pregnancy content (or is in the pregnancy listing, or by trimester).',
      querystring: ContentSearchQuery,
      response: Replies(ListingPageSchema, [400, 401]),
    }),
    async (request) => {
      const { page, type, ...filters } = request.query;
      const pageWanted = pageNumber(page);
      // Her stage leads her search; not pregnant, she is not led to stage content she did not ask for.
      const stage = stageOfChoice(await savedFitnessId(app.db, request.member.userId));
      const data = await listingPage(app.db, { ...filters, ...(type ? { listing: type } : {}) }, pageWanted, stage);
      return { code: 200, data, message: 'OK' };
    },
  );
};

export default catalogRoutes;
