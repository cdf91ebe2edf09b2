import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { TIMEZONE_HEADER } from '@app/shared/api-contract/envelope';
import { dayIndexOf } from '@app/shared/planner/calendar';
import { plannerPath } from '@app/shared/routes';
import { USER_SERVICE_PATHS, type LoginData } from '@app/shared/api-contract/user-service';
import { programUpdatePath } from '@app/shared/api-contract/progress-service';
import { programPath } from '@app/shared/api-contract/user-interaction';
import { MEMBER_GREETINGS } from '@app/shared/session';
import { e2eToday, onSuiteDay } from '../../support/clock.ts';
import { todaysWorkout } from '../../support/planner-week.ts';
import { holdShellScripts, hydrationErrorsOf, landmarkBoxes, waitForLive } from '../../support/live-page.ts';
import { actAsMember, createMember, MEMBER_PASSWORD, storeSession } from '../../support/session.ts';

const drawnFirstScreen = (page: Page) =>
  page.evaluate(() => document.querySelector('#root[data-server-rendered]')?.getAttribute('data-server-rendered') ?? null);

// Her browser and her account agree on the day (UTC), unless a journey says otherwise.
test.use({ viewport: { width: 412, height: 860 }, timezoneId: 'UTC' });

test.describe('a member’s planner drawn on the server (her page session)', () => {
  test('her planner paints from the HTML, the live page lands on the same pixels and asks for none of it again', async ({ page }) => {
    const member = await actAsMember(page);
    // Her default week rests on Wednesdays and Sundays: today's Move holds a workout or says so.
    const workout = await todaysWorkout(page.request, member);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/api\/(planner|shopping-list)$/.test(pathname)) asked.push(pathname);
    });
    const release = await holdShellScripts(page);
    await page.goto('/planner');
    expect(await drawnFirstScreen(page)).toBe('/planner');
    await expect(page.getByRole('heading', { level: 1, name: 'Planner • Today' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    const move = page.getByRole('region', { name: 'Move' });
    const eat = page.getByRole('region', { name: 'Eat' });
    if (workout) await expect(move.getByRole('button', { name: /^(Start|Complete) Workout$/ }).first()).toBeVisible();
    else await expect(move.getByRole('heading', { level: 4, name: 'Rest day' })).toBeVisible();
    await expect(eat.getByRole('button', { name: 'Add to Shopping List' }).first()).toBeVisible();
    const landmarks = ['h1', '.week-strip', '#planner-move', '#planner-eat', '.planner__meals'];
    const before = await landmarkBoxes(page, landmarks);

    release();
    await waitForLive(page.getByRole('heading', { level: 1 }));
    expect(await landmarkBoxes(page, landmarks)).toEqual(before);
    // Live: the first meal's shopping-list button works from the answers the page came with.
    await eat.getByRole('button', { name: 'Add to Shopping List' }).first().click();
    await expect(eat.getByRole('button', { name: 'Remove from List' })).toBeVisible();
    expect(asked.filter((pathname) => pathname.endsWith('/planner'))).toEqual([]);
  });

  test('logging in through the form gives her browser its page session: her next planner comes drawn', async ({ page, request }) => {
    // Made elsewhere: this browser has no cookie of hers until she logs in here.
    const member = await createMember(request);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    const release = await holdShellScripts(page);
    await page.goto('/planner');
    expect(await drawnFirstScreen(page)).toBe('/planner');
    await expect(page.getByRole('heading', { level: 1, name: 'Planner • Today' })).toBeVisible();
    release();
    await waitForLive(page.getByRole('heading', { level: 1 }));
  });

  test('a tap on the previous week before the scripts ran is done once the page is live', async ({ page }) => {
    await actAsMember(page);
    const release = await holdShellScripts(page);
    // Today's own address: /planner itself moves to it once live, and a tap replays only on the page it was made on.
    const dayIndex = dayIndexOf(e2eToday());
    const today = plannerPath(0, dayIndex);
    await page.goto(today);
    expect(await drawnFirstScreen(page)).toBe(today);
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(page).toHaveURL(today);
    release();
    await expect(page).toHaveURL(plannerPath(-1, dayIndex));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Planner • Today');
  });

  test('someone else signed in on this browser never sees her page: the guard drops it as the HTML is parsed', async ({
    page,
    request,
  }) => {
    // Her page session is this browser's cookie; the stored session is another member's.
    await createMember(page.request);
    const other = await createMember(request, { name: 'Sam Other' });
    await storeSession(page, other);
    await page.goto('/planner', { waitUntil: 'domcontentloaded' });
    expect(await drawnFirstScreen(page)).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'Planner • Today' })).toBeVisible();
  });

  test('a browser on another day than her account’s time zone gets the page drawn in the browser', async ({ browser }) => {
    // Kiritimati is 14 hours ahead of UTC and Pago Pago 11 behind: never the same day.
    const context = await onSuiteDay(await browser.newContext({ timezoneId: 'Pacific/Pago_Pago', viewport: { width: 412, height: 860 } }));
    const page = await context.newPage();
    const member = await createMember(page.request);
    const login = await page.request.post(USER_SERVICE_PATHS.login, {
      data: { email: member.email, password: MEMBER_PASSWORD },
      headers: { [TIMEZONE_HEADER]: 'Pacific/Kiritimati' },
    });
    expect(login.status()).toBe(200);
    await storeSession(page, ((await login.json()) as { data: LoginData }).data);
    await page.goto('/planner', { waitUntil: 'domcontentloaded' });
    expect(await drawnFirstScreen(page)).toBeNull();
    const browserToday = await page.evaluate(() => new Date().getDate());
    await expect(page.getByRole('link', { name: new RegExp(` ${browserToday} [A-Z][a-z]+, today$`) })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await context.close();
  });

  test('logging out ends her page session: the next planner HTML carries no page of hers', async ({ page }) => {
    await actAsMember(page);
    await page.goto('/planner');
    await waitForLive(page.getByRole('heading', { level: 1 }));
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    // The page moves on at once; her page session ends with the logout's answer, which clears the cookie.
    const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === USER_SERVICE_PATHS.logout);
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page).not.toHaveURL(/planner/);
    expect((await loggedOut).ok()).toBe(true);
    const html = await (await page.request.get('/planner')).text();
    expect(html).not.toContain('data-server-rendered');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'page_session')).toBe(false);
  });
});

test.describe('her pages drawn on the server hydrate', () => {
  for (const path of ['/planner', '/home', '/programs']) {
    test(`${path}: the elements the HTML brought stay, and React reports no mismatch`, async ({ page }) => {
      await actAsMember(page);
      const hydrationErrors = hydrationErrorsOf(page);
      const release = await holdShellScripts(page);
      await page.goto(path);
      expect(await drawnFirstScreen(page)).toBe(path);
      await page.evaluate(() => {
        (window as unknown as { drawn: Element[] }).drawn = [...document.querySelectorAll('header, main, h1, h2')];
      });
      release();
      await waitForLive(page.getByRole('heading', { level: 1 }));
      const kept = await page.evaluate(() => (window as unknown as { drawn: Element[] }).drawn.map((element) => element.isConnected));
      expect(kept.length).toBeGreaterThanOrEqual(3);
      expect(kept.every(Boolean)).toBe(true);
      expect(hydrationErrors).toEqual([]);
    });
  }
});

test.describe('a member’s home drawn on the server', () => {
  test('her home with a program under way paints from the HTML, its program read as the page asked for it, and lands on the same pixels', async ({
    page,
  }) => {
    const member = await actAsMember(page);
    const started = await page.request.put(programUpdatePath(1, 'start'), { headers: { Authorization: `Bearer ${member.token}` } });
    expect(started.status()).toBe(200);
    const program = ((await (await page.request.get(programPath(1))).json()) as { data: { title: string } }).data;
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/progress/') || pathname.startsWith('/interaction/') || pathname.includes('/api/planner'))
        asked.push(pathname);
    });
    const release = await holdShellScripts(page);
    await page.goto('/home');
    expect(await drawnFirstScreen(page)).toBe('/home');
    await expect(page.getByRole('heading', { level: 1, name: MEMBER_GREETINGS.returning })).toBeVisible();
    const programs = page.getByRole('region', { name: 'Your program' });
    await expect(programs).toContainText(program.title);
    await expect(programs.getByRole('progressbar', { name: `${program.title} progress` })).toHaveAttribute('aria-valuenow', '0');
    const landmarks = ['h1', '.home-card--today', '.home-stats', '.home-program'];
    const before = await landmarkBoxes(page, landmarks);

    release();
    await waitForLive(page.getByRole('heading', { level: 1 }));
    expect(await landmarkBoxes(page, landmarks)).toEqual(before);
    await programs.getByRole('link', { name: 'Continue program' }).click();
    await expect(page).toHaveURL(/\/programs\/1$/);
    // Her week and her program came in the page; the program page asks its own.
    expect(asked.filter((pathname) => pathname.includes('/api/planner'))).toEqual([]);
  });

  test('a tap on her menu before the scripts ran opens it once the page is live', async ({ page }) => {
    await actAsMember(page);
    const release = await holdShellScripts(page);
    await page.goto('/home');
    expect(await drawnFirstScreen(page)).toBe('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    release();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a tap on her menu after the shell’s script ran, before its first render, opens it once the page is live', async ({ page }) => {
    await actAsMember(page);
    // The shell's script is in and waits for the registry: the server's top bar is still the one on screen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let registryAsked!: () => void;
    const asked = new Promise<void>((resolve) => (registryAsked = resolve));
    await page.route('**/remotes.json', async (route) => {
      registryAsked();
      await held;
      await route.continue();
    });
    await page.goto('/home');
    await asked;
    expect(await drawnFirstScreen(page)).toBe('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    release();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a member new to this session is welcomed, not welcomed back: the drawn home is dropped for her', async ({ page }) => {
    await actAsMember(page, { newMember: true });
    await page.goto('/home', { waitUntil: 'domcontentloaded' });
    expect(await drawnFirstScreen(page)).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: MEMBER_GREETINGS.newMember, exact: true })).toBeVisible();
  });
});
