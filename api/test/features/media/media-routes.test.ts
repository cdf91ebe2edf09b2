import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentPath, listingPath, type ListingPage, type WorkoutContent } from '@app/shared/api-contract/application-search';
import { PLATFORM_PATHS, type PlatformConfigData } from '@app/shared/api-contract/platform';
import { ARTWORK_REVISION } from '@app/shared/media/artwork-revision';
import { MEDIA_PREFIX } from '@app/shared/media/media-paths';
import { dishSubject } from '../../../src/features/media/catalog-artwork.ts';
import { dishInputOf } from '../../../src/features/media/dish-rows.ts';
import { createMediaStore } from '../../../src/features/media/media-store.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { call, createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** The first workout of Strength & Tone: at home, supersets of dumbbell and bodyweight moves. */
const WORKOUT_ID = 10085;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describeEachBackend('the pictures the API points at (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('gives each recipe of the first meals page its own picture, drawn from its own rows', async () => {
    const { body } = await call<ListingPage>(t.app, { method: 'GET', url: listingPath('meals') });
    const items = body.data.items;
    expect(items).toHaveLength(10);
    const urls = items.map((item) => item.imageList.find((image) => image.imageId === 'landscape2x_4x3')!.imageUrl);
    expect(new Set(urls).size).toBe(10);
    const hashes = new Set<string>();
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/webp');
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      hashes.add(sha(response.rawPayload));
      // The picture is drawn from the recipe's rows: read back, they name the same picture.
      const subject = url.split('/').at(-2)!;
      const input = await dishInputOf(t.app.db, subject);
      expect(input && dishSubject(input), url).toBe(subject);
    }
    expect(hashes.size).toBe(10);
  }, 120_000);

  it('gives each workout of the first At Home page its own picture, of one of its exercises', async () => {
    const { body } = await call<ListingPage>(t.app, { method: 'GET', url: listingPath('home') });
    const urls = body.data.items.map((item) => item.imageList.find((image) => image.imageId === 'landscape1x_4x3')!.imageUrl);
    expect(urls).toHaveLength(10);
    expect(new Set(urls).size).toBe(10);
    for (const url of urls.slice(0, 3)) {
      expect(url).toMatch(new RegExp(`^${MEDIA_PREFIX}/catalog/work-[a-z0-9-]+/landscape1x_4x3\\.webp$`));
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/webp');
    }
  });

  it('answers every picture of a workout’s exercises: the still key poses (WebP) and the looping movement (SVG)', async () => {
    const { body } = await call<WorkoutContent>(t.app, { method: 'GET', url: contentPath(WORKOUT_ID) });
    const exercises = body.data.levels[0]!.workouts[0]!.groups.flatMap((group) => group.exercises);
    expect(exercises.length).toBeGreaterThan(4);
    const seen = new Set<string>();
    for (const exercise of exercises) {
      expect(exercise.mediaUrl, exercise.title).toMatch(new RegExp(`^${MEDIA_PREFIX}/catalog/move-[a-z0-9-]+/motion\\.svg$`));
      for (const url of [
        exercise.mediaUrl,
        exercise.imageList[0]!.imageUrl,
        exercise.imageList.find((image) => image.imageId === 'landscape2x_4x3')!.imageUrl,
      ]) {
        if (seen.has(url)) continue;
        seen.add(url);
        const response = await get(url, { 'accept-encoding': 'br, gzip' });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^image\/(webp|svg\+xml)/);
        expect(response.headers['cache-control'], url).toContain('immutable');
        if (url.endsWith('.svg')) {
          // Sent compressed: a few KB of keyframes.
          expect(response.headers['content-encoding'], url).toBe('br');
          expect(response.rawPayload.length, url).toBeLessThan(6_000);
        }
      }
    }
    const plain = await get(exercises[0]!.mediaUrl);
    expect(plain.body).toContain('@keyframes');
    expect(plain.body).toContain('prefers-reduced-motion');
  }, 120_000);

  it('answers the pillar scenes of the platform config, and nothing for a scene of other content', async () => {
    const { body } = await call<PlatformConfigData>(t.app, { method: 'GET', url: `${PLATFORM_PATHS.platformConfig}?platform=WEB` });
    const urls = Object.values(body.data[0]!.data.extraImages).map((image) => image.imageUrl);
    expect(urls).toHaveLength(8);
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(`${MEDIA_PREFIX}/pillars/pillar-veg-00000000.svg`)).statusCode).toBe(404);
    expect((await get(`${MEDIA_PREFIX}/catalog/dish-no-such-recipe-00000000/landscape1x_4x3.webp`)).statusCode).toBe(404);
    expect((await get(`${MEDIA_PREFIX}/catalog/move-squat-bw-00000000/motion.svg`)).statusCode).toBe(404);
  });

  it('keeps a drawn catalog picture on disk, under the drawings’ revision, and reads it from there after a restart', async () => {
    const dir = path.join(t.config.dataDir, 'media-cache', ARTWORK_REVISION, 'catalog');
    const subject = readdirSync(dir).find((name) => name.startsWith('dish-'))!;
    const file = path.join(dir, subject, 'landscape2x_4x3.webp');
    const drawn = readFileSync(file);
    expect(drawn.subarray(8, 12).toString()).toBe('WEBP');
    // A new store (a restart) with the same folder sends what is on disk, not a new drawing.
    writeFileSync(file, Buffer.concat([drawn, Buffer.from('kept')]));
    const store = createMediaStore({ cacheDir: path.join(t.config.dataDir, 'media-cache'), loadDish: (s) => dishInputOf(t.app.db, s) });
    const again = await store.get('catalog', subject, 'landscape2x_4x3', 'webp');
    expect((again!.body as Buffer).subarray(-4).toString()).toBe('kept');
  });
});
