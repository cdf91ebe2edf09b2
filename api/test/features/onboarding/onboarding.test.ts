import { afterAll, beforeAll, expect, it } from 'vitest';
import { USER_SERVICE_PATHS, type OnboardingData, type UserInfo } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, login, signUp, type TestApp } from '../../helpers/test-app.ts';

describeEachBackend('onboarding (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('serves gender, fitness and meal choices from the database', async () => {
    const { status, body } = await call<OnboardingData>(t.app, { method: 'GET', url: USER_SERVICE_PATHS.onboardingData });
    expect(status).toBe(200);
    expect(body.data.gender.map((choice) => choice.name)).toContain('Female');
    expect(body.data.fitnessChoices.map((choice) => choice.name)).toEqual([
      'Weight Loss',
      'Strength & Tone',
      'Pregnancy: first trimester',
      'Pregnancy: second trimester',
      'Pregnancy: third trimester',
      'Postpartum',
    ]);
    expect(body.data.mealChoices.map((choice) => choice.name)).toEqual(['Regular', 'Vegetarian']);
  });

  it('saving the preferences sets profileCompleted, which the next login carries', async () => {
    const member = await signUp(t.app);
    expect(member.profileCompleted).toBe(false);
    const { status, body } = await call<UserInfo>(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.saveProfile,
      headers: bearer(member.token),
      payload: { genderId: 1, fitnessId: 2, mealId: 2 },
    });
    expect(status).toBe(200);
    expect(body.message).toBe(ACCOUNT_MESSAGES.profileSaved);
    expect(body.data).toMatchObject({ id: member.id, profileCompleted: true, genderId: 1, fitnessId: 2, mealId: 2, emailVerified: true });
    expect((await login(t.app, member.email)).body.data.profileCompleted).toBe(true);
  });

  it.each([
    ['genderId', { genderId: 99, fitnessId: 1, mealId: 1 }],
    ['fitnessId', { genderId: 1, fitnessId: 99, mealId: 1 }],
    ['mealId', { genderId: 1, fitnessId: 1, mealId: 99 }],
  ])('an unknown %s is refused and nothing is saved', async (field, payload) => {
    const member = await signUp(t.app);
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.saveProfile,
      headers: bearer(member.token),
      payload,
    });
    expect(status).toBe(400);
    expect(body.data).toEqual({ fields: { [field]: ACCOUNT_MESSAGES.unknownChoice } });
    const user = await t.app.db
      .selectFrom('users')
      .select(['profileCompleted', 'genderId'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ profileCompleted: false, genderId: null });
  });
});
