/**
 * The day the journeys run on. Unset, it is the real one (CI runs on the real date). With
 * E2E_TODAY=YYYY-MM-DD the whole app runs as if it were that day from 10:00 UTC on: the server
 * (its CLOCK_OFFSET_MS), every browser context (Playwright's clock, installed by support/test.ts)
 * and the journeys' own reckoning of "today" (e2eNow, e2eToday). playwright.config.ts turns the day
 * into one offset, E2E_CLOCK_OFFSET_MS, that the workers inherit, so all of them agree to the
 * millisecond. `npm run e2e:calendar` runs the journeys that read the date on each weekday and on
 * the last day of a month.
 */
import type { BrowserContext } from '@playwright/test';
import { localDate, type CalendarDate } from '@app/shared/dates';

/** The hour (UTC) an E2E_TODAY run starts at: the same calendar day from UTC-10 to UTC+13. */
const START_HOUR_UTC = 10;

/** E2E_TODAY's offset from now, in milliseconds (0 when unset). */
export function clockOffsetFor(today: string | undefined, now: number): number {
  if (!today) return 0;
  const start = Date.parse(`${today}T${String(START_HOUR_UTC).padStart(2, '0')}:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(start)) throw new Error(`E2E_TODAY=${today}: give a day as YYYY-MM-DD.`);
  return start - now;
}

const offsetMs = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);

/** Now, as the app under test sees it. */
export const e2eNow = (): number => Date.now() + offsetMs;

/** Today in `timeZone` (UTC by default, as the journeys' browsers and members are), as the app under test sees it. */
export const e2eToday = (timeZone = 'UTC'): CalendarDate => localDate(e2eNow(), timeZone);

/** Puts a browser context on the suite's day; on the real date it leaves the browser's own clock alone. */
export async function onSuiteDay(context: BrowserContext): Promise<BrowserContext> {
  if (offsetMs !== 0) await context.clock.install({ time: e2eNow() });
  return context;
}
