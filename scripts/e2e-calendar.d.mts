// Types of scripts/e2e-calendar.mjs (plain Node, as the other root scripts).
export function calendarDays(now: Date): string[];
