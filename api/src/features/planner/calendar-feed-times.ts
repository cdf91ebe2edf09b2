import { regionCodeFor, type RegionCode } from '@app/shared/region/regional-text';
import { isValidTimeZone } from '@app/shared/dates';
import { offsetMinutes } from '../../lib/icalendar.ts';

/**
 * When her calendar shows each planned item (issue 43), on her wall clock in her time zone, the
 * same on every day, a daylight-saving day included (the feed's VTIMEZONE places them):
 * breakfast 07:30 for 30 minutes, her workout 09:30 for its own length (30 minutes when it has
 * none, 10 to 120), lunch 12:30 for 45, a snack 15:30 for 15, dinner 18:30 for an hour. None of
 * them falls in the hours a change of offset skips or repeats (01:00 to 03:00 in every region).
 */
const FEED_SLOT_TIMES = {
  breakfast: { start: 7 * 60 + 30, minutes: 30 },
  workout: { start: 9 * 60 + 30, minutes: 30 },
  lunch: { start: 12 * 60 + 30, minutes: 45 },
  snack: { start: 15 * 60 + 30, minutes: 15 },
  dinner: { start: 18 * 60 + 30, minutes: 60 },
} as const;
export type FeedSlot = keyof typeof FEED_SLOT_TIMES;

/** Start and end, in minutes after her midnight, of a slot; a workout lasts its own duration. */
export function slotTimes(slot: FeedSlot, durationMinutes: number | null = null): { start: number; end: number } {
  const { start, minutes } = FEED_SLOT_TIMES[slot];
  const length = slot === 'workout' && durationMinutes ? Math.min(120, Math.max(10, durationMinutes)) : minutes;
  return { start, end: start + length };
}

/** A region's zone when her browser never told us hers: Sydney, London or New York. */
const REGION_ZONES: Record<RegionCode, string> = { AU: 'Australia/Sydney', UK: 'Europe/London', US: 'America/New_York' };

/** The zone her feed is written in: the last one her browser reported, else her region's. */
export function feedTimeZone(reported: string | null, regionId: number | null): string {
  return reported && isValidTimeZone(reported) ? reported : REGION_ZONES[regionCodeFor(regionId)];
}

/**
 * The instant (UTC ms) of a wall-clock time on a day in a zone. Its offset is the one in force at
 * that wall time: read at the instant the day's offset before it gives, and read once more there.
 */
export function wallTimeInstant(zone: string, date: string, minutes: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const guess = wall - offsetMinutes(zone, wall) * 60_000;
  return wall - offsetMinutes(zone, guess) * 60_000;
}
