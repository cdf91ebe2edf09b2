import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { SUBSCRIPTION_SERVICE_PATHS } from '@app/shared/api-contract/subscription-service';
import { FORM_MESSAGES } from '@app/shared/validation/forms';
import {
  MEMBER_PASSWORD,
  createMember,
  fillSignUpForm,
  readOtp,
  readResetLink,
  requestResetLink,
  storeSession,
  uniqueEmail,
} from '../../support/session.ts';

async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'));
}

async function todayInPlanner(page: Page): Promise<string> {
  return `/planner/0/${await page.evaluate(() => new Date().getDay())}`;
}

/** A JWT that is well formed but long expired and signed with nothing the server knows. */
const EXPIRED_JWT = [
  Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
  Buffer.from(JSON.stringify({ sub: '1', exp: 1_000_000_000 })).toString('base64url'),
  'c2lnbmF0dXJl',
].join('.');

test.describe('sign-up', () => {
  test('sign up -> the code from the outbox -> verify -> onboarding -> in the app, with the plan carried along', async ({ page }) => {
    const email = uniqueEmail('newcomer');
    await page.goto('/signUp?planId=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Harper Newcomer');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/otpVerification\?planId=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const code = await readOtp(page.request, email);
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/userPreferences\?planId=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about you' })).toBeVisible();
    await page.getByRole('group', { name: 'Gender' }).getByLabel('Female', { exact: true }).check();
    await page.getByRole('group', { name: 'Fitness goal' }).getByLabel('Strength & Tone', { exact: true }).check();
    await page.getByRole('group', { name: 'Meal preference' }).getByLabel('Vegetarian', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Not subscribed yet: on to the plan choice, with the plan picked on the home page selected.
    await expect(page).toHaveURL(/\/subscription\?planId=2$/);
    await expect(page.getByRole('radio', { name: /Quarterly/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await storedUser(page)).toMatchObject({
      email,
      isAuthenticated: true,
      isSubscribed: false,
      profileCompleted: true,
      planId: '2',
      genderId: 1,
      fitnessId: 2,
      mealId: 2,
    });
    expect(await page.evaluate(() => localStorage.getItem('signupInfo'))).toBeNull();
  });

  test('a paste with spaces fills the code field, and resending says so', async ({ page }) => {
    const email = uniqueEmail('paster');
    await page.goto('/signUp');
    await fillSignUpForm(page, 'Quinn Paster', email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/otpVerification$/);

    const code = await readOtp(page.request, email);
    const field = page.getByLabel('Code', { exact: true });
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await field.focus();
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      ` ${code.slice(0, 3)} ${code.slice(3)} `,
    );
    await expect(field).toHaveValue(code);

    // The first code counts toward the one-a-minute resend limit: asking again at once is refused.
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText('Failed to send OTP. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'TRY AGAIN' })).toBeVisible();
    // The toast goes by itself after 3 seconds.
    await expect(page.getByText('Failed to send OTP. Please try again.')).toBeHidden({ timeout: 5_000 });

    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/userPreferences$/);
  });

  test('an account that never verified its email is sent to the code step at login', async ({ page }) => {
    const email = uniqueEmail('unverified');
    const created = await page.request.post(USER_SERVICE_PATHS.createAccount, {
      data: { name: 'Casey Pending', email, password: MEMBER_PASSWORD },
      headers: { 'X-Forwarded-For': '10.9.8.7' },
    });
    expect(created.status()).toBe(200);
    await readOtp(page.request, email);

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/otpVerification$/);
    await expect(page.getByText(email)).toBeVisible();

    // The login sent a new code unless the one-a-minute limit held it back: the newest one works.
    await page.getByLabel('Code', { exact: true }).fill(await readOtp(page.request, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/userPreferences$/);
  });
});

test.describe('focus on arrival (WCAG 2.4.3)', () => {
  test('the button she pressed is gone: /otpVerification and /userPreferences focus their heading', async ({ page }) => {
    const email = uniqueEmail('focus');
    await page.goto('/signUp');
    await fillSignUpForm(page, 'Robin Focus', email);
    await page.getByRole('button', { name: 'Create account' }).press('Enter');

    await expect(page).toHaveURL(/\/otpVerification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeFocused();
    // The next Tab goes on through the page from there, never from the top of <body>.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
    await page.keyboard.type(await readOtp(page.request, email));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/userPreferences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us about you' })).toBeFocused();
  });
});

test.describe('validation messages of SPEC section 5', () => {
  test('sign-up shows each rule’s message on its field', async ({ page }) => {
    const registered = await createMember(page.request);
    await page.goto('/signUp');
    const passwordHint = page.getByText(FORM_MESSAGES.passwordHint);
    await expect(passwordHint).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of ['Name is required', 'Email is required', 'Password is required', 'Confirm password is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });

    await name.fill('Jo <b>');
    await expect(page.getByText('Your name is using invalid characters')).toBeVisible();
    await expect(name).toHaveAttribute('aria-describedby', /field-name-error/);

    await email.fill('sam.taylor@');
    await email.blur();
    await expect(page.getByText('Please enter valid email')).toBeVisible();

    await password.fill('short');
    await password.blur();
    await expect(page.getByText('8–30 characters, 1 upper & lowercase & 1 number')).toBeVisible();
    // The error takes the hint's place rather than stacking above a hint that says the same.
    await expect(passwordHint).toHaveCount(0);

    await password.fill('MyPassword1');
    await expect(page.getByText('Choose a stronger password')).toBeVisible();

    await email.fill('sam.taylor@example.com');
    await password.fill('Sam.Taylor2024');
    await expect(page.getByText('Email cannot be used in password')).toBeVisible();

    await name.fill('Alexis');
    await password.fill('Alexis2024xY');
    await expect(page.getByText('Name cannot be used in password')).toBeVisible();

    await password.fill(MEMBER_PASSWORD);
    await confirm.fill(`${MEMBER_PASSWORD}?`);
    await confirm.blur();
    await expect(page.getByText('These passwords do not match')).toBeVisible();

    // validate-email when the user leaves the field.
    await email.fill(registered.email);
    await email.blur();
    const taken = page.locator('#field-email-error');
    await expect(taken).toHaveText('This email is already registered. Log in instead?');
    await expect(taken.getByRole('link', { name: 'Log in instead?' })).toHaveAttribute('href', '/login');
  });

  test('login and forgot password ask for a valid email; login needs a password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter valid email')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('jane@example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter valid email')).toBeVisible();
  });

  test('a wrong password at login shows the server’s message and stays on the page', async ({ page }) => {
    const member = await createMember(page.request);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('Wr0ngPassword');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('password reset: both fields, and matching', async ({ page }) => {
    const member = await createMember(page.request);
    await page.goto(await requestResetLink(page.request, member.email));
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Please enter an new password')).toBeVisible();
    await expect(page.getByText('Please re-enter new password')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill('Something3lse');
    await page.getByLabel('Confirm new password', { exact: true }).blur();
    await expect(page.getByText('These passwords do not match')).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('forgot password -> the emailed link -> a new password -> log in with it', async ({ page }) => {
    const member = await createMember(page.request);
    await page.goto('/forgotPassword');
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for this email, we have sent a link to reset your password.')).toBeVisible();

    const link = new URL(await readResetLink(page.request, member.email));
    await page.goto(link.pathname + link.search);
    const newPassword = 'Fresh5tartNow';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();

    // The link works once: opened again, it says so at once, with no password fields.
    await page.goto(link.pathname + link.search);
    await expect(page.getByText('Your password reset link has expired.')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(await todayInPlanner(page));
  });
});

test.describe('a reset link that no longer works says so on arrival', () => {
  for (const [kind, spoil] of [
    ['used', async (page: Page, link: string) => void (await usePasswordReset(page, link))],
    [
      'tampered',
      async (_page: Page, link: string) => link.replace(/token=(.)/, (_match, first: string) => `token=${first === 'A' ? 'B' : 'A'}`),
    ],
    [
      'replaced by a newer one',
      async (page: Page, link: string, email: string) => void (await requestResetLink(page.request, email, link)),
    ],
  ] as const) {
    test(`a ${kind} link: the message and a way to a new link, before any password`, async ({ page }) => {
      const member = await createMember(page.request);
      const link = await requestResetLink(page.request, member.email);
      const opened = (await spoil(page, link, member.email)) ?? link;
      await page.goto(opened);
      await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('Your password reset link has expired.');
      await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Save new password' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Send me a new link' }).click();
      await expect(page).toHaveURL(/\/forgotPassword$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    });
  }
});

/** Spends a reset link through the API, as saving a new password on its page does. */
async function usePasswordReset(page: Page, link: string): Promise<void> {
  const token = new URL(link, 'http://app').searchParams.get('token');
  const response = await page.request.post(USER_SERVICE_PATHS.resetPassword, { data: { token, password: 'Fresh5tartNow' } });
  expect(response.status()).toBe(200);
}

test.describe('session', () => {
  test('log in from a protected deep link -> back at that link', async ({ page }) => {
    const member = await createMember(page.request);
    await page.goto('/programs/3?tab=workouts');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/programs\/3\?tab=workouts$/);
    await expect(page.getByRole('banner').getByText('Programs', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('deviceId'))).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  test('logging in gives this browser its device cookie, which it sends on its next login call', async ({ page }) => {
    const member = await createMember(page.request);
    // Making her through the API signed her in from this context already.
    await page.context().clearCookies();
    const logIn = async () => {
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname === USER_SERVICE_PATHS.login);
      await page.getByRole('button', { name: 'Log in' }).click();
      const headers = await (await sent).allHeaders();
      await expect(page).toHaveURL(await todayInPlanner(page));
      return headers;
    };
    expect((await logIn()).cookie ?? '').not.toContain('login_device=');
    const device = (await page.context().cookies()).find((cookie) => cookie.name === 'login_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: USER_SERVICE_PATHS.login });
    await page.evaluate(() => localStorage.clear());
    expect((await logIn()).cookie).toContain(`login_device=${device!.value}`);
  });

  test('without a return URL, login opens today in the planner', async ({ page }) => {
    const member = await createMember(page.request);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(await todayInPlanner(page));
  });

  test('an expired access token is refreshed without the user noticing', async ({ page }) => {
    const member = await createMember(page.request);
    await storeSession(page, member, { token: EXPIRED_JWT });
    const refreshCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(USER_SERVICE_PATHS.refreshToken)) refreshCalls.push(request.postData() ?? '');
    });

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Profile/ })).toContainText(member.email);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // One refresh for the calls that failed together; both tokens rotated and stored.
    expect(refreshCalls).toEqual([member.refreshToken]);
    const stored = await storedUser(page);
    expect(stored?.token).not.toBe(EXPIRED_JWT);
    expect(stored?.refreshToken).not.toBe(member.refreshToken);
  });

  test('a refused refresh logs out: storage cleared, back at the default route', async ({ page }) => {
    const member = await createMember(page.request);
    await storeSession(page, member, { token: EXPIRED_JWT, refreshToken: 'spent-or-forged' });
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOG IN' })).toBeVisible();
    expect(await storedUser(page)).toBeNull();
  });

  test('logging out in one tab logs out the other', async ({ context, page }) => {
    const member = await createMember(page.request);
    await storeSession(page, member);
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/settings');
    await expect(other.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOG IN' })).toBeVisible();

    // The other tab follows through the storage event, to login remembering where it was.
    await expect(other).toHaveURL(/\/login$/);
    expect(await other.evaluate(() => localStorage.getItem('returnUrl'))).toBe('/settings');
  });

  test('a failed subscription check shows the failure screen, and TRY AGAIN recovers', async ({ page }) => {
    const member = await createMember(page.request);
    await storeSession(page, member);
    // Without her page session the server sends /home undrawn: a drawn page comes with her
    // subscription as the server read it (it draws none when that read fails), and the browser's
    // check at start takes that answer rather than asking.
    await page.context().clearCookies();
    await page.route(`**${SUBSCRIPTION_SERVICE_PATHS.userSubscription}`, (route) =>
      route.fulfill({ status: 500, json: { code: 500, data: null, message: 'down' } }),
    );
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ isSubscribed: false, isSubscribedAPIError: true });

    await page.unroute(`**${SUBSCRIPTION_SERVICE_PATHS.userSubscription}`);
    await page.getByRole('button', { name: 'TRY AGAIN' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ isSubscribedAPIError: false });
  });

  test('a member whose profile is not complete is sent to onboarding, keeping planId', async ({ page }) => {
    const member = await createMember(page.request, { profileCompleted: false });
    await storeSession(page, member);
    await page.goto('/programs?planId=3');
    await expect(page).toHaveURL(/\/userPreferences\?planId=3$/);
  });
});

test.describe('onboarding at 375 px', () => {
  test('every choice label fits inside its border', async ({ page }) => {
    const member = await createMember(page.request, { profileCompleted: false });
    await storeSession(page, member);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/userPreferences');
    await expect(page.getByText('Vegetarian', { exact: true })).toBeVisible();
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.choice')].flatMap((choice) => {
        const label = choice.querySelector<HTMLElement>('.choice__label')!;
        const box = choice.getBoundingClientRect();
        const text = label.getBoundingClientRect();
        const fits = text.right <= box.right - 8 && label.scrollWidth <= label.clientWidth;
        return fits ? [] : [label.textContent];
      }),
    );
    expect(overflowing).toEqual([]);
  });
});

test.describe('settings', () => {
  test('the Saved! toast shows in view above the page at 375, 768 and 1280 px, in a live region that was there first', async ({ page }) => {
    const member = await createMember(page.request);
    await storeSession(page, member);
    for (const width of [375, 768, 1280]) {
      await test.step(`${width} px`, async () => {
        // Shorter than the page, so a toast in the page flow would land below the fold.
        await page.setViewportSize({ width, height: 400 });
        await page.goto('/settings/region');
        const region = page.locator('.toast-region');
        await expect(region).toHaveAttribute('aria-live', 'polite');
        await expect(region).toHaveCSS('position', 'fixed');
        await expect(region).toBeEmpty();
        await page.getByRole('button', { name: 'Save' }).click();
        const toast = region.getByRole('status').filter({ hasText: 'Saved!' });
        await expect(toast).toBeInViewport({ ratio: 1 });
        // Nothing of the page is drawn over it.
        const box = (await toast.boundingBox())!;
        const onTop = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.toast') !== null,
          [box.x + 12, box.y + box.height / 2],
        );
        expect(onTop).toBe(true);
      });
    }
  });

  test('region and weight unit are saved and stored for the other apps', async ({ page }) => {
    const member = await createMember(page.request);
    await storeSession(page, member);
    await page.goto('/settings');
    await page.getByRole('link', { name: /^Region and units/ }).click();
    await expect(page).toHaveURL(/\/settings\/region$/);
    await expect(page.getByLabel('Region', { exact: true })).toHaveValue('1');
    await page.getByLabel('Region', { exact: true }).selectOption({ label: 'United Kingdom' });
    await page.getByLabel('Weight unit', { exact: true }).selectOption({ label: 'Pounds (lb)' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ regionId: 2, weightUnit: 'lb' });

    await page.reload();
    await expect(page.getByLabel('Region', { exact: true })).toHaveValue('2');
    await expect(page.getByLabel('Weight unit', { exact: true })).toHaveValue('lb');
  });

  test('change password: the current one is checked, then the new one works', async ({ page }) => {
    const member = await createMember(page.request);
    await storeSession(page, member);
    await page.goto('/settings/password');
    await page.getByLabel('Current password', { exact: true }).fill('Wr0ngPassword');
    await page.getByLabel('New password', { exact: true }).fill('Brand5NewOne');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Brand5NewOne');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is incorrect.')).toBeVisible();

    await page.getByLabel('Current password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('');
  });

  test('profile: the name is saved; log out from there', async ({ page }) => {
    const member = await createMember(page.request);
    await storeSession(page, member);
    await page.goto('/profile');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(member.email);
    await page.getByLabel('Name', { exact: true }).fill('Robin Renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ name: 'Robin Renamed' });

    await page.getByRole('main').getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedUser(page)).toBeNull();
  });
});
