import { expect, type APIRequestContext } from '@playwright/test';
import { PLANNER_PATHS, type PlannerWeek } from '@app/shared/api-contract/planner';
import { weekStartOf } from '@app/shared/planner/calendar';
import { e2eToday } from './clock.ts';
import type { Member } from './session.ts';

/** Her planner week from the API (this week by default), read in UTC as the journeys' browsers are. */
export async function plannerWeekOf(request: APIRequestContext, member: Member, startDate = weekStartOf(e2eToday())): Promise<PlannerWeek> {
  const response = await request.get(PLANNER_PATHS.planner, {
    params: { startDate },
    headers: { Authorization: `Bearer ${member.token}`, Timezone: 'UTC' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: PlannerWeek }).data;
}

/** Today's workout in her plan, or undefined on a rest day. */
export async function todaysWorkout(request: APIRequestContext, member: Member) {
  const today = (await plannerWeekOf(request, member)).courseDays.find((day) => day.date === e2eToday())!;
  return today.sections.find((section) => section.sectionType === 'ROUTINE')?.data[0];
}
