import type { LogSetInput } from '@app/shared/validation/logbook';

/** One field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as RFC 4180 text: fields joined by commas, every record (the last too) ended by CRLF. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

export interface LogbookExportEntry {
  loggedAt: Date;
  updatedAt: Date;
  routineId: number;
  workout: string | null;
  exerciseId: number;
  exercise: string | null;
  sets: LogSetInput[];
}

export const LOGBOOK_CSV_HEADER = [
  'logged_at',
  'updated_at',
  'workout_id',
  'workout',
  'exercise_id',
  'exercise',
  'set',
  'reps',
  'weight',
  'unit',
];

/** Her logbook, one record per set, each weight in the unit she entered it in (kg or lb), as stored. */
export function logbookCsv(entries: readonly LogbookExportEntry[]): string {
  const records = entries.flatMap((entry) =>
    entry.sets.map((set, index) => [
      entry.loggedAt.toISOString(),
      entry.updatedAt.toISOString(),
      entry.routineId,
      entry.workout,
      entry.exerciseId,
      entry.exercise,
      index + 1,
      set.reps,
      set.weight.value,
      set.weight.unit,
    ]),
  );
  return toCsv([LOGBOOK_CSV_HEADER, ...records]);
}
