import { afterAll, beforeAll, expect, it } from 'vitest';
import { PILLAR_KEYS, PLATFORM_PATHS, type AboutData, type PlatformConfigData } from '@app/shared/api-contract/platform';
import { seedDatabase } from '../../../src/db/seed/seed.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { call, createTestApp, tableCounts, type TestApp } from '../../helpers/test-app.ts';

describeEachBackend('platform data (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('platform config for WEB: a list whose first entry carries the config data', async () => {
    const { status, body } = await call<PlatformConfigData>(t.app, { method: 'GET', url: `${PLATFORM_PATHS.platformConfig}?platform=WEB` });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const [entry] = body.data;
    expect(entry?.platform).toBe('WEB');
    const config = entry!.data;
    expect(config.herobanner).toEqual({ buttonText: 'START FREE TRIAL', subscriptionMessage: 'Subscriptions start from $10/mo' });
    expect(config.testimonials.length).toBeGreaterThanOrEqual(3);
    for (const testimonial of config.testimonials) {
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
      expect(testimonial.title && testimonial.text && testimonial.username && testimonial.icon).toBeTruthy();
    }
    for (const link of [config.privacyPolicy, config.termsConditions, config.billingTerms]) expect(link).toMatch(/isPolicy=true$/);
    expect(Object.keys(config.extraImages).sort()).toEqual([...PILLAR_KEYS].sort());
    expect(config.regions).toEqual({
      '1': { id: 1, code: 'AU', name: 'Australia' },
      '2': { id: 2, code: 'UK', name: 'United Kingdom' },
      '3': { id: 3, code: 'US', name: 'United States' },
    });
    expect(config.commonPattern).toEqual(
      expect.arrayContaining(['password', 'qwerty', '123456', 'letmein', 'welcome', 'iloveyou', 'admin']),
    );
  });

  it('every image it points at exists', async () => {
    const { body } = await call<PlatformConfigData>(t.app, { method: 'GET', url: `${PLATFORM_PATHS.platformConfig}?platform=WEB` });
    const config = body.data[0]!.data;
    const urls = [...Object.values(config.extraImages).map((image) => image.imageUrl), ...config.testimonials.map((item) => item.icon)];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg /);
    }
  });

  it('refuses a missing or unknown platform', async () => {
    expect((await call(t.app, { method: 'GET', url: PLATFORM_PATHS.platformConfig })).status).toBe(400);
    const { status, body } = await call(t.app, { method: 'GET', url: `${PLATFORM_PATHS.platformConfig}?platform=IOS` });
    expect(status).toBe(400);
    expect(body.message).toBe('Platform must be one of: WEB');
  });

  it('the about page', async () => {
    const { status, body } = await call<AboutData>(t.app, { method: 'GET', url: PLATFORM_PATHS.about });
    expect(status).toBe(200);
    expect(body.data.title).toBe('About Kindred');
    expect(body.data.sections.length).toBeGreaterThan(2);
    expect((await t.app.inject({ method: 'GET', url: body.data.image.imageUrl })).statusCode).toBe(200);
  });

  it('the seed is idempotent', async () => {
    const before = await tableCounts(t.app);
    const configBefore = await t.app.db.selectFrom('platformConfigs').selectAll().execute();
    await seedDatabase(t.app.db);
    await seedDatabase(t.app.db);
    expect(await tableCounts(t.app)).toEqual(before);
    expect(await t.app.db.selectFrom('platformConfigs').selectAll().execute()).toEqual(configBefore);
  });

  it('unknown paths under an API prefix get a 404 envelope', async () => {
    for (const url of [
      '/service/user-service/nope',
      '/interaction/user-interaction/pub/api/nope',
      '/subscription/subscription-service/api/nope',
    ]) {
      const { status, body } = await call(t.app, { method: 'GET', url });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, data: null, errorCode: 'NOT_FOUND' });
    }
  });
});
