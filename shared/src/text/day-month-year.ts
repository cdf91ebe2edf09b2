import { MONTH_ABBREVIATIONS } from '../planner/calendar.ts';

/**
 * "12 Nov 2026" from "2026-11-12" or a timestamp that starts with that date (SPEC section 9:
 * standard month abbreviations, September as "Sept"). Anything else is returned as it is.
 */
export function dayMonthYear(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return isoDate;
  return `${Number(match[3])} ${MONTH_ABBREVIATIONS[month - 1]} ${match[1]}`;
}
