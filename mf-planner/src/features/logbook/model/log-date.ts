import { dayMonthYearAtOffset } from '@app/shared/dates';
import { localInstant } from '@app/shared/dates';

/** When a log was made, in her local time: "23 Nov 2026" (SPEC 9: September as "Sept"). */
export function logDateLabel(iso: string, timeZoneOffsetMinutes = -localInstant(iso).utcOffset()): string {
  return dayMonthYearAtOffset(iso, -timeZoneOffsetMinutes);
}
