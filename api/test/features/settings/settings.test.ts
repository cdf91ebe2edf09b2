import { afterAll, beforeAll, expect, it } from 'vitest';
import { userInfoPath, USER_SERVICE_PATHS, type UserInfo, type UserSettings } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, login, signUp, TEST_PASSWORD, type TestApp } from '../../helpers/test-app.ts';

describeEachBackend('settings and user info (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const get = (token: string) => call<UserSettings>(t.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers: bearer(token) });
  const put = (token: string, payload: Record<string, unknown>) =>
    call<UserSettings>(t.app, { method: 'PUT', url: USER_SERVICE_PATHS.settings, headers: bearer(token), payload });

  it('answers alike at SPEC 7’s path (trailing slash, as the app calls it) and without the slash (as the document names it)', async () => {
    const slashless = USER_SERVICE_PATHS.settings.replace(/\/$/, '');
    expect(USER_SERVICE_PATHS.settings).toBe(`${slashless}/`);
    const member = await signUp(t.app, { name: 'Ada' });
    const at = (url: string, method: 'GET' | 'PUT', payload?: Record<string, unknown>) =>
      call<UserSettings>(t.app, { method, url, headers: bearer(member.token), ...(payload ? { payload } : {}) });
    for (const url of [USER_SERVICE_PATHS.settings, slashless]) {
      const read = await at(url, 'GET');
      expect([read.status, read.body.data], url).toEqual([
        200,
        { id: member.id, name: 'Ada', email: member.email, regionId: 1, weightUnit: 'kg' },
      ]);
      const refused = await at(url, 'PUT', { regionId: 4 });
      expect([refused.status, refused.body.message], url).toEqual([400, 'Region must be one of: 1, 2, 3']);
      const anonymous = await call(t.app, { method: 'GET', url });
      expect(anonymous.status, url).toBe(401);
    }
    expect((await at(slashless, 'PUT', { weightUnit: 'lb' })).body.data.weightUnit).toBe('lb');
    expect((await at(USER_SERVICE_PATHS.settings, 'GET')).body.data.weightUnit).toBe('lb');
    expect((await at(USER_SERVICE_PATHS.settings, 'PUT', { weightUnit: 'kg' })).body.data.weightUnit).toBe('kg');
    expect((await at(slashless, 'GET')).body.data.weightUnit).toBe('kg');
  });

  it('reads the defaults: Australia and kg', async () => {
    const member = await signUp(t.app, { name: 'Grace' });
    const { status, body } = await get(member.token);
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: member.id, name: 'Grace', email: member.email, regionId: 1, weightUnit: 'kg' });
  });

  it('updates name, region (AU 1, UK 2, US 3) and weight unit; login carries them', async () => {
    const member = await signUp(t.app);
    for (const [regionId, weightUnit] of [
      [2, 'lb'],
      [3, 'kg'],
      [1, 'lb'],
    ] as const) {
      const { status, body } = await put(member.token, { name: '  Grace Hopper ', regionId, weightUnit });
      expect(status).toBe(200);
      expect(body.message).toBe(ACCOUNT_MESSAGES.settingsSaved);
      expect(body.data).toMatchObject({ name: 'Grace Hopper', regionId, weightUnit });
    }
    expect((await get(member.token)).body.data).toMatchObject({ regionId: 1, weightUnit: 'lb' });
    expect((await login(t.app, member.email)).body.data).toMatchObject({ name: 'Grace Hopper', regionId: 1, weightUnit: 'lb' });
  });

  it.each([
    [{ regionId: 4 }, 'Region must be one of: 1, 2, 3'],
    [{ weightUnit: 'stone' }, 'Weight unit must be one of: kg, lb'],
    [{ email: 'new@example.com' }, 'Unknown field: email'],
  ])('refuses %j', async (payload, message) => {
    const member = await signUp(t.app);
    const { status, body } = await put(member.token, payload);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const member = await signUp(t.app);
    const other = (await login(t.app, member.email)).body.data;
    const wrong = await put(member.token, { currentPassword: 'Wrong2024xx', newPassword: 'Evening2025x' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect((await put(member.token, { newPassword: 'Evening2025x' })).body.message).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    expect((await put(member.token, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD })).body.message).toBe(
      ACCOUNT_MESSAGES.samePassword,
    );

    const changed = await put(member.token, { currentPassword: TEST_PASSWORD, newPassword: 'Evening2025x' });
    expect(changed.status).toBe(200);
    expect((await get(member.token)).status).toBe(200);
    expect((await get(other.token)).status).toBe(401);
    expect((await login(t.app, member.email, TEST_PASSWORD)).status).toBe(400);
    expect((await login(t.app, member.email, 'Evening2025x')).status).toBe(200);
  });

  it('user info by email: your own', async () => {
    const member = await signUp(t.app, { name: 'Ada' });
    const { status, body } = await call<UserInfo>(t.app, {
      method: 'GET',
      url: userInfoPath(member.email.toUpperCase()),
      headers: bearer(member.token),
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: member.id,
      name: 'Ada',
      email: member.email,
      emailVerified: true,
      isSubscribed: false,
      profileCompleted: false,
    });
    expect(Date.parse(body.data.createdAt)).not.toBeNaN();
  });
});
