import { describe, expect, it } from 'vitest';
import { apiErrorCode, apiErrorData, apiErrorMessage, apiErrorStatus } from './error-message.ts';

describe('apiErrorMessage', () => {
  it.each<[string, Parameters<typeof apiErrorMessage>[0], string]>([
    [
      'the envelope message',
      { status: 409, data: { code: 409, data: null, message: 'This email is already registered. Log in instead?' } },
      'This email is already registered. Log in instead?',
    ],
    ['a plain-text reply', { status: 502, data: 'Bad gateway' }, 'Bad gateway'],
    ['an HTML error page', { status: 502, data: '<html>oops</html>' }, 'An error occurred'],
    ['an empty message', { status: 500, data: { code: 500, data: null, message: ' ' } }, 'An error occurred'],
    ['a network error', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'An error occurred'],
    ['a time-out', { status: 'TIMEOUT_ERROR', error: 'AbortError' }, 'An error occurred'],
    ['a thrown error', { name: 'Error', message: 'x is undefined' }, 'An error occurred'],
    ['nothing', undefined, 'An error occurred'],
  ])('%s', (_name, error, message) => {
    expect(apiErrorMessage(error)).toBe(message);
  });
});

describe('apiErrorData and apiErrorStatus', () => {
  it('read the envelope data and the status', () => {
    const error = { status: 403, data: { code: 403, data: { email: 'a@b.co', otpRequired: true }, message: 'Please verify your email.' } };
    expect(apiErrorData(error)).toEqual({ email: 'a@b.co', otpRequired: true });
    expect(apiErrorStatus(error)).toBe(403);
    expect(apiErrorStatus({ status: 'FETCH_ERROR', error: 'x' })).toBeNull();
    expect(apiErrorData({ status: 'FETCH_ERROR', error: 'x' })).toBeNull();
  });

  it('apiErrorCode reads the errorCode of an error reply', () => {
    expect(
      apiErrorCode({
        status: 400,
        data: { code: 400, errorCode: 'RESET_LINK_EXPIRED', data: null, message: 'Your password reset link has expired.' },
      }),
    ).toBe('RESET_LINK_EXPIRED');
    expect(apiErrorCode({ status: 500, data: 'oops' })).toBeNull();
    expect(apiErrorCode(undefined)).toBeNull();
  });
});
