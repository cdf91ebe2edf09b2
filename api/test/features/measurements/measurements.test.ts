import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { MEASUREMENT_PATHS, measurementPath, type Measurement } from '@app/shared/api-contract/progress-service';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { MEASUREMENT_MESSAGES } from '@app/shared/validation/measurements';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, signUp, tableCounts, type TestApp } from '../../helpers/test-app.ts';

type Member = { id: number; token: string };

describeEachBackend('her body measurements (%s)', (backend) => {
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
  const save = (member: Member, payload: object) =>
    as<Measurement>(member, { method: 'POST', url: MEASUREMENT_PATHS.measurements, payload });
  const list = (member: Member) => as<Measurement[]>(member, { method: 'GET', url: MEASUREMENT_PATHS.measurements });

  it('saves each figure with the unit it was entered in and lists hers oldest first', async () => {
    expect((await list(alice)).body.data).toEqual([]);
    const first = await save(alice, { weight: { value: 68.5, unit: 'kg' }, waist: { value: 80, unit: 'cm' } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(SUCCESS_MESSAGES.saved);
    expect(first.body.data).toMatchObject({
      weight: { value: 68.5, unit: 'kg' },
      waist: { value: 80, unit: 'cm' },
      hips: null,
      chest: null,
    });
    await save(alice, { weight: { value: 150, unit: 'lb' }, hips: { value: 40, unit: 'in' }, chest: { value: 36.5, unit: 'in' } });
    const listed = (await list(alice)).body.data;
    expect(listed.map((entry) => [entry.weight, entry.waist, entry.hips, entry.chest])).toEqual([
      [{ value: 68.5, unit: 'kg' }, { value: 80, unit: 'cm' }, null, null],
      [{ value: 150, unit: 'lb' }, null, { value: 40, unit: 'in' }, { value: 36.5, unit: 'in' }],
    ]);
  });

  it.each([
    ['nothing measured', {}, MEASUREMENT_MESSAGES.nothing],
    ['a typo of a weight', { weight: { value: 685, unit: 'kg' } }, MEASUREMENT_MESSAGES.weightRange('kg')],
    ['two decimals', { waist: { value: 80.25, unit: 'cm' } }, MEASUREMENT_MESSAGES.decimals],
    ['a waist of 10 in', { waist: { value: 10, unit: 'in' } }, MEASUREMENT_MESSAGES.lengthRange('in')],
    ['an unknown unit', { chest: { value: 90, unit: 'mm' } }, null],
    ['an unknown field', { neck: { value: 30, unit: 'cm' } }, null],
  ])('bad input (%s) is a 400 with a clear message and saves nothing', async (_name, payload, message) => {
    const before = await tableCounts(t.app);
    const reply = await save(alice, payload);
    expect(reply.status).toBe(400);
    if (message) expect(reply.body.message).toBe(message);
    else expect(reply.body.message).toEqual(expect.any(String));
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('another member never reads or deletes hers; she deletes her own', async () => {
    expect((await list(bob)).body.data).toEqual([]);
    const hers = (await list(alice)).body.data[0]!;
    const before = await tableCounts(t.app);
    const refused = await as(bob, { method: 'DELETE', url: measurementPath(hers.id) });
    expect(refused.status).toBe(403);
    expect(await tableCounts(t.app)).toEqual(before);
    expect((await as(bob, { method: 'DELETE', url: measurementPath(99999) })).status).toBe(404);
    expect((await as(alice, { method: 'DELETE', url: measurementPath(0) })).status).toBe(400);

    const deleted = await as(alice, { method: 'DELETE', url: measurementPath(hers.id) });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(SUCCESS_MESSAGES.measurementDeleted);
    expect((await list(alice)).body.data.map((entry) => entry.id)).not.toContain(hers.id);
  });

  it('without a token it is a 401', async () => {
    expect((await call(t.app, { method: 'GET', url: MEASUREMENT_PATHS.measurements })).status).toBe(401);
  });
});
