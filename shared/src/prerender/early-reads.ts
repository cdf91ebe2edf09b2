import { plannerWeekRequest } from '../api-contract/planner.ts';
import { PROGRESS_SERVICE_PATHS } from '../api-contract/progress-service.ts';
import { SHOPPING_LIST_PATHS } from '../api-contract/shopping-list.ts';
import { resolvePlannerUrl, weekStartOf, type CalendarDate } from '../planner/calendar.ts';
import { matchRoute } from '@app/shared/routes';

/** A read as the page's query asks for it: a path, or a path with its query parameters. */
export type EarlyRead = string | ReturnType<typeof plannerWeekRequest>;

/**
 * The first reads of a member page that the shell can start itself while the page's remote loads
 * (the member's own data; public data comes in the page, see page-reads.ts). The page's own
 * queries, asked the same way, then take them instead of asking again.
 */
export function memberPageReads(pathname: string, today: CalendarDate): EarlyRead[] {
  const { entry, params } = matchRoute(pathname);
  const target = entry.target;
  if (!('remote' in target)) return [];
  switch (`${target.remote}${target.expose}`) {
    case 'planner./PlannerPage':
      return [plannerWeekRequest(weekStartOf(resolvePlannerUrl(today, params.weeksFromCurrentWeek, params.dayIndex).date)), SHOPPING_LIST_PATHS.list];
    case 'planner./MemberHomePage':
      return [plannerWeekRequest(weekStartOf(today)), PROGRESS_SERVICE_PATHS.inProgressPrograms];
    case 'planner./ProgramsPage':
      return [PROGRESS_SERVICE_PATHS.inProgressPrograms];
    case 'commerce./ShoppingListPage':
      return [SHOPPING_LIST_PATHS.list];
    default:
      return [];
  }
}
