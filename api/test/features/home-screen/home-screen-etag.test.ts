import { afterAll, beforeAll, expect, it } from 'vitest';
import { HOME_SCREEN_PATH, type HomeScreenData } from '@app/shared/api-contract/home-screen';
import { describeEachBackend } from '../../helpers/suites.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

describeEachBackend('the home screen reply, public with an ETag (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: HOME_SCREEN_PATH, headers });

  it('sends an ETag; a repeat with If-None-Match gets a 304 without a body', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const second = await get();
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const repeat = await get({ 'if-none-match': ifNoneMatch });
      expect(repeat.statusCode, ifNoneMatch).toBe(304);
      expect(repeat.body).toBe('');
      expect(repeat.headers.etag).toBe(etag);
    }
    expect((await get({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('shows a content change on the next request, with a new ETag: no copy is kept in memory', async () => {
    const before = await get();
    await t.app.db.updateTable('programs').set({ title: 'Renamed By The Import' }).where('id', '=', 1).execute();
    const after = await get({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const data = (JSON.parse(after.body) as { data: HomeScreenData }).data;
    expect(data.programSliderSection.cardSection.find((card) => card.id === 1)?.landscapeCard.title).toBe('Renamed By The Import');
  });
});
