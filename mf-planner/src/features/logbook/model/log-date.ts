import { MONTH_ABBREVIATIONS } from '@app/shared/planner/calendar';

/** When a log was made, in her local time: "23 Nov 2026" (SPEC 9: September as "Sept"). */
export function logDateLabel(iso: string, timeZoneOffsetMinutes = new Date(iso).getTimezoneOffset()): string {
  const local = new Date(Date.parse(iso) - timeZoneOffsetMinutes * 60_000);
  return `${local.getUTCDate()} ${MONTH_ABBREVIATIONS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}
