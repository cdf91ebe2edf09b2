// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { ToastContainer } from '@app/shared/ui';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { OtpVerificationPage } from './otp-verification-page.tsx';

const member = {
  id: 9,
  email: 'jane@example.com',
  name: 'Jane',
  token: 'access',
  refreshToken: 'refresh',
  profileCompleted: false,
  regionId: 1,
  weightUnit: 'kg',
  isSubscribed: false,
};

function paste(input: HTMLElement, text: string) {
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

describe('OtpVerificationPage', () => {
  beforeEach(() => localStorage.setItem('signupInfo', JSON.stringify({ email: 'jane@example.com', planId: '2' })));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('takes a pasted code with spaces, confirms it and stores the signed-in member with the plan', async () => {
    const confirm = on('POST', USER_SERVICE_PATHS.confirmOtp, () => envelope(200, member));
    const { requests } = renderPage(<OtpVerificationPage />, { path: '/otpVerification?planId=2', routes: [confirm] });
    const input = screen.getByLabelText('Code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    paste(input, ' 482 913 ');
    expect((input as HTMLInputElement).value).toBe('482913');

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem('userInfo')).not.toBeNull());
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({
      email: 'jane@example.com',
      isAuthenticated: true,
      planId: '2',
      newMember: true,
    });
    expect(localStorage.getItem('signupInfo')).toBeNull();
    const sent = requests.find((request) => new URL(request.url).pathname === USER_SERVICE_PATHS.confirmOtp)!;
    expect(await sent.json()).toMatchObject({
      email: 'jane@example.com',
      otp: '482913',
      device: { deviceId: expect.stringMatching(/^[A-Za-z0-9]{8}$/) },
    });
  });

  it('keeps only digits when typing, and asks for six of them', async () => {
    renderPage(<OtpVerificationPage />, { path: '/otpVerification', routes: [] });
    const input = screen.getByLabelText('Code');
    fireEvent.change(input, { target: { value: '12a4' } });
    expect((input as HTMLInputElement).value).toBe('124');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
  });

  it('shows the server’s message for a wrong code', async () => {
    const wrong = on('POST', USER_SERVICE_PATHS.confirmOtp, () =>
      envelope(400, null, 'That code is not right. Please check it and try again.', 'OTP_INVALID'),
    );
    renderPage(<OtpVerificationPage />, { path: '/otpVerification', routes: [wrong] });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. Please check it and try again.');
  });

  it.each([
    ['sent', () => envelope(200, null, 'OTP sent successfully'), 'OTP sent successfully', false],
    [
      'failed',
      () => envelope(429, null, 'Please wait a minute before requesting another code.', 'OTP_RESEND_TOO_SOON'),
      'Failed to send OTP. Please try again.',
      true,
    ],
  ])('resend %s: toast', async (_name, answer, message, offersRetry) => {
    const { store } = renderPage(<OtpVerificationPage />, {
      path: '/otpVerification',
      routes: [on('POST', USER_SERVICE_PATHS.createOtp, answer)],
    });
    render(
      <Provider store={store}>
        <ToastContainer />
      </Provider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend code' })));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'TRY AGAIN' }) !== null).toBe(offersRetry);
  });

  it('without a sign-up in progress, offers sign-up and login', () => {
    localStorage.clear();
    renderPage(<OtpVerificationPage />, { path: '/otpVerification', routes: [] });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signUp');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
