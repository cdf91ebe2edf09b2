import { recipePath, workoutOverviewPath, PATHS } from '@app/shared/routes';
import { regionalText } from '@app/shared/region/regional-text';
import { addDays } from '@app/shared/planner/calendar';
import type { PlannerSlot } from '../../db/schema.ts';
import { localStamp, serialize, text, utcStamp, vtimezone, type IcalComponent, type IcalProperty } from '../../lib/icalendar.ts';
import { slotTimes, wallTimeInstant, type FeedSlot } from './calendar-feed-times.ts';

/** How many days the feed holds from this week's Monday: this week and the next three. */
export const FEED_DAYS = 28;

/** A planned workout or meal as the feed reads it (calendar-feed-repository.ts). */
export interface FeedItem {
  /** The planned item's id: stable through swaps, so its event keeps its UID. */
  id: number;
  onDate: string;
  slot: Exclude<PlannerSlot, 'article'>;
  contentId: number | null;
  title: string;
  titleUk: string | null;
  titleUs: string | null;
  urlPartial: string | null;
  duration: number | null;
  setType: number | null;
  isLeftOver: boolean;
  isGoingOut: boolean;
}

export interface FeedContext {
  /** Her IANA zone (calendar-feed-times.ts, feedTimeZone). */
  zone: string;
  regionId: number | null;
  /** The app's address: the events link to its pages, and its host ends their UIDs. */
  publicUrl: string;
  /** This week's Monday, in her zone. */
  weekStart: string;
  /** Now (DTSTAMP). */
  now: number;
}

const MEAL_NAMES: Record<Exclude<FeedSlot, 'workout'>, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  snack: 'Snack',
  dinner: 'Dinner',
};

function summaryAndPath(item: FeedItem, regionId: number | null): { summary: string; path: string; what: string } {
  const title = regionalText(
    { title: item.title, ...(item.titleUk ? { titleUK: item.titleUk } : {}), ...(item.titleUs ? { titleUS: item.titleUs } : {}) },
    'title',
    regionId,
  );
  if (item.slot === 'workout') {
    const set = item.setType === 1 ? 'gym' : 'home';
    return { summary: title, path: workoutOverviewPath(set, item.contentId!, item.title, item.urlPartial), what: 'Workout' };
  }
  const meal = MEAL_NAMES[item.slot];
  if (item.isLeftOver) return { summary: `${meal}: leftovers`, path: PATHS.planner, what: meal };
  if (item.isGoingOut) return { summary: `${meal}: going out`, path: PATHS.planner, what: meal };
  const type = item.slot === 'snack' ? 'snacks' : 'meals';
  return { summary: title, path: recipePath(type, item.contentId!, item.title, item.urlPartial), what: meal };
}

function eventOf(item: FeedItem, context: FeedContext, host: string): IcalComponent {
  const { summary, path, what } = summaryAndPath(item, context.regionId);
  const url = `${context.publicUrl}${path}`;
  const { start, end } = slotTimes(item.slot, item.slot === 'workout' ? item.duration : null);
  const zoned = { TZID: context.zone };
  const properties: IcalProperty[] = [
    ['UID', `planner-item-${item.id}@${host}`],
    ['DTSTAMP', utcStamp(context.now)],
    ['DTSTART', localStamp(item.onDate, start), zoned],
    ['DTEND', localStamp(item.onDate, end), zoned],
    ['SUMMARY', text(summary)],
    ['DESCRIPTION', text(`${what} from your planner.\nOpen it in the app: ${url}`)],
    ['URL', url],
    ['CATEGORIES', text(what)],
    ['TRANSP', 'TRANSPARENT'],
  ];
  return { name: 'VEVENT', properties };
}

/**
 * Her planned workouts and meals as an iCalendar: one event each (articles are reading, not a
 * time in her day), at the times of calendar-feed-times.ts on her wall clock, with the VTIMEZONE of
 * her zone over the feed's days.
 */
export function feedCalendar(items: readonly FeedItem[], context: FeedContext): string {
  const host = new URL(context.publicUrl).host;
  const from = wallTimeInstant(context.zone, addDays(context.weekStart, -1), 0);
  const to = wallTimeInstant(context.zone, addDays(context.weekStart, FEED_DAYS + 1), 0);
  return serialize({
    name: 'VCALENDAR',
    properties: [
      ['VERSION', '2.0'],
      ['PRODID', '-//Kindred//Planner calendar feed//EN'],
      ['CALSCALE', 'GREGORIAN'],
      ['METHOD', 'PUBLISH'],
      ['X-WR-CALNAME', 'My planner'],
      ['X-WR-TIMEZONE', context.zone],
      // Calendar apps that honour it fetch the feed again every six hours.
      ['REFRESH-INTERVAL', 'PT6H', { VALUE: 'DURATION' }],
      ['X-PUBLISHED-TTL', 'PT6H'],
    ],
    components: [vtimezone(context.zone, from, to), ...items.map((item) => eventOf(item, context, host))],
  });
}
