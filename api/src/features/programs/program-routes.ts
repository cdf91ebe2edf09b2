import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { USER_INTERACTION_PATHS } from '@app/shared/api-contract/user-interaction';
import { FilterGroupSchema, ListingTypeParams } from '@app/shared/api-contract/schemas/catalog';
import { NumberText, StrictObject } from '@app/shared/api-contract/schemas/common';
import {
  ProgramActivitySchema,
  ProgramDetailSchema,
  ProgramIdParams,
  ProgramSummarySchema,
} from '@app/shared/api-contract/schemas/programs';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { Replies } from '../../lib/schemas.ts';
import { listingFilters } from '../catalog/filter-repository.ts';
import { wholeNumber } from '../catalog/request-numbers.ts';
import { programActivities, programDetail, programSummaries, programSummary } from './program-repository.ts';

const path = (full: string) => under(API_SERVICE_PREFIXES.userInteraction, full);
const TAGS = ['programs'];

/**
 * The interaction service's programs (SPEC 7: all; list; summary/{id}; {id}; activity/{id}) and the
 * listings' filters: public, the same for everyone until the catalog changes, so sent as cached
 * catalog replies (lib/http-cache.ts).
 */
const programRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    path(USER_INTERACTION_PATHS.filters),
    {
      config: { cache: 'catalog', fromCatalog: true },
      schema: {
        tags: ['catalog'],
        operationId: 'getListingFilters',
        summary:
          'The filters of a listing (equipment, targets, duration bands, meal type, dietary tags, trimester, author) with item counts',
        description:
          'Public. The filter groups the listing’s items have, each value with how many items have it; an unknown listing type is a 400.',
        params: ListingTypeParams,
        response: Replies(Type.Array(FilterGroupSchema), [400]),
      },
    },
    async (request) => ({ code: 200, data: await listingFilters(app.db, request.params.type), message: 'OK' }),
  );

  app.get(
    path(USER_INTERACTION_PATHS.programsAll),
    {
      config: { cache: 'catalog', fromCatalog: true },
      schema: {
        tags: TAGS,
        operationId: 'getAllPrograms',
        summary: 'Every program, in the home page’s order',
        description:
          'Public: the card and metadata of each of the catalog’s programs (title, summary, weeks, level, fitness goal, equipment, image and logo), without their schedules.',
        response: Replies(Type.Array(ProgramSummarySchema), []),
      },
    },
    async () => ({ code: 200, data: await programSummaries(app.db), message: 'OK' }),
  );

  app.get(
    path(USER_INTERACTION_PATHS.programsList),
    {
      config: { cache: 'catalog', fromCatalog: true },
      schema: {
        tags: TAGS,
        operationId: 'listPrograms',
        summary: 'The programs of a fitness goal (all without one)',
        description: 'Public. fitnessGoal is matched exactly (for example Strength & Tone); a goal no program has answers an empty list.',
        querystring: StrictObject({ fitnessGoal: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z &-]+$' })) }),
        response: Replies(Type.Array(ProgramSummarySchema), [400]),
      },
    },
    async (request) => ({ code: 200, data: await programSummaries(app.db, request.query.fitnessGoal), message: 'OK' }),
  );

  const found = <T>(value: T | null, id: number): T => {
    if (value === null) throw new ApiError(404, 'NOT_FOUND', `There is no program ${id}.`);
    return value;
  };

  app.get(
    path(USER_INTERACTION_PATHS.programSummary),
    {
      config: { cache: 'catalog', fromCatalog: true },
      schema: {
        tags: TAGS,
        operationId: 'getProgramSummary',
        summary: 'A program’s card and metadata',
        description: 'Public. An id that is not a whole number is a 400; one no program has is a 404.',
        params: ProgramIdParams,
        response: Replies(ProgramSummarySchema, [400, 404]),
      },
    },
    async (request) => {
      const id = wholeNumber(request.params.id, 'Program id');
      return { code: 200, data: found(await programSummary(app.db, id), id), message: 'OK' };
    },
  );

  app.get(
    path(USER_INTERACTION_PATHS.programActivity),
    {
      config: { cache: 'catalog', fromCatalog: true },
      schema: {
        tags: TAGS,
        operationId: 'getProgramActivities',
        summary: 'A program’s scheduled workouts in order (one week with ?week=)',
        description:
          'Public. Rest days are left out. An unknown program is a 404; a week past the program’s last is a 400 naming how many weeks it has.',
        params: ProgramIdParams,
        querystring: StrictObject({ week: Type.Optional(NumberText('A week of the program')) }),
        response: Replies(Type.Array(ProgramActivitySchema), [400, 404]),
      },
    },
    async (request) => {
      const id = wholeNumber(request.params.id, 'Program id');
      const program = found(await programSummary(app.db, id), id);
      const week = request.query.week === undefined ? null : wholeNumber(request.query.week, 'Week');
      if (week !== null && week > program.weeks)
        throw new ApiError(400, 'VALIDATION_FAILED', `${program.title} has ${program.weeks} weeks.`);
      return { code: 200, data: await programActivities(app.db, id, week), message: 'OK' };
    },
  );

  app.get(
    path(USER_INTERACTION_PATHS.program),
    {
      config: { cache: 'catalog', fromCatalog: true },
      schema: {
        tags: TAGS,
        operationId: 'getProgram',
        summary: 'A program with its weekly schedule',
        description:
          'Public: the summary, and each week’s level, focus and days, every day a workout or rest. An unknown program is a 404.',
        params: ProgramIdParams,
        response: Replies(ProgramDetailSchema, [400, 404]),
      },
    },
    async (request) => {
      const id = wholeNumber(request.params.id, 'Program id');
      return { code: 200, data: found(await programDetail(app.db, id), id), message: 'OK' };
    },
  );
};

export default programRoutes;
