import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { waitForLive } from '../../support/live-page.ts';
import { actAsMember } from '../../support/session.ts';

/** The first workout of Strength & Tone (program 1), at home. */
const PLAYER = '/workout/show/0/10085/dumbbell-and-bench-lower-body-foundations';
const OVERVIEW = '/workout/overview/0/10085/dumbbell-and-bench-lower-body-foundations';

/** Which URL an image shows (from its srcset or its picture's source) and its intrinsic width once loaded. */
async function shown(image: Locator): Promise<{ src: string; width: number }> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth), { message: 'the image loads' })
    .toBeGreaterThan(0);
  return image.evaluate((node: HTMLImageElement) => ({ src: node.currentSrc, width: node.naturalWidth }));
}

async function bytesOf(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(/^image\//);
  return createHash('sha256')
    .update(await response.body())
    .digest('hex');
}

test.describe('pictures a member believes', () => {
  test.describe.configure({ timeout: 90_000 });

  test('every recipe card of the first meals page shows its own picture', async ({ page }) => {
    await actAsMember(page);
    await page.goto('/meals');
    const cards = page.locator('main .listing-card');
    await expect(cards).toHaveCount(10);
    const pictures: { src: string; width: number }[] = [];
    for (const card of await cards.all()) pictures.push(await shown(card.locator('img.listing-card__image')));
    for (const picture of pictures) {
      expect(picture.width, picture.src).toBeGreaterThan(0);
      expect(picture.src, picture.src).toMatch(/\/media\/r\d+\/catalog\/dish-[a-z0-9-]+\/landscape\dx_4x3\.webp$/);
    }
    // Ten different pictures: different addresses, and different bytes behind them.
    expect(new Set(pictures.map((picture) => picture.src)).size).toBe(10);
    const hashes = new Set<string>();
    for (const picture of pictures) hashes.add(await bytesOf(page, picture.src));
    expect(hashes.size).toBe(10);
  });

  test('the player demonstrates the exercise looping, and holds its key poses still under reduced motion', async ({ page }) => {
    await actAsMember(page);
    await page.goto(PLAYER);
    await page.getByRole('button', { name: 'Start Workout' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Lateral Shuffle' })).toBeVisible();
    const image = page.getByRole('img', { name: 'Lateral Shuffle' });
    const moving = await shown(image);
    expect(moving.src).toMatch(/\/media\/r\d+\/catalog\/move-shuffle-[a-z0-9]+-[0-9a-f]{8}\/motion\.svg$/);
    // The movement is an animation: its parts have running CSS animations (read from the SVG itself).
    const svg = await (await page.request.get(moving.src)).text();
    expect(svg).toMatch(/@keyframes m[a-z0-9]+to\{0%/);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.currentSrc)).toMatch(/\/landscape\dx_4x3\.webp$/);
    const still = await shown(image);
    expect(still.src).toMatch(/\/media\/r\d+\/catalog\/move-shuffle-[a-z0-9]+-[0-9a-f]{8}\/landscape\dx_4x3\.webp$/);
    expect(await bytesOf(page, still.src)).not.toBe(await bytesOf(page, moving.src));
  });

  test('the overview shows each exercise moving, and each differently', async ({ page }) => {
    await actAsMember(page);
    await page.goto(OVERVIEW);
    const rows = page.locator('.overview-exercise img');
    await expect(rows.first()).toBeVisible();
    const sources = new Set<string>();
    for (const row of (await rows.all()).slice(0, 6)) {
      const picture = await shown(row);
      expect(picture.src).toMatch(/\/motion\.svg$/);
      sources.add(picture.src);
    }
    expect(sources.size).toBeGreaterThan(3);
  });

  test('the home page’s pillars show their illustrated scenes', async ({ page }) => {
    await page.goto('/');
    const pillars = page.locator('#pillars');
    // The first screen the server sent is replaced by the live page: scroll the live one.
    await waitForLive(pillars);
    await pillars.scrollIntoViewIfNeeded();
    const scenes = pillars.locator('.pillar__image');
    await expect(scenes).toHaveCount(4);
    const sources = new Set<string>();
    for (const scene of await scenes.all()) {
      const picture = await shown(scene);
      expect(picture.src).toMatch(/\/media\/r\d+\/pillars\/pillar-[a-z-]+-[0-9a-f]{8}\.svg$/);
      sources.add(picture.src);
    }
    // The second option of each pillar has its own scene too.
    await page
      .getByRole('group', { name: 'Food: choose one' })
      .getByRole('button', { name: /Vegetarian/ })
      .click();
    const veg = await shown(pillars.locator('#pillar-food .pillar__image'));
    expect(veg.src).toContain('/pillars/pillar-veg-');
    sources.add(veg.src);
    expect(sources.size).toBe(5);
  });
});
