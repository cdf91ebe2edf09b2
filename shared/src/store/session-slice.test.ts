// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionStorage, writeUserInfo, type StoredUserInfo } from '../session/user-info.ts';
import { createAppStore } from './app-store.ts';

const jane: StoredUserInfo = { id: 1, email: 'jane@example.com', token: 't', refreshToken: 'r', isAuthenticated: true, regionId: 2 };

describe('the session slice', () => {
  afterEach(() => localStorage.clear());

  it('starts from what localStorage holds', () => {
    localStorage.setItem('userInfo', JSON.stringify(jane));
    expect(createAppStore().getState().session).toEqual({ info: jane, stored: true, exitTo: null });
  });

  it('counts a stored value that makes no session as stored', () => {
    localStorage.setItem('userInfo', 'not json');
    expect(createAppStore().getState().session).toMatchObject({ info: null, stored: true });
  });

  it('follows this tab writing and clearing the session, which stays in localStorage', () => {
    const store = createAppStore();
    writeUserInfo(jane);
    expect(store.getState().session.info).toEqual(jane);
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(jane);
    clearSessionStorage();
    expect(store.getState().session).toMatchObject({ info: null, stored: false });
  });

  it('follows another tab through the storage event, for the userInfo key or a clear', () => {
    const store = createAppStore();
    localStorage.setItem('userInfo', JSON.stringify(jane));
    window.dispatchEvent(new StorageEvent('storage', { key: 'returnUrl' }));
    expect(store.getState().session.info).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo' }));
    expect(store.getState().session.info).toEqual(jane);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getState().session.info).toBeNull();
  });

  it('does not publish a new state when nothing changed', () => {
    localStorage.setItem('userInfo', JSON.stringify(jane));
    const store = createAppStore();
    const before = store.getState().session;
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo' }));
    expect(store.getState().session).toBe(before);
  });
});
