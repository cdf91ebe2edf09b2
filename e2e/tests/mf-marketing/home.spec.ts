import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { MEDIA_PREFIX } from '@app/shared/media/media-paths';
import { waitForLive } from '../../support/live-page.ts';
import { actAsMember } from '../../support/session.ts';

/** The marketing home page as a visitor uses it. */
class HomePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/');
    // The server draws the page with its data; it is live once the browser has hydrated it.
    await waitForLive(this.programs.getByRole('button', { name: 'Strong Foundations' }));
  }

  get main() {
    return this.page.getByRole('main');
  }
  get programs() {
    return this.page.getByRole('region', { name: 'Programs for every goal' });
  }
  get pillars() {
    return this.page.getByRole('region', { name: 'Everything you need, in one app' });
  }
  get experts() {
    return this.page.getByRole('region', { name: 'Meet the experts' });
  }
  get testimonials() {
    return this.page.getByRole('region', { name: 'Loved by women around the world' });
  }
  get plans() {
    return this.page.getByRole('region', { name: 'Choose your plan' });
  }
  get articles() {
    return this.page.getByRole('region', { name: 'From our expert blog' });
  }
  /** The page's own footer (inside the layout's main, so not a contentinfo landmark). */
  get footer() {
    return this.page.locator('footer');
  }
  get trialBar() {
    return this.page.getByRole('complementary', { name: 'Free trial' });
  }

  async scrollTo(section: Locator) {
    await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  }

  async scrollToTop() {
    await this.page.evaluate(() => window.scrollTo(0, 0));
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('the marketing home page', () => {
  test('has every section with SPEC’s texts', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();

    await expect(page.getByRole('heading', { level: 1, name: 'Feel strong, every day' })).toBeVisible();
    await expect(page.getByText('Subscriptions start from $10/mo')).toBeVisible();
    await expect(home.main.getByRole('link', { name: 'START FREE TRIAL' }).first()).toHaveAttribute('href', '/signUp');
    for (const claim of ['600+ workouts', '8 programs', '500+ meal plans', '130+ pregnancy workouts']) {
      await expect(page.getByRole('region', { name: 'What you get' }).getByText(claim)).toBeVisible();
    }

    await expect(home.programs.getByRole('listitem')).toHaveCount(8);
    await expect(home.programs.getByText('New release').first()).toBeAttached();

    // Hidden until the pillars are in view.
    const pillarNav = page.getByRole('navigation', { name: 'Pillars', includeHidden: true });
    await expect(pillarNav.getByRole('link', { includeHidden: true })).toHaveText(['Workouts', 'Food', 'Success', 'Pregnancy']);
    for (const group of ['Workouts: choose one', 'Food: choose one', 'Success: choose one', 'Pregnancy: choose one']) {
      const buttons = home.pillars.getByRole('group', { name: group }).getByRole('button');
      await expect(buttons).toHaveCount(2);
      await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(buttons.last()).toHaveAttribute('aria-pressed', 'false');
    }

    expect(
      await home.experts
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
        .count(),
    ).toBeGreaterThanOrEqual(6);

    await expect(home.testimonials.getByRole('heading', { level: 2 })).toHaveText('Loved by women around the world');
    await expect(home.testimonials.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeAttached();
    const firstStars = home.testimonials.getByRole('img', { name: /^Rated \d out of 5$/ }).first();
    const rating = Number((await firstStars.getAttribute('aria-label'))!.match(/\d/)![0]);
    await expect(firstStars.locator('svg')).toHaveCount(rating);

    await expect(home.plans.getByRole('radio')).toHaveCount(3);
    for (const text of ['$10/mo', 'billed $119.99 annually', '50% OFF', '$16.66/mo', 'billed $49.99', '$19.99/mo']) {
      await expect(home.plans.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(home.plans.getByRole('radio').first()).toBeChecked();
    await expect(home.plans.getByText('Your first 14 days are free')).toBeVisible();
    await expect(home.plans.getByText('Cancel anytime.')).toBeVisible();

    expect(await home.articles.getByRole('article').count()).toBeGreaterThanOrEqual(12);
    await expect(home.articles.getByRole('link', { name: 'Why rest days make you stronger' })).toHaveAttribute(
      'href',
      '/show/blogs/article/1/why-rest-days-make-you-stronger',
    );

    await expect(home.footer.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(5);
    for (const name of ['Privacy policy', 'Terms and conditions', 'Billing terms']) {
      await expect(home.footer.getByRole('link', { name })).toHaveAttribute('href', /isPolicy=true$/);
    }
    await expect(home.footer.getByText(/not medical advice/)).toBeVisible();
    await expect(home.footer.getByText(/acknowledges the Traditional Custodians of Country/)).toBeVisible();
    await expect(page).toHaveTitle('Kindred: workouts, meals and programs for women');
  });

  test('a clicked program card becomes the wide card', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    const first = home.programs.getByRole('listitem').first();
    await expect(first.getByRole('button', { name: 'Strength & Tone' })).toHaveAttribute('aria-pressed', 'true');
    const glute = home.programs.getByRole('button', { name: 'Glute Lab' });
    const narrow = (await home.programs.getByRole('listitem').nth(3).boundingBox())!.width;
    await glute.click();
    await expect(home.programs.getByRole('button', { name: 'Glute Lab' })).toHaveAttribute('aria-pressed', 'true');
    await expect(home.programs.getByRole('link', { name: /^VIEW PROGRAM\W+Glute Lab$/ })).toHaveAttribute('href', '/programs/4');
    await expect(first.getByRole('button', { name: 'Strength & Tone' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await home.programs.getByRole('listitem').nth(3).boundingBox())!.width).toBeGreaterThan(narrow * 1.5);
  });

  test('carousels move by keyboard, buttons and drag', async ({ page }) => {
    const home = new HomePage(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await home.open();
    const experts = home.experts.getByRole('group', { name: /Experts/ });
    await home.scrollTo(home.experts);
    const previous = home.experts.getByRole('button', { name: 'Previous experts' });
    const next = home.experts.getByRole('button', { name: 'Next experts' });
    await expect(previous).toBeDisabled();

    await experts.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => experts.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await page.keyboard.press('End');
    await expect(next).toBeDisabled();
    await page.keyboard.press('Home');
    await expect.poll(() => experts.evaluate((el) => el.scrollLeft)).toBe(0);

    await next.click();
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(previous).toBeDisabled();

    await experts.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await experts.boundingBox())!;
    await page.mouse.move(box.x + box.width - 30, box.y + 120);
    await page.mouse.down();
    await page.mouse.move(box.x + 30, box.y + 120, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => experts.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  });

  test('the pillar navigation shows beside the pillars only, and follows the pillar in view', async ({ page }) => {
    const home = new HomePage(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await home.open();
    const nav = page.getByRole('navigation', { name: 'Pillars' });
    await expect(nav).toBeHidden();

    await page.locator('#pillar-food').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Food' })).toHaveAttribute('aria-current', 'true');

    await nav.getByRole('link', { name: 'Pregnancy' }).click();
    await expect(nav.getByRole('link', { name: 'Pregnancy' })).toHaveAttribute('aria-current', 'true');

    const pregnancy = home.pillars.getByRole('group', { name: 'Pregnancy: choose one' });
    await pregnancy.getByRole('button', { name: 'Postnatal' }).click();
    await expect(pregnancy.getByRole('button', { name: 'Postnatal' })).toHaveAttribute('aria-pressed', 'true');
    await expect(pregnancy.getByRole('button', { name: 'Pregnancy' })).toHaveAttribute('aria-pressed', 'false');

    await home.scrollTo(home.experts);
    await expect(nav).toBeHidden();
    await home.scrollToTop();
    await expect(nav).toBeHidden();
  });

  test('the trial bar appears after scrolling past the plans and hides when they come back', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await home.scrollTo(home.plans);
    await expect(home.trialBar).toHaveCount(0);

    await home.scrollTo(home.footer);
    await expect(home.trialBar).toBeVisible();
    await expect(home.trialBar.getByRole('link', { name: 'START FREE TRIAL' })).toHaveAttribute('href', '/signUp');

    await home.scrollTo(home.plans);
    await expect(home.trialBar).toHaveCount(0);
  });

  test('choosing a plan and pressing sign up lands on /signUp with its planId', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await home.plans.getByRole('radio', { name: /Quarterly/ }).check();
    await expect(home.plans.getByRole('radio', { name: /Annual/ })).not.toBeChecked();
    await home.plans.getByRole('link', { name: /START FREE TRIAL/ }).click();
    await expect(page).toHaveURL(/\/signUp\?planId=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });

  test('a picture that cannot load shows the logo instead', async ({ page }) => {
    await page.route(`**${MEDIA_PREFIX}/articles/why-rest-days-make-you-stronger/**`, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    const home = new HomePage(page);
    await home.open();
    const card = home.articles.getByRole('article').filter({ hasText: 'Why rest days make you stronger' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  });

  test('a member is sent on from / without the visitor page showing', async ({ page }) => {
    await actAsMember(page, { isSubscribed: true });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The first-screen guard empties the page while the HTML is parsed, before the first paint.
    expect(await page.evaluate(() => document.getElementById('hero-title'))).toBeNull();
    await expect(page).not.toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Feel strong, every day' })).toHaveCount(0);
  });

  test('a visitor gets the page from the server before the scripts render it', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.getElementById('hero-title')?.textContent)).toBe('Feel strong, every day');
  });
});

test.describe('the server’s render of /', () => {
  test('the server sends the marketing copy as HTML, before any script runs', async ({ request }) => {
    const response = await request.get('/');
    const html = await response.text();
    expect(html).toContain('<h1 id="hero-title" class="hero__title">Feel strong, every day</h1>');
    for (const text of [
      'Subscriptions start from $10/mo',
      'Loved by women around the world',
      'Your first 14 days are free',
      'Cancel anytime.',
      '130+',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<title>Kindred: workouts, meals and programs for women</title>');
  });

  test('a browser without scripts shows the page, and the live page replaces it without moving anything', async ({ browser, page }) => {
    // Where each heading is laid out in the page, from the offsets. Not getBoundingClientRect(): for
    // an element in a section content-visibility: auto skips and has not yet laid out (the experts
    // and below, on a live page just rendered), Chromium answers the first call with an empty box,
    // 0,0, and only the next one with its place.
    const headingsOf = (p: Page) =>
      p.evaluate(() =>
        ['hero-title', 'programs-title', 'pillars-title', 'experts-title', 'testimonials-title', 'plans-title', 'articles-title'].map(
          (id) => {
            let [top, left] = [0, 0];
            for (let node = document.getElementById(id) as HTMLElement | null; node; node = node.offsetParent as HTMLElement | null) {
              top += node.offsetTop;
              left += node.offsetLeft;
            }
            return [id, Math.round(top), Math.round(left)];
          },
        ),
      );
    const staticContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const staticPage = await staticContext.newPage();
    await staticPage.goto('/');
    await expect(staticPage.getByRole('heading', { level: 1, name: 'Feel strong, every day' })).toBeVisible();
    await expect(staticPage.getByRole('banner').getByRole('link', { name: 'LOG IN' })).toBeVisible();
    const before = await headingsOf(staticPage);
    await staticContext.close();

    await page.setViewportSize({ width: 375, height: 800 });
    await new HomePage(page).open();
    expect(await headingsOf(page)).toEqual(before);
  });
});

test.describe('layout and accessibility', () => {
  for (const width of [375, 768, 1280]) {
    test(`at ${width} px: no horizontal scroll, touch targets of 24 px, a full-page screenshot`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const home = new HomePage(page);
      await home.open();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      // Sections off screen are laid out and painted only near the viewport (content-visibility:
      // auto), lazy pictures load only near it, and a full-page capture does not bring them near
      // it. Lay every section out, for its controls' sizes and the picture (a control in a section
      // never laid out reads as 0x0 the first time it is measured).
      await page.addStyleTag({ content: 'section { content-visibility: visible !important; }' });
      // Every control of <main>, the pillar navigation's too: it shows while the pillars are in view.
      await page.locator('#pillar-food').evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(page.getByRole('navigation', { name: 'Pillars' })).toBeVisible();
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main a, main button, main input, main [tabindex="0"]')]
          .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(
            ({ element, box }) =>
              `${element.tagName} "${element.textContent?.trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
          ),
      );
      expect(small).toEqual([]);

      await home.scrollToTop();
      await expect(home.trialBar).toBeVisible();
      // Every picture in, then the picture of the page.
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((image) => {
            image.loading = 'eager';
            // One that cannot load shows the logo instead, and is in the picture so.
            return image.decode().catch(() => undefined);
          }),
        ),
      );
      const screenshot = await page.screenshot({ fullPage: true, path: testInfo.outputPath(`home-${width}.png`) });
      await testInfo.attach(`home-${width}`, { body: screenshot, contentType: 'image/png' });
    });
  }

  test('at 375 px the top bar ends with LOG IN at the right edge, as on the other pages', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const rightGap = async (open: () => Promise<unknown>) => {
      await open();
      const box = await page.getByRole('banner').getByRole('link', { name: 'LOG IN', exact: true }).boundingBox();
      return 375 - (box!.x + box!.width);
    };
    const onAbout = await rightGap(() => page.goto('/about'));
    // Measured on the live page, once hydrated.
    expect(await rightGap(() => new HomePage(page).open())).toBe(onAbout);
    expect(onAbout).toBeLessThanOrEqual(16);
  });

  test('axe-core finds no serious or critical violations on /', async ({ page }) => {
    // Two full-page axe runs over the longest page: as slow as the listing's one under load.
    test.slow();
    const home = new HomePage(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await home.open();
    expect(await seriousViolations(page)).toEqual([]);
    await home.scrollTo(home.footer);
    await expect(home.trialBar).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
