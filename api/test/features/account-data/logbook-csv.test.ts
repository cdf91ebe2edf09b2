import { describe, expect, it } from 'vitest';
import { csvField, logbookCsv, toCsv } from '../../../src/features/account-data/logbook-csv.ts';

describe('RFC 4180 fields', () => {
  it.each([
    ['plain', 'Squat', 'Squat'],
    ['a number', 12.5, '12.5'],
    ['empty for null', null, ''],
    ['a comma', 'Press, seated', '"Press, seated"'],
    ['a quote, doubled', 'The "Jane" row', '"The ""Jane"" row"'],
    ['a line feed', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return', 'one\rtwo', '"one\rtwo"'],
    ['spaces kept as they are', ' lunge ', ' lunge '],
  ])('%s', (_name, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('ends every record, the last too, with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c,d', null],
      ]),
    ).toBe('a,b\r\n"c,d",\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('the logbook as CSV', () => {
  const at = new Date('2026-11-20T07:30:00.000Z');
  const entry = {
    loggedAt: at,
    updatedAt: at,
    routineId: 10085,
    workout: 'Lower body, "heavy"',
    exerciseId: 20004,
    exercise: 'Sumo squat',
    sets: [
      { reps: 10, weight: { value: 12.5, unit: 'kg' as const } },
      { reps: 8, weight: { value: 30, unit: 'lb' as const } },
    ],
  };

  it('writes one record per set, numbered, with the unit each was entered in', () => {
    expect(logbookCsv([entry]).split('\r\n')).toEqual([
      'logged_at,updated_at,workout_id,workout,exercise_id,exercise,set,reps,weight,unit',
      '2026-11-20T07:30:00.000Z,2026-11-20T07:30:00.000Z,10085,"Lower body, ""heavy""",20004,Sumo squat,1,10,12.5,kg',
      '2026-11-20T07:30:00.000Z,2026-11-20T07:30:00.000Z,10085,"Lower body, ""heavy""",20004,Sumo squat,2,8,30,lb',
      '',
    ]);
  });

  it('keeps the header for an empty logbook, and an empty name for a workout gone from the catalog', () => {
    expect(logbookCsv([]).split('\r\n')).toHaveLength(2);
    expect(logbookCsv([{ ...entry, workout: null, sets: [entry.sets[0]!] }]).split('\r\n')[1]).toContain(',10085,,20004,');
  });
});
