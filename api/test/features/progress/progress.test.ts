import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListingPage } from '@app/shared/api-contract/application-search';
import {
  courseProgressPath,
  programUpdatePath,
  PROGRESS_SERVICE_PATHS,
  savedPath,
  type CompletionData,
  type CourseProgress,
  type HistoryEntry,
} from '@app/shared/api-contract/progress-service';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import type { InjectOptions } from 'fastify';
import { NOT_YOURS } from '../../../src/features/progress/progress-routes.ts';
import { localDate } from '@app/shared/dates';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, signUp, type TestApp } from '../../helpers/test-app.ts';

/** Rows of the member tables a progress call can write. */
async function progressCounts(t: TestApp) {
  const counts = { favourites: 0, completions: 0, history: 0, programEnrolments: 0, courseProgress: 0 };
  for (const table of ['favourites', 'completions', 'history', 'programEnrolments', 'courseProgress'] as const) {
    const row = await t.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describeEachBackend('progress: favourites, completion, history, saved items, programs (%s)', (backend) => {
  let t: TestApp;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
  });
  afterAll(() => t.close());

  const as = <T>(member: { token: string }, options: InjectOptions) =>
    call<T>(t.app, { ...options, headers: { ...bearer(member.token), ...(options.headers as Record<string, string>) } });
  const favouriteUrl = (userId: number, contentId: number, contentType = 'article') =>
    `${PROGRESS_SERVICE_PATHS.favourite}?userId=${userId}&contentType=${contentType}&contentId=${contentId}`;
  const today = () => localDate(Date.now(), 'UTC');

  it('saves and unsaves an item; the saved list and the day’s history follow', async () => {
    expect((await as<boolean>(alice, { method: 'GET', url: favouriteUrl(alice.id, 5012) })).body.data).toBe(false);
    const saved = await as<boolean>(alice, {
      method: 'PUT',
      url: PROGRESS_SERVICE_PATHS.favourite,
      payload: { userId: alice.id, contentId: 5012, contentType: 'article', favourite: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ data: true, message: SUCCESS_MESSAGES.saved });
    expect((await as<boolean>(alice, { method: 'GET', url: favouriteUrl(alice.id, 5012) })).body.data).toBe(true);
    await as(alice, {
      method: 'PUT',
      url: PROGRESS_SERVICE_PATHS.favourite,
      payload: { userId: alice.id, contentId: 6012, contentType: 'article', favourite: true },
    });

    const pregnancy = await as<ListingPage>(alice, { method: 'GET', url: savedPath('pregnancy') });
    expect(pregnancy.body.data).toMatchObject({ total: 1, page: 1, items: [{ contentId: 5012 }] });
    const blogs = await as<ListingPage>(alice, { method: 'GET', url: `${savedPath('blogs')}?page=1&userId=${alice.id}` });
    expect(blogs.body.data.items.map((item) => item.contentId)).toEqual([6012]);
    expect((await as<ListingPage>(bob, { method: 'GET', url: savedPath('blogs') })).body.data.total).toBe(0);

    const unsaved = await as<boolean>(alice, {
      method: 'PUT',
      url: PROGRESS_SERVICE_PATHS.favourite,
      payload: { userId: alice.id, contentId: 5012, contentType: 'article', favourite: false },
    });
    expect(unsaved.body).toMatchObject({ data: false, message: SUCCESS_MESSAGES.removedFromSaved });
    expect((await as<boolean>(alice, { method: 'GET', url: favouriteUrl(alice.id, 5012) })).body.data).toBe(false);
    const history = await as<HistoryEntry[]>(alice, {
      method: 'GET',
      url: `${PROGRESS_SERVICE_PATHS.history}?userId=${alice.id}&date=${today()}&contentType=article`,
    });
    expect(history.body.data.map((entry) => [entry.contentId, entry.action])).toEqual([
      [5012, 'favourited'],
      [6012, 'favourited'],
      [5012, 'unfavourited'],
    ]);
  });

  it('marks complete one way: a second call changes nothing', async () => {
    const before = await progressCounts(t);
    const payload = { itemId: 5031, contentType: 'article', isPlanner: true, selectedDate: '2026-11-20', title: 'First six weeks' };
    const first = await as<CompletionData>(bob, { method: 'PUT', url: PROGRESS_SERVICE_PATHS.markAsCompleted, payload });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: SUCCESS_MESSAGES.markedComplete,
      data: { contentId: 5031, completed: true, changed: true, completedOn: '2026-11-20' },
    });
    const second = await as<CompletionData>(bob, {
      method: 'PUT',
      url: PROGRESS_SERVICE_PATHS.markAsCompleted,
      payload: { ...payload, selectedDate: '2026-11-21' },
    });
    expect(second.body.data).toMatchObject({ changed: false, completedOn: '2026-11-20' });
    const completedUrl = (userId: number) =>
      `${PROGRESS_SERVICE_PATHS.markAsCompleted}?userId=${userId}&contentType=article&contentId=5031`;
    expect((await as<boolean>(bob, { method: 'GET', url: completedUrl(bob.id) })).body.data).toBe(true);
    expect((await as<boolean>(alice, { method: 'GET', url: completedUrl(alice.id) })).body.data).toBe(false);
    const after = await progressCounts(t);
    expect(after.completions - before.completions).toBe(1);
    expect(after.history - before.history).toBe(1);
    const history = await as<HistoryEntry[]>(bob, {
      method: 'GET',
      url: `${PROGRESS_SERVICE_PATHS.history}?userId=${bob.id}&date=2026-11-20`,
    });
    expect(history.body.data).toMatchObject([{ contentId: 5031, action: 'completed', contentType: 'article' }]);
  });

  it('starts and leaves a program and reports its course progress', async () => {
    const started = await as<CourseProgress>(alice, { method: 'PUT', url: programUpdatePath(3, 'start') });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ programId: 3, status: 'in-progress', completedWorkouts: 0 });
    expect((await as<number[]>(alice, { method: 'GET', url: PROGRESS_SERVICE_PATHS.inProgressPrograms })).body.data).toEqual([3]);
    const left = await as<CourseProgress>(alice, { method: 'PUT', url: programUpdatePath(3, 'leave') });
    expect(left.body.data.status).toBe('left');
    expect((await as<CourseProgress>(bob, { method: 'GET', url: courseProgressPath(3) })).body.data.status).toBe('not-started');
    expect((await as(alice, { method: 'GET', url: courseProgressPath(99) })).status).toBe(404);
  });

  // Every member route that names a user: another member's id is refused and nothing changes.
  it.each<[string, (victim: number) => InjectOptions]>([
    ['GET favourite', (victim) => ({ method: 'GET', url: favouriteUrl(victim, 5012) })],
    [
      'PUT favourite',
      (victim) => ({
        method: 'PUT',
        url: PROGRESS_SERVICE_PATHS.favourite,
        payload: { userId: victim, contentId: 5012, contentType: 'article', favourite: true },
      }),
    ],
    ['GET history', (victim) => ({ method: 'GET', url: `${PROGRESS_SERVICE_PATHS.history}?userId=${victim}&date=${today()}` })],
    ['GET saved', (victim) => ({ method: 'GET', url: `${savedPath('blogs')}?userId=${victim}` })],
    ['GET course progress', (victim) => ({ method: 'GET', url: `${courseProgressPath(3)}?userId=${victim}` })],
    ['GET in-progress programs', (victim) => ({ method: 'GET', url: `${PROGRESS_SERVICE_PATHS.inProgressPrograms}?userId=${victim}` })],
    [
      'GET mark-as-completed',
      (victim) => ({ method: 'GET', url: `${PROGRESS_SERVICE_PATHS.markAsCompleted}?userId=${victim}&contentType=article&contentId=5012` }),
    ],
    [
      'PUT mark-as-completed',
      (victim) => ({
        method: 'PUT',
        url: `${PROGRESS_SERVICE_PATHS.markAsCompleted}?userId=${victim}`,
        payload: { itemId: 5013, contentType: 'article' },
      }),
    ],
    ['PUT program start', (victim) => ({ method: 'PUT', url: `${programUpdatePath(4, 'start')}?userId=${victim}` })],
    [
      'PUT workout-complete',
      (victim) => ({
        method: 'PUT',
        url: `${PROGRESS_SERVICE_PATHS.workoutComplete}?userId=${victim}`,
        payload: { type: 'workout', programId: 4, workoutId: 10_001, complete: true, setType: 0, courseId: 1, day: 1 },
      }),
    ],
  ])('%s with another member’s userId: 403, nothing changes', async (_name, request) => {
    const before = await progressCounts(t);
    const { status, body } = await as(bob, request(alice.id));
    expect(status).toBe(403);
    expect(body.message).toBe(NOT_YOURS);
    expect(await progressCounts(t)).toEqual(before);
  });

  it('keeps what one member does with her token to her own rows', async () => {
    await as(alice, { method: 'PUT', url: programUpdatePath(5, 'start') });
    await as(alice, { method: 'PUT', url: PROGRESS_SERVICE_PATHS.markAsCompleted, payload: { itemId: 5014, contentType: 'article' } });
    const alicesRows = async () => ({
      enrolments: await t.app.db
        .selectFrom('programEnrolments')
        .select(['programId', 'status'])
        .where('userId', '=', alice.id)
        .orderBy('programId')
        .execute(),
      completions: await t.app.db
        .selectFrom('completions')
        .select(['contentId', 'completedOn'])
        .where('userId', '=', alice.id)
        .orderBy('contentId')
        .execute(),
      favourites: await t.app.db.selectFrom('favourites').select('contentId').where('userId', '=', alice.id).orderBy('contentId').execute(),
      history: await t.app.db.selectFrom('history').select(['contentId', 'action']).where('userId', '=', alice.id).orderBy('id').execute(),
      courseProgress: await t.app.db
        .selectFrom('courseProgress')
        .select(['programId', 'week', 'day'])
        .where('userId', '=', alice.id)
        .execute(),
    });
    const before = await alicesRows();

    await as(bob, { method: 'PUT', url: programUpdatePath(5, 'start') });
    await as(bob, { method: 'PUT', url: programUpdatePath(5, 'leave') });
    await as(bob, {
      method: 'PUT',
      url: PROGRESS_SERVICE_PATHS.markAsCompleted,
      payload: { itemId: 5014, contentType: 'article', selectedDate: '2026-11-01' },
    });
    await as(bob, {
      method: 'PUT',
      url: PROGRESS_SERVICE_PATHS.favourite,
      payload: { userId: bob.id, contentId: 5014, contentType: 'article', favourite: true },
    });

    expect(await alicesRows()).toEqual(before);
    expect(before.enrolments).toContainEqual({ programId: 5, status: 'in-progress' });
    expect((await as<CourseProgress>(alice, { method: 'GET', url: courseProgressPath(5) })).body.data.status).toBe('in-progress');
    expect((await as<CourseProgress>(bob, { method: 'GET', url: courseProgressPath(5) })).body.data.status).toBe('left');
  });

  it.each<[string, InjectOptions]>([
    ['favourite without a token', { method: 'GET', url: favouriteUrl(1, 5012) }],
    [
      'mark-as-completed without a token',
      { method: 'PUT', url: PROGRESS_SERVICE_PATHS.markAsCompleted, payload: { itemId: 5012, contentType: 'article' } },
    ],
    ['saved without a token', { method: 'GET', url: savedPath('blogs') }],
  ])('%s: 401', async (_name, request) => {
    expect((await call(t.app, request)).status).toBe(401);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['an unknown content type', { itemId: 5012, contentType: 'video' }, 400, 'Content type must be one of'],
    ['the wrong content type', { itemId: 5012, contentType: 'recipe' }, 400, 'Content 5012 is an article, not a recipe.'],
    ['an item id as text', { itemId: '5012', contentType: 'article' }, 400, 'Item id must be a whole number'],
    ['an item id of 0', { itemId: 0, contentType: 'article' }, 400, 'Item id is out of range'],
    ['an item that does not exist', { itemId: 999_999, contentType: 'article' }, 404, 'There is no content 999999.'],
    [
      'a date that is not one',
      { itemId: 5012, contentType: 'article', selectedDate: '2026-13-01' },
      400,
      'Selected date is not in the right format',
    ],
    ['an unknown field', { itemId: 5012, contentType: 'article', userId: 1 }, 400, 'Unknown field: userId'],
    [
      'a control character in the title',
      { itemId: 5012, contentType: 'article', title: 'a\u0007b' },
      400,
      'must not contain control characters',
    ],
  ])('mark-as-completed refuses %s and writes nothing', async (_name, payload, statusCode, message) => {
    const before = await progressCounts(t);
    const { status, body } = await as(alice, { method: 'PUT', url: PROGRESS_SERVICE_PATHS.markAsCompleted, payload });
    expect(status).toBe(statusCode);
    expect(body.message).toContain(message);
    expect(await progressCounts(t)).toEqual(before);
  });

  it.each<[string, InjectOptions, string]>([
    [
      'a favourite as text',
      {
        method: 'PUT',
        url: PROGRESS_SERVICE_PATHS.favourite,
        payload: { userId: 0, contentId: 5012, contentType: 'article', favourite: 'yes' },
      },
      'User id is out of range',
    ],
    [
      'saved items of a listing that does not exist',
      { method: 'GET', url: savedPath('blogs').replace('blogs', 'help') },
      'Type must be one of',
    ],
    ['page 0 of saved items', { method: 'GET', url: `${savedPath('blogs')}?page=0` }, 'Page must be a whole number from 1'],
    [
      'a history day that is not one',
      { method: 'GET', url: `${PROGRESS_SERVICE_PATHS.history}?date=yesterday&userId=1` },
      'Date is not in the right format',
    ],
    ['an unknown program action', { method: 'PUT', url: programUpdatePath(3, 'start').replace('start', 'pause') }, 'Action must be one of'],
  ])('refuses %s with a 400 and writes nothing', async (_name, request, message) => {
    const before = await progressCounts(t);
    const { status, body } = await as(alice, request);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
    expect(await progressCounts(t)).toEqual(before);
  });
});
