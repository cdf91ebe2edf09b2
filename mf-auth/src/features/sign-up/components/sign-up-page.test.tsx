// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_PATHS } from '@app/shared/api-contract/platform';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { VALIDATION_MESSAGES as M } from '@app/shared/validation/messages';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { SignUpPage } from './sign-up-page.tsx';

const config = on('GET', PLATFORM_PATHS.platformConfig, () =>
  envelope(200, [{ id: 1, platform: 'WEB', data: { commonPattern: ['fitness'] } }]),
);
const emailTaken = on('POST', USER_SERVICE_PATHS.validateEmail, () => envelope(200, { available: false }));
const created = on('POST', USER_SERVICE_PATHS.createAccount, async (request) =>
  envelope(200, { email: ((await request.json()) as { email: string }).email }),
);

function type(label: string, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('SignUpPage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows "is required" for every empty field on submit', async () => {
    renderPage(<SignUpPage />, { path: '/signUp', routes: [config] });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of ['Name is required', 'Email is required', 'Password is required', 'Confirm password is required']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    // The first field in error has the focus and its error is tied to it.
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-describedby')).toContain('field-name-error');
  });

  it('refuses a banned word from the platform config, and the name in the password', async () => {
    const { store } = renderPage(<SignUpPage />, { path: '/signUp', routes: [config] });
    await waitFor(() => expect(Object.values(store.getState().api.queries)[0]?.status).toBe('fulfilled'));
    type('Name', 'Honey');
    type('Password', 'MyFitness99');
    expect(await screen.findByText(M.weakPassword)).toBeTruthy();
    type('Password', 'Str0ngHoney');
    expect(await screen.findByText(M.nameInPassword)).toBeTruthy();
    type('Confirm password', 'Str0ngHoneyX');
    expect(await screen.findByText(M.passwordsDoNotMatch)).toBeTruthy();
  });

  it('judges the password she typed before the banned words arrived once they do, without another keystroke', async () => {
    let answerConfig!: () => void;
    const configArrived = new Promise<void>((resolve) => (answerConfig = resolve));
    const slowConfig = on('GET', PLATFORM_PATHS.platformConfig, async () => {
      await configArrived;
      return envelope(200, [{ id: 1, platform: 'WEB', data: { commonPattern: ['fitness'] } }]);
    });
    renderPage(<SignUpPage />, { path: '/signUp', routes: [slowConfig] });
    type('Password', 'MyFitness99');
    await waitFor(() => expect(screen.getByLabelText('Password', { selector: 'input' }).getAttribute('aria-invalid')).not.toBe('true'));
    expect(screen.queryByText(M.weakPassword)).toBeNull();
    answerConfig();
    expect(await screen.findByText(M.weakPassword)).toBeTruthy();
  });

  it('checks the email with validate-email on leaving the field and offers to log in instead, keeping planId', async () => {
    const { requests } = renderPage(<SignUpPage />, { path: '/signUp?planId=2', routes: [config, emailTaken] });
    type('Email', 'jane@example.com');
    const message = await screen.findByText((_, element) => element?.className === 'field__error' && element.textContent === M.emailTaken);
    expect(message.querySelector('a')?.getAttribute('href')).toBe('/login?planId=2');
    expect(requests.some((request) => new URL(request.url).pathname === USER_SERVICE_PATHS.validateEmail)).toBe(true);
  });

  it('creates the account, remembers the email and plan, and goes to the code step', async () => {
    renderPage(<SignUpPage />, { path: '/signUp?planId=3', routes: [config, created] });
    type('Name', 'Jane Doe');
    type('Email', 'jane.doe@example.com');
    type('Password', 'Str0ngHoney');
    type('Confirm password', 'Str0ngHoney');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/otpVerification?planId=3'));
    expect(JSON.parse(localStorage.getItem('signupInfo')!)).toEqual({ email: 'jane.doe@example.com', planId: '3' });
  });
});
