import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPLICATION_SEARCH_PATHS, listingPath, type ListingPage } from '@app/shared/api-contract/application-search';
import { USER_SERVICE_PATHS, type SaveProfileRequest } from '@app/shared/api-contract/user-service';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, signUp, type TestApp } from '../../helpers/test-app.ts';

/** The seed's fitness choices: Strength & Tone (not pregnant), and the second trimester. */
const STRENGTH_AND_TONE = 2;
const SECOND_TRIMESTER = 3;

const STAGE_TITLE = /^(First|Second|Third) Trimester |^Postnatal /;

/** What a search leads with, as stage content or not (issue 42: "squat" at home led with First Trimester workouts). */
describeEachBackend('search and her pregnancy stage (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<'notPregnant' | 'secondTrimester', string> = { notPregnant: '', secondTrimester: '' };
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const [who, fitnessId] of [
      ['notPregnant', STRENGTH_AND_TONE],
      ['secondTrimester', SECOND_TRIMESTER],
    ] as const) {
      const { token } = await signUp(t.app);
      const payload: SaveProfileRequest = { genderId: 1, fitnessId, mealId: 1 };
      const saved = await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.saveProfile, payload, headers: bearer(token) });
      expect(saved.status, saved.body.message).toBe(200);
      tokens[who] = token;
    }
  });
  afterAll(() => t.close());

  const search = async (who: keyof typeof tokens, query: string) => {
    const reply = await call<ListingPage>(t.app, {
      method: 'GET',
      url: `${APPLICATION_SEARCH_PATHS.contentSearch}?${query}`,
      headers: bearer(tokens[who]),
    });
    expect(reply.status, reply.body.message).toBe(200);
    return reply.body.data;
  };
  const stageOf = async (contentId: number) =>
    (await t.app.db.selectFrom('contentItems').select('pregnancyStage').where('contentId', '=', contentId).executeTakeFirstOrThrow())
      .pregnancyStage;
  const stagesOf = (page: ListingPage) => Promise.all(page.items.map((item) => stageOf(item.contentId)));

  it('leads a member who is not pregnant, searching "squat" at home, with workouts for everyone', async () => {
    const page = await search('notPregnant', 'q=squat&type=home');
    expect(page.items).toHaveLength(10);
    expect(await stagesOf(page)).toEqual(Array(10).fill(null));
    expect(page.items.filter((item) => STAGE_TITLE.test(item.title))).toEqual([]);
    // Still found: after the rest.
    expect(page.total).toBeGreaterThan(10);
    const last = await search('notPregnant', `q=squat&type=home&page=${page.totalPages}`);
    expect((await stagesOf(last)).some((stage) => stage !== null)).toBe(true);
  });

  it('leads a visitor searching the public listing with workouts for everyone too', async () => {
    const reply = await call<ListingPage>(t.app, { method: 'GET', url: `${listingPath('home')}?q=squat` });
    expect(await stagesOf(reply.body.data)).toEqual(Array(10).fill(null));
  });

  it('leads a member in her second trimester with her stage’s workouts', async () => {
    const page = await search('secondTrimester', 'q=squat&type=home');
    const stages = await stagesOf(page);
    expect(stages[0]).toBe('trimester2');
    expect(stages.every((stage) => stage === 'trimester2')).toBe(true);
  });

  it('gives a member who is not pregnant stage content when she asks for it', async () => {
    const page = await search('notPregnant', 'q=trimester%20squat&type=home');
    expect(page.total).toBeGreaterThan(0);
    expect(await stageOf(page.items[0]!.contentId)).not.toBeNull();
  });

  it('ranks the same search the same way on every request', async () => {
    const first = await search('notPregnant', 'q=squat&type=home');
    expect((await search('notPregnant', 'q=squat&type=home')).items).toEqual(first.items);
  });
});
