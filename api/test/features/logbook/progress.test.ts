import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { LOGBOOK_PATHS, type ExerciseProgress, type LogbookEntry } from '@app/shared/api-contract/progress-service';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, signUp, tableCounts, type TestApp } from '../../helpers/test-app.ts';

/** A seeded at-home workout and two of its exercises (Dumbbell Sumo Squat, Dumbbell Romanian Deadlift). */
const ROUTINE = 10085;
const SQUAT = 20004;
const DEADLIFT = 20040;

type Member = { id: number; token: string };

describeEachBackend('her progress from the logbook: records, the chart’s points, her last sets (%s)', (backend) => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    t = await createTestApp(backend);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bobbie' });
  });
  afterAll(() => t.close());

  const as = <T>(member: Member, options: InjectOptions) => call<T>(t.app, { ...options, headers: bearer(member.token) });
  const save = (member: Member, exerciseId: number, sets: [number, number, 'kg' | 'lb'][]) =>
    as<LogbookEntry>(member, {
      method: 'POST',
      url: LOGBOOK_PATHS.logbook,
      payload: { routineId: ROUTINE, exerciseId, sets: sets.map(([reps, value, unit]) => ({ reps, weight: { value, unit } })) },
    });
  const progress = (member: Member, query = '') =>
    as<ExerciseProgress[]>(member, { method: 'GET', url: `${LOGBOOK_PATHS.progress}${query}` });

  it('a member who never logged has no progress', async () => {
    const reply = await progress(alice);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
  });

  it('computes her records across units, one point per log, and her last sets; the latest exercise first', async () => {
    const first = (
      await save(alice, SQUAT, [
        [12, 20, 'kg'],
        [10, 22.5, 'kg'],
      ])
    ).body.data;
    const second = (await save(alice, SQUAT, [[6, 55, 'lb']])).body.data;
    await save(alice, DEADLIFT, [[15, 0, 'kg']]);

    const reply = await progress(alice);
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((exercise) => exercise.exerciseId)).toEqual([DEADLIFT, SQUAT]);
    const squat = reply.body.data[1]!;
    expect(squat.name).toEqual(expect.any(String));
    // 55 lb (24.95 kg) is her heaviest; 10 × 22.5 kg (Epley 30 kg) her best estimated 1RM, over 6 × 55 lb (29.94 kg).
    expect(squat.records.heaviest).toMatchObject({ weight: { value: 55, unit: 'lb' }, reps: 6, entryId: second.id });
    expect(squat.records.mostReps).toMatchObject({ weight: { value: 20, unit: 'kg' }, reps: 12, entryId: first.id });
    expect(squat.records.bestOneRepMax).toMatchObject({ weight: { value: 22.5, unit: 'kg' }, reps: 10, entryId: first.id });
    expect(squat.records.bestOneRepMax!.oneRepMax.value).toBeCloseTo(30, 6);
    expect(squat.sessions.map((session) => [session.entryId, session.best.reps])).toEqual([
      [first.id, 10],
      [second.id, 6],
    ]);
    expect(squat.lastSets).toEqual([{ reps: 6, weight: { value: 55, unit: 'lb' } }]);

    // Bodyweight only: most reps, no weight records, no chart point.
    const deadlift = reply.body.data[0]!;
    expect(deadlift.records).toMatchObject({ heaviest: null, bestOneRepMax: null, mostReps: { reps: 15 } });
    expect(deadlift.sessions).toEqual([]);

    const one = await progress(alice, `?exerciseId=${SQUAT}`);
    expect(one.body.data.map((exercise) => exercise.exerciseId)).toEqual([SQUAT]);
    expect((await progress(alice, '?exerciseId=99999')).body.data).toEqual([]);
  });

  it('another member never sees hers, and hers stays hers', async () => {
    await save(bob, SQUAT, [[5, 100, 'kg']]);
    const bobs = (await progress(bob)).body.data;
    expect(bobs.map((exercise) => [exercise.exerciseId, exercise.records.heaviest?.weight.value])).toEqual([[SQUAT, 100]]);
    const alices = (await progress(alice, `?exerciseId=${SQUAT}`)).body.data;
    expect(alices[0]!.records.heaviest!.weight).toEqual({ value: 55, unit: 'lb' });
  });

  it.each([
    ['letters', '?exerciseId=squat'],
    ['zero', '?exerciseId=0'],
    ['past the largest id', '?exerciseId=99999999999'],
    ['an unknown field', '?userId=1'],
  ])('bad input (%s) is a 400 and changes nothing', async (_name, query) => {
    const before = await tableCounts(t.app);
    const reply = await progress(alice, query);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual(expect.any(String));
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('without a token it is a 401', async () => {
    const reply = await call(t.app, { method: 'GET', url: LOGBOOK_PATHS.progress });
    expect(reply.status).toBe(401);
  });
});
