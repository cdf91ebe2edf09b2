import { expect, test } from '../../support/test.ts';
import { holdShellScripts, hydrationErrorsOf, landmarkBoxes, waitForLive, withoutIntersectionObserver } from '../../support/live-page.ts';
import { actAsMember } from '../../support/session.ts';

const RECIPE_PATH = '/recipe/meals/30001/raspberry-and-hazelnut-overnight-oats';
const TITLE = 'Raspberry & Hazelnut Overnight Oats';

test.describe('a visitor’s first screen drawn on the server (the content remote’s server render)', () => {
  test.use({ viewport: { width: 412, height: 860 } });

  const pages = [
    {
      path: RECIPE_PATH,
      heading: TITLE,
      shown: ['1 cup rolled oats', '½ cup raspberries', 'Nutrition per serve', '1608 kJ'],
      landmarks: ['h1', 'img.recipe-hero__image', '#recipe-ingredients-heading', '#recipe-method-heading'],
    },
    {
      path: '/show/blogs/6001/reps-in-reserve',
      heading: 'Reps in reserve: how hard should a set feel?',
      shown: ['Expert blog', 'By Mia Thompson'],
      landmarks: ['h1', '.article__image', '.article__body', '.article__tags'],
    },
    {
      path: '/blogs',
      heading: 'Blog',
      shown: ['42 results', 'Reps in reserve: how hard should a set feel?', 'START FREE TRIAL'],
      landmarks: ['h1', '.listing-filters', '.listing-card', '.listing-card:nth-child(2) .listing-card__title'],
    },
  ];

  for (const { path, heading, shown, landmarks } of pages) {
    test(`${path}: a browser without scripts shows the page; the live page hydrates it on the same pixels, fetching no stylesheet`, async ({
      browser,
      page,
    }) => {
      const staticContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 860 } });
      const staticPage = await staticContext.newPage();
      await staticPage.goto(path);
      await expect(staticPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const text of shown) await expect(staticPage.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(staticPage.getByRole('banner').getByRole('link', { name: 'LOG IN' })).toBeVisible();
      const before = await landmarkBoxes(staticPage, landmarks);
      await staticContext.close();

      const hydrationErrors = hydrationErrorsOf(page);
      // The page carries the shell's and its page's stylesheets: the live page has no need to fetch them.
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await waitForLive(page.getByRole('heading', { level: 1, name: heading }));
      expect(await landmarkBoxes(page, landmarks)).toEqual(before);
      expect(hydrationErrors).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(stylesheets).toEqual([]);
    });
  }

  test('the recipe works once live, and asked the API for nothing it came with', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/search/')) asked.push(request.url());
    });
    await page.goto(RECIPE_PATH);
    const servings = page.getByRole('group', { name: 'Servings' });
    await waitForLive(servings);
    await servings.getByRole('button', { name: 'More serves' }).click();
    await expect(servings).toContainText('3 serves');
    await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').first()).toHaveText('1½ cups rolled oats');
    expect(asked).toEqual([]);
  });

  test('the browser hydrates the server’s markup: its elements stay, and React reports no mismatch', async ({ page }) => {
    const errors = hydrationErrorsOf(page);
    const release = await holdShellScripts(page);
    await page.goto(RECIPE_PATH);
    expect(await page.evaluate(() => document.getElementById('root')!.getAttribute('data-server-rendered'))).toBe(RECIPE_PATH);
    await page.evaluate(() => {
      (window as unknown as { drawn: Element[] }).drawn = [...document.querySelectorAll('header, h1, .recipe-hero__image')];
    });
    release();
    const servings = page.getByRole('group', { name: 'Servings' });
    await waitForLive(servings);
    await servings.getByRole('button', { name: 'More serves' }).click();
    await expect(servings).toContainText('3 serves');
    // The very elements the HTML brought: hydrated, not drawn again.
    const kept = await page.evaluate(() => (window as unknown as { drawn: Element[] }).drawn.map((element) => element.isConnected));
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(kept.every(Boolean)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a tap made once the shell runs, before the page’s code arrived, is done once it has', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const pageCodeAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/remotes\/content\/.*__federation_expose_RecipePage\.[0-9a-f]+\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto(RECIPE_PATH);
    // The shell is hydrating: its top bar is live, the page waits for its code.
    await pageCodeAsked;
    await waitForLive(page.getByRole('banner'));
    const servings = page.getByRole('group', { name: 'Servings' });
    await servings.getByRole('button', { name: 'More serves' }).click();
    await expect(servings).toContainText('2 serves');
    release();
    await waitForLive(servings);
    await expect(servings).toContainText('3 serves');
  });

  test('a member never sees the visitor’s first screen: the guard drops it while the HTML is parsed', async ({ page }) => {
    await actAsMember(page);
    await page.goto(RECIPE_PATH, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.querySelector('[data-server-rendered]'))).toBeNull();
    // Her own page: the top bar's menu and favourite, and no LOG IN.
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOG IN' })).toHaveCount(0);
  });

  test('someone halfway through sign-up (a stored session, region US) gets the page drawn for her, not the visitor’s', async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('userInfo'))
        localStorage.setItem('userInfo', JSON.stringify({ isAuthenticated: false, token: 'pending-otp', regionId: 3 }));
    });
    await page.goto(RECIPE_PATH, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.querySelector('[data-server-rendered]'))).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });

  test('a keyboard user who reached a button before the scripts ran keeps her place when the live page lands', async ({ page }) => {
    await withoutIntersectionObserver(page);
    // Hold the shell's scripts back until she has tabbed to the button of the server's markup.
    const release = await holdShellScripts(page);
    await page.goto('/blogs');
    const more = page.getByRole('button', { name: 'Load more' });
    await more.focus();
    await expect(more).toBeFocused();
    release();
    await waitForLive(more);
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.listing-card')).toHaveCount(20);
  });

  test('a tap on a button of the server’s first screen is done once the page is live', async ({ page }) => {
    const release = await holdShellScripts(page);
    await page.goto(RECIPE_PATH);
    const servings = page.getByRole('group', { name: 'Servings' });
    await expect(servings).toContainText('2 serves');
    await servings.getByRole('button', { name: 'More serves' }).click();
    // Nothing yet: the button is the server's markup.
    await expect(servings).toContainText('2 serves');
    release();
    await waitForLive(servings);
    await expect(servings).toContainText('3 serves');
    await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').first()).toHaveText('1½ cups rolled oats');
  });

  test('text typed and a filter tapped before the scripts ran are the live listing’s', async ({ page }) => {
    const release = await holdShellScripts(page);
    await page.goto('/blogs');
    const search = page.getByRole('searchbox');
    await search.fill('sleep');
    await page.getByRole('button', { name: 'Mia Thompson' }).click();
    release();
    await waitForLive(search);
    await expect(search).toHaveValue('sleep');
    await expect(page.getByRole('button', { name: 'Mia Thompson' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]author=/);
    // Her text is the live field's own: searching takes it.
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=sleep/);
  });

  test('a search sent before the scripts ran goes where the live form would', async ({ page }) => {
    const release = await holdShellScripts(page);
    await page.goto('/blogs');
    await page.getByRole('searchbox').fill('protein');
    // Enter on the server's form: the browser sends it itself.
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/blogs\?q=protein$/);
    release();
    await expect(page.getByRole('searchbox')).toHaveValue('protein');
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
  });
});
