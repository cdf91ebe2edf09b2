import { plannerWeekRequest } from '../api-contract/planner.ts';
import { PROGRESS_SERVICE_PATHS } from '../api-contract/progress-service.ts';
import { SHOPPING_LIST_PATHS } from '../api-contract/shopping-list.ts';
import { SUBSCRIPTION_SERVICE_PATHS } from '../api-contract/subscription-service.ts';
import { TIMEZONE_HEADER } from '../api-contract/envelope.ts';
import { addDays, BROWSER_TODAY_EXPRESSION, resolvePlannerUrl, todayInZone, weekStartOf, type CalendarDate } from '../planner/calendar.ts';
import { STORAGE_KEYS } from '@app/shared/session';
import { matchRoute } from '@app/shared/routes';
import { scriptJson } from './script-json.ts';

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
      return [
        plannerWeekRequest(weekStartOf(resolvePlannerUrl(today, params.weeksFromCurrentWeek, params.dayIndex).date)),
        SHOPPING_LIST_PATHS.list,
      ];
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

/** The path and query of a read, as the base query writes it (fetchBaseQuery: the url, then its params). */
export function earlyReadUrl(read: EarlyRead): string {
  return typeof read === 'string' ? read : `${read.url}?${new URLSearchParams(read.params).toString()}`;
}

/** Where the page keeps the reads its HTML started (a global the shell's fetch reads, shell/src/api/early-fetches.ts). */
export const EARLY_FETCHES_GLOBAL = '__earlyFetches';

/** What the HTML's script leaves for the shell: the replies on their way, and what they were asked with. */
export interface EarlyFetches {
  token: string;
  timeZone: string;
  at: number;
  responses: Record<string, Promise<Response>>;
}

/**
 * The reads a member page starts as soon as its HTML is parsed, a second before the shell's
 * scripts could on a phone: her subscription (the shell checks it at start) and the page's own
 * (memberPageReads). Her "today" is her browser's, which the server does not know, so the page
 * gets the reads of each day it may be anywhere on earth (the server's UTC day and the days
 * either side) and takes its own. Null for a page with no reads of its own.
 */
export function htmlTimeReads(pathname: string, serverNow: Date): { byDay: Record<CalendarDate, string[]>; always: string[] } | null {
  const utcToday = todayInZone(serverNow, 'UTC');
  const byDay: Record<CalendarDate, string[]> = {};
  for (const day of [addDays(utcToday, -1), utcToday, addDays(utcToday, 1)]) {
    const reads = memberPageReads(pathname, day);
    if (reads.length === 0) return null;
    byDay[day] = reads.map(earlyReadUrl);
  }
  return { byDay, always: [SUBSCRIPTION_SERVICE_PATHS.userSubscription] };
}

/**
 * The inline script that starts them: for a signed-in member (the stored session isAuthenticated
 * reads), her day in her browser's time zone (browserToday, browserTimeZone), the reads of that
 * day, asked with the headers the shell's base query sends on a GET. A test runs it in several
 * time zones against memberPageReads, so the rules written twice here cannot drift apart.
 */
export function earlyFetchScript(reads: { byDay: Record<CalendarDate, string[]>; always: string[] }): string {
  const data = scriptJson(reads);
  return (
    '<script>(function(){try{' +
    `var r=${data},u=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.userInfo)})||"null");` +
    'if(!u||!u.isAuthenticated||typeof u.token!=="string"||!u.token)return;' +
    'var tz=(typeof Temporal!=="undefined"&&Temporal.Now.timeZoneId())||Intl.DateTimeFormat().resolvedOptions().timeZone||"UTC";' +
    `var own=r.byDay[${BROWSER_TODAY_EXPRESSION}];if(!own)return;` +
    `var h={"Content-Type":"application/json","Authorization":"Bearer "+u.token,${JSON.stringify(TIMEZONE_HEADER)}:tz},f={};` +
    // A failed request is the shell's to handle (it asks again): not an unhandled rejection here.
    'r.always.concat(own).forEach(function(url){f[url]=fetch(url,{headers:h});f[url].catch(function(){})});' +
    `window[${JSON.stringify(EARLY_FETCHES_GLOBAL)}]={token:u.token,timeZone:tz,at:Date.now(),responses:f}` +
    '}catch(e){}})()</script>'
  );
}
