import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localDate } from '@app/shared/dates';
import { catalogVersionWatcher } from '../catalog/catalog-version.ts';
import { programStageFactsCache } from './stage-plan-repository.ts';
import type { StageContext } from './stage-plan-service.ts';

/**
 * The stage context of a member's request: her, her day (her time zone), now, and the catalog's
 * programs as the stage rules read them (kept per catalog version). Made once per route plugin.
 */
export function stageContextOf(app: FastifyInstance): (request: FastifyRequest) => Promise<StageContext> {
  const programs = programStageFactsCache(app.db, catalogVersionWatcher(app));
  return async (request) => ({
    userId: request.member.userId,
    today: request.today(),
    startedOn: (startedAt) => localDate(startedAt.getTime(), request.timeZone),
    at: new Date(app.clock.now()),
    programs: await programs(),
  });
}
