import { describe, expect, it } from 'vitest';
import {
  clearSessionStorage,
  isAuthenticated,
  isSafeReturnUrl,
  readReturnUrl,
  readSignupInfo,
  readUserInfo,
  updateUserInfo,
  userInfoFromLogin,
  writeUserInfo,
} from './user-info.ts';
import { MemoryStorage } from '../testing/memory-storage.ts';

const login = {
  id: 7,
  email: 'jane@example.com',
  name: 'Jane',
  token: 'access',
  refreshToken: 'refresh',
  profileCompleted: false,
  regionId: 2 as const,
  weightUnit: 'kg' as const,
  isSubscribed: false,
  pregnancyStage: null,
};

describe('readUserInfo', () => {
  it.each([
    ['nothing stored', null, null],
    ['not JSON', '{oops', null],
    ['no token', JSON.stringify({ email: 'a@b.co' }), null],
    ['no region: Australia', JSON.stringify({ token: 't', isAuthenticated: true }), { token: 't', isAuthenticated: true, regionId: 1 }],
    ['a stored region', JSON.stringify({ token: 't', regionId: 3 }), { token: 't', regionId: 3 }],
  ])('%s', (_name, raw, expected) => {
    const storage = new MemoryStorage(raw === null ? {} : { userInfo: raw });
    expect(readUserInfo(storage)).toEqual(expected);
  });
});

describe('userInfoFromLogin', () => {
  it('stores the login payload as an authenticated session with no subscription error', () => {
    expect(userInfoFromLogin(login, { planId: '2' })).toEqual({
      ...login,
      isAuthenticated: true,
      isSubscribedAPIError: false,
      planId: '2',
    });
    expect(isAuthenticated(userInfoFromLogin(login))).toBe(true);
  });
});

describe('updateUserInfo', () => {
  it('merges into the stored user', () => {
    const storage = new MemoryStorage();
    writeUserInfo(userInfoFromLogin(login), storage);
    updateUserInfo({ isSubscribed: true, token: 'new' }, storage);
    expect(readUserInfo(storage)).toMatchObject({ email: 'jane@example.com', isSubscribed: true, token: 'new' });
  });

  it('does nothing when no one is signed in', () => {
    const storage = new MemoryStorage();
    expect(updateUserInfo({ isSubscribed: true }, storage)).toBeNull();
    expect(storage.length).toBe(0);
  });
});

describe('clearSessionStorage', () => {
  it("removes everything but the device's id and colour scheme", () => {
    const storage = new MemoryStorage({
      userInfo: '{}',
      returnUrl: '/home',
      signupInfo: '{}',
      shoppingListId: '3',
      deviceId: 'Ab3dEf7h',
      theme: 'dark',
    });
    clearSessionStorage(storage);
    expect(storage.length).toBe(2);
    expect(storage.getItem('deviceId')).toBe('Ab3dEf7h');
    expect(storage.getItem('theme')).toBe('dark');
  });
});

describe('return URL', () => {
  it.each([
    ['/programs/3', true],
    ['/listing/meals?q=soup', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['programs', false],
    ['', false],
    [null, false],
  ])('%s safe: %s', (value, safe) => {
    expect(isSafeReturnUrl(value)).toBe(safe);
  });

  it('ignores an unsafe stored value', () => {
    expect(readReturnUrl(new MemoryStorage({ returnUrl: '//evil.example' }))).toBeNull();
    expect(readReturnUrl(new MemoryStorage({ returnUrl: '/home' }))).toBe('/home');
  });
});

describe('readSignupInfo', () => {
  it.each([
    ['nothing', undefined, null],
    ['email only', JSON.stringify({ email: 'a@b.co' }), { email: 'a@b.co' }],
    ['email and plan', JSON.stringify({ email: 'a@b.co', planId: '2' }), { email: 'a@b.co', planId: '2' }],
    ['no email', JSON.stringify({ planId: '2' }), null],
  ])('%s', (_name, raw, expected) => {
    expect(readSignupInfo(new MemoryStorage(raw === undefined ? {} : { signupInfo: raw }))).toEqual(expected);
  });
});
