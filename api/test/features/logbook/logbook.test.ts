import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { LOGBOOK_PATHS, logbookPath, logEntryPath, type LogbookEntry } from '@app/shared/api-contract/progress-service';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { LOGBOOK_MESSAGES, weightTooHighMessage } from '@app/shared/validation/logbook';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, signUp, tableCounts, type TestApp } from '../../helpers/test-app.ts';

/** A seeded at-home workout and two of its exercises (Dumbbell Sumo Squat, Dumbbell Romanian Deadlift). */
const ROUTINE = 10085;
const SQUAT = 20004;
const DEADLIFT = 20040;

describeEachBackend('logbook (%s)', (backend) => {
  let t: TestApp;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bobbie' });
  });
  afterAll(() => t.close());

  const as = <T>(member: { token: string }, options: InjectOptions) => call<T>(t.app, { ...options, headers: bearer(member.token) });
  const save = (member: { token: string }, payload: unknown) =>
    as<LogbookEntry>(member, { method: 'POST', url: LOGBOOK_PATHS.logbook, payload: payload as object });

  it('saves sets with the unit each was entered in, lists them by routine, and never converts them', async () => {
    const inKg = await save(alice, {
      routineId: ROUTINE,
      exerciseId: SQUAT,
      sets: [
        { reps: 10, weight: { value: 20, unit: 'kg' } },
        { reps: 8, weight: { value: 22.5, unit: 'kg' } },
      ],
    });
    expect(inKg.status).toBe(200);
    expect(inKg.body.message).toBe(SUCCESS_MESSAGES.saved);
    const inLb = await save(alice, { routineId: ROUTINE, exerciseId: DEADLIFT, sets: [{ reps: 6, weight: { value: 50, unit: 'lb' } }] });
    expect(inLb.body.data.sets).toEqual([{ reps: 6, weight: { value: 50, unit: 'lb' } }]);

    const listed = await as<LogbookEntry[]>(alice, { method: 'GET', url: logbookPath(ROUTINE) });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((entry) => [entry.exerciseId, entry.sets])).toEqual([
      [
        SQUAT,
        [
          { reps: 10, weight: { value: 20, unit: 'kg' } },
          { reps: 8, weight: { value: 22.5, unit: 'kg' } },
        ],
      ],
      [DEADLIFT, [{ reps: 6, weight: { value: 50, unit: 'lb' } }]],
    ]);
    // Her weight setting does not touch what she logged.
    await as(alice, { method: 'PUT', url: '/service/user-service/api/settings/user/', payload: { weightUnit: 'lb' } });
    const after = await as<LogbookEntry[]>(alice, { method: 'GET', url: `${logbookPath(ROUTINE)}&userId=${alice.id}` });
    expect(after.body.data[0]!.sets[0]!.weight).toEqual({ value: 20, unit: 'kg' });
    expect((await as<LogbookEntry[]>(alice, { method: 'GET', url: logbookPath(10086) })).body.data).toEqual([]);
  });

  it('edits a log in place (a set re-entered in lb stays in lb) and deletes it with "Log deleted"', async () => {
    const created = (await save(alice, { routineId: ROUTINE, exerciseId: SQUAT, sets: [{ reps: 12, weight: { value: 15, unit: 'kg' } }] }))
      .body.data;
    const edited = await as<LogbookEntry>(alice, {
      method: 'PUT',
      url: logEntryPath(created.id),
      payload: {
        routineId: ROUTINE,
        exerciseId: SQUAT,
        sets: [
          { reps: 12, weight: { value: 15, unit: 'kg' } },
          { reps: 10, weight: { value: 35.27, unit: 'lb' } },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: created.id,
      loggedAt: created.loggedAt,
      sets: [
        { reps: 12, weight: { value: 15, unit: 'kg' } },
        { reps: 10, weight: { value: 35.27, unit: 'lb' } },
      ],
    });

    const deleted = await as(alice, { method: 'DELETE', url: logEntryPath(created.id) });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(SUCCESS_MESSAGES.logDeleted);
    const listed = await as<LogbookEntry[]>(alice, { method: 'GET', url: logbookPath(ROUTINE) });
    expect(listed.body.data.map((entry) => entry.id)).not.toContain(created.id);
    expect((await as(alice, { method: 'DELETE', url: logEntryPath(created.id) })).status).toBe(404);
    expect(
      (
        await as(alice, {
          method: 'PUT',
          url: logEntryPath(created.id),
          payload: { routineId: ROUTINE, exerciseId: SQUAT, sets: [{ reps: 1, weight: { value: 1, unit: 'kg' } }] },
        })
      ).status,
    ).toBe(404);
  });

  it("another member reads and changes only her own logs: Alice's id or log is 403 and nothing changes", async () => {
    const alices = (await save(alice, { routineId: ROUTINE, exerciseId: SQUAT, sets: [{ reps: 5, weight: { value: 40, unit: 'kg' } }] }))
      .body.data;
    const before = await tableCounts(t.app);

    const read = await as(bob, { method: 'GET', url: `${logbookPath(ROUTINE)}&userId=${alice.id}` });
    expect(read.status).toBe(403);
    expect(JSON.stringify(read.body)).not.toContain('"sets"');
    const edit = await as(bob, {
      method: 'PUT',
      url: logEntryPath(alices.id),
      payload: { routineId: ROUTINE, exerciseId: SQUAT, sets: [{ reps: 1, weight: { value: 1, unit: 'kg' } }] },
    });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(LOGBOOK_MESSAGES.notYours);
    expect((await as(bob, { method: 'DELETE', url: logEntryPath(alices.id) })).status).toBe(403);

    expect((await as<LogbookEntry[]>(bob, { method: 'GET', url: logbookPath(ROUTINE) })).body.data).toEqual([]);
    expect(await tableCounts(t.app)).toEqual(before);
    const still = await as<LogbookEntry[]>(alice, { method: 'GET', url: logbookPath(ROUTINE) });
    expect(still.body.data.find((entry) => entry.id === alices.id)?.sets).toEqual([{ reps: 5, weight: { value: 40, unit: 'kg' } }]);
  });

  const set = (reps: unknown, value: unknown, unit: unknown = 'kg') => ({ reps, weight: { value, unit } });
  it.each<[string, Record<string, unknown>, string | RegExp]>([
    ['a negative weight', { routineId: ROUTINE, exerciseId: SQUAT, sets: [set(10, -5)] }, LOGBOOK_MESSAGES.weightNegative],
    ['10,000 reps', { routineId: ROUTINE, exerciseId: SQUAT, sets: [set(10_000, 20)] }, LOGBOOK_MESSAGES.repsRange],
    ['no reps (0)', { routineId: ROUTINE, exerciseId: SQUAT, sets: [set(0, 20)] }, LOGBOOK_MESSAGES.repsRange],
    ['half a rep', { routineId: ROUTINE, exerciseId: SQUAT, sets: [set(2.5, 20)] }, LOGBOOK_MESSAGES.repsWhole],
    ['three decimals', { routineId: ROUTINE, exerciseId: SQUAT, sets: [set(10, 20.125)] }, LOGBOOK_MESSAGES.weightDecimals],
    ['over 500 kg', { routineId: ROUTINE, exerciseId: SQUAT, sets: [set(1, 500.5)] }, weightTooHighMessage('kg')],
    ['over 500 kg entered in lb', { routineId: ROUTINE, exerciseId: SQUAT, sets: [set(1, 1102.5, 'lb')] }, weightTooHighMessage('lb')],
    ['no sets', { routineId: ROUTINE, exerciseId: SQUAT, sets: [] }, LOGBOOK_MESSAGES.setsRequired],
    [
      '21 sets',
      { routineId: ROUTINE, exerciseId: SQUAT, sets: Array.from({ length: 21 }, () => set(5, 10)) },
      LOGBOOK_MESSAGES.tooManySets,
    ],
    ['a missing routine', { exerciseId: SQUAT, sets: [set(10, 20)] }, 'Routine id is required'],
    ['a routine that does not exist', { routineId: 999_999, exerciseId: SQUAT, sets: [set(10, 20)] }, LOGBOOK_MESSAGES.routineUnknown],
    ['a recipe as the routine', { routineId: 5012, exerciseId: SQUAT, sets: [set(10, 20)] }, LOGBOOK_MESSAGES.routineUnknown],
    [
      'an exercise of another workout',
      { routineId: ROUTINE, exerciseId: 20222 + 100_000, sets: [set(10, 20)] },
      LOGBOOK_MESSAGES.exerciseNotInRoutine,
    ],
    ['stone as the unit', { routineId: ROUTINE, exerciseId: SQUAT, sets: [set(10, 20, 'st')] }, 'Unit must be one of: kg, lb'],
  ])('%s: 400 with a clear message, nothing written (save and update)', async (_name, payload, message) => {
    const existing = (await save(alice, { routineId: ROUTINE, exerciseId: SQUAT, sets: [set(3, 3)] })).body.data;
    const before = await tableCounts(t.app);
    for (const request of [
      { method: 'POST' as const, url: LOGBOOK_PATHS.logbook },
      { method: 'PUT' as const, url: logEntryPath(existing.id) },
    ]) {
      const { status, body } = await as(alice, { ...request, payload });
      expect(status, request.method).toBe(400);
      expect(body.message).toMatch(message);
    }
    expect(await tableCounts(t.app)).toEqual(before);
    const unchanged = await as<LogbookEntry[]>(alice, { method: 'GET', url: logbookPath(ROUTINE) });
    expect(unchanged.body.data.find((entry) => entry.id === existing.id)?.sets).toEqual([set(3, 3)]);
  });
});
