import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { PLANNER_PATHS, type PlannerWeek } from '@app/shared/api-contract/planner';
import { bearer, call } from './test-app.ts';

/**
 * A member's calls as her browser makes them: her token and her time zone on every request, and
 * her planner week by its Monday (a 200, or the test fails saying why).
 */
export function memberCalls(app: () => FastifyInstance, timezone: string) {
  const as = <T>(member: { token: string }, options: InjectOptions) =>
    call<T>(app(), { ...options, headers: { timezone, ...bearer(member.token) } });
  const week = async (member: { token: string }, startDate: string) => {
    const reply = await as<PlannerWeek>(member, { method: 'GET', url: `${PLANNER_PATHS.planner}?startDate=${startDate}` });
    expect(reply.status, reply.body.message).toBe(200);
    return reply.body.data;
  };
  return { as, week };
}
