// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { afterLoginPath, completeSignIn } from './complete-sign-in.ts';

const payload = {
  id: 4,
  email: 'jane@example.com',
  name: 'Jane',
  token: 'access',
  refreshToken: 'refresh',
  profileCompleted: false,
  regionId: 1 as const,
  weightUnit: 'kg' as const,
  isSubscribed: false,
  pregnancyStage: null,
};

describe('afterLoginPath', () => {
  it.each([
    ['the saved return URL wins', '/programs/3', new Date(2026, 0, 7), '/programs/3'],
    ['else today in the planner (a Wednesday)', null, new Date(2026, 0, 7), '/planner/0/3'],
    ['Sunday is day 0', null, new Date(2026, 0, 4), '/planner/0/0'],
    ['Saturday is day 6', null, new Date(2026, 0, 10), '/planner/0/6'],
  ])('%s', (_name, returnUrl, today, expected) => {
    expect(afterLoginPath(returnUrl, today)).toBe(expected);
  });
});

describe('completeSignIn', () => {
  afterEach(() => localStorage.clear());

  it('stores the member, keeps the plan, forgets the sign-up info and sets where to go', () => {
    localStorage.setItem('signupInfo', JSON.stringify({ email: 'jane@example.com', planId: '2' }));
    completeSignIn(payload, { planId: '2', now: new Date(2026, 0, 9) });
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual({
      ...payload,
      isAuthenticated: true,
      isSubscribedAPIError: false,
      planId: '2',
    });
    expect(localStorage.getItem('signupInfo')).toBeNull();
    expect(localStorage.getItem('returnUrl')).toBe('/planner/0/5');
  });

  it('marks the session that began with her sign-up, and no other', () => {
    completeSignIn(payload, { newMember: true });
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ newMember: true });
    completeSignIn(payload);
    expect(JSON.parse(localStorage.getItem('userInfo')!)).not.toHaveProperty('newMember');
  });

  it('keeps a return URL saved before login', () => {
    localStorage.setItem('returnUrl', '/recipe/meals/3/soup');
    completeSignIn(payload);
    expect(localStorage.getItem('returnUrl')).toBe('/recipe/meals/3/soup');
  });
});
