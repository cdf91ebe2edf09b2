import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPLICATION_SEARCH_PATHS, listingPath, type ListingPage } from '@app/shared/api-contract/application-search';
import {
  USER_SERVICE_PATHS,
  userInfoPath,
  type LoginData,
  type SaveProfileRequest,
  type UserInfo,
} from '@app/shared/api-contract/user-service';
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
  const emails: Record<keyof typeof tokens, string> = { notPregnant: '', secondTrimester: '' };
  let signedUp: Record<keyof typeof tokens, LoginData['pregnancyStage'] | undefined> = {
    notPregnant: undefined,
    secondTrimester: undefined,
  };
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const [who, fitnessId] of [
      ['notPregnant', STRENGTH_AND_TONE],
      ['secondTrimester', SECOND_TRIMESTER],
    ] as const) {
      const { token, email, pregnancyStage } = await signUp(t.app);
      emails[who] = email;
      signedUp = { ...signedUp, [who]: pregnancyStage };
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

  it('says her stage in her user info: null when she is not pregnant', async () => {
    // Signed up before onboarding: no choice yet, so no stage.
    expect(signedUp).toEqual({ notPregnant: null, secondTrimester: null });
    for (const [who, stage] of [
      ['notPregnant', null],
      ['secondTrimester', 'trimester2'],
    ] as const) {
      const info = await call<UserInfo>(t.app, { method: 'GET', url: userInfoPath(emails[who]), headers: bearer(tokens[who]) });
      expect(info.body.data.pregnancyStage).toBe(stage);
    }
  });

  const listing = async (type: 'home' | 'gym' | 'pregnancy', query = '') => {
    const reply = await call<ListingPage>(t.app, { method: 'GET', url: `${listingPath(type)}?${query}` });
    expect(reply.status, reply.body.message).toBe(200);
    return reply.body.data;
  };

  it.each(['home', 'gym'] as const)('leads the %s listing with her stage’s workouts when it is given', async (type) => {
    const plain = await listing(type);
    expect(await stagesOf(plain)).toEqual(Array(10).fill(null));
    const led = await listing(type, 'stage=trimester2');
    expect(led.total).toBe(plain.total);
    expect(await stagesOf(led)).toEqual(Array(10).fill('trimester2'));
    // Every item is still there once, in order: page 2 goes on where page 1 ended.
    const next = await listing(type, 'stage=trimester2&page=2');
    expect(next.items.map((item) => item.contentId).some((id) => led.items.some((item) => item.contentId === id))).toBe(false);
  });

  it('opens the pregnancy listing with her stage, not the first trimester', async () => {
    expect((await stagesOf(await listing('pregnancy')))[0]).toBe('trimester1');
    const stages = await stagesOf(await listing('pregnancy', 'stage=trimester3'));
    expect(stages[0]).toBe('trimester3');
    expect(stages.filter((stage) => stage === 'trimester3').length).toBe(10);
  });

  it('refuses a stage that is not one', async () => {
    const reply = await call(t.app, { method: 'GET', url: `${listingPath('home')}?stage=trimester4` });
    expect(reply.status).toBe(400);
  });

  it('ranks the same search the same way on every request', async () => {
    const first = await search('notPregnant', 'q=squat&type=home');
    expect((await search('notPregnant', 'q=squat&type=home')).items).toEqual(first.items);
  });
});
