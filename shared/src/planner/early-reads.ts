import { plannerWeekRequest } from '../api-contract/planner.ts';
import { matchRoute } from '@app/shared/routes';
import { resolvePlannerUrl, weekStartOf, type CalendarDate } from './calendar.ts';

/**
 * The first read of a member page that the shell can start itself while the page's remote loads:
 * the week the planner or the member home opens on. The page's own query, asked the same way,
 * then takes it instead of asking again.
 */
export function memberPageReads(pathname: string, today: CalendarDate): ReturnType<typeof plannerWeekRequest>[] {
  const { entry, params } = matchRoute(pathname);
  const target = entry.target;
  if (!('remote' in target) || target.remote !== 'planner') return [];
  if (target.expose === './PlannerPage') {
    return [plannerWeekRequest(weekStartOf(resolvePlannerUrl(today, params.weeksFromCurrentWeek, params.dayIndex).date))];
  }
  return target.expose === './MemberHomePage' ? [plannerWeekRequest(weekStartOf(today))] : [];
}
