/**
 * A workout opened from a program carries which program, week and day it is, so "Complete
 * Workout" can complete that day (SPEC 7 workout complete: programId, courseId = the week, day).
 * It travels as the query of the overview and player paths: ?programId=1&week=2&day=3.
 */
export interface ProgramWorkoutContext {
  programId: number;
  week: number;
  /** 1 = Monday ... 7 = Sunday. */
  day: number;
}

const MAX_WEEKS = 60;

export function programContextSearch(context: ProgramWorkoutContext | null): string {
  if (!context) return '';
  return `?${new URLSearchParams({ programId: String(context.programId), week: String(context.week), day: String(context.day) })}`;
}

function whole(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The context of a location's query, or null when it has none or any part is not a valid number. */
export function readProgramContext(search: string): ProgramWorkoutContext | null {
  const query = new URLSearchParams(search);
  const programId = whole(query.get('programId'), 1, 2_147_483_647);
  const week = whole(query.get('week'), 1, MAX_WEEKS);
  const day = whole(query.get('day'), 1, 7);
  return programId === null || week === null || day === null ? null : { programId, week, day };
}
