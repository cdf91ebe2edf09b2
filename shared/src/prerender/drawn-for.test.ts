import { describe, expect, it } from 'vitest';
import { readUserInfo } from '../session/user-info.ts';
import { drawnForOf, keepsFirstScreen } from './drawn-for.ts';

const DRAWN_FOR_HER = JSON.stringify({ userId: '41', today: '2026-11-24' });
const stored = { id: 41, token: 't', isAuthenticated: true, isSubscribed: true, profileCompleted: true };
/** The stored session as the guard reads it from localStorage's text. */
const session = (text: string | null) => readUserInfo({ getItem: () => text });

describe('keepsFirstScreen', () => {
  it.each([
    ['her own session, on the day it was drawn for', true, JSON.stringify(stored), '2026-11-24'],
    ['her session with its id as text', true, JSON.stringify({ ...stored, id: '41' }), '2026-11-24'],
    ['her session, a day later in her browser (another time zone)', false, JSON.stringify(stored), '2026-11-25'],
    ['another member’s session', false, JSON.stringify({ ...stored, id: 42 }), '2026-11-24'],
    ['no session', false, null, '2026-11-24'],
    ['a session halfway through sign-up', false, JSON.stringify({ ...stored, isAuthenticated: false }), '2026-11-24'],
    ['a session known to have no plan', false, JSON.stringify({ ...stored, isSubscribed: false }), '2026-11-24'],
    ['a session whose profile is unfinished', false, JSON.stringify({ ...stored, profileCompleted: false }), '2026-11-24'],
    ['a session without a token', false, JSON.stringify({ ...stored, token: undefined }), '2026-11-24'],
    ['a stored session that is not JSON', false, '{not json', '2026-11-24'],
  ])('a member’s page, %s: kept %s', (_case, expected, userInfo, today) => {
    expect(keepsFirstScreen(DRAWN_FOR_HER, session(userInfo), today)).toBe(expected);
  });

  it('drops a member’s page when her storage cannot be read', () => {
    expect(keepsFirstScreen(DRAWN_FOR_HER, 'unreadable', '2026-11-24')).toBe(false);
  });

  it.each([
    ['a returning member', true, JSON.stringify(stored)],
    ['a member new to this session', false, JSON.stringify({ ...stored, newMember: true })],
    ['a member whose flag is unset', true, JSON.stringify({ ...stored, newMember: false })],
  ])('a member’s page dropped if she is new to this session, %s: kept %s', (_case, expected, userInfo) => {
    const drawnFor = JSON.stringify({ userId: '41', today: '2026-11-24', droppedIf: ['newMember'] });
    expect(keepsFirstScreen(drawnFor, session(userInfo), '2026-11-24')).toBe(expected);
  });

  it.each([
    ['no session', true, null],
    ['storage it cannot read', true, 'unreadable' as const],
    ['a signed-in member', false, JSON.stringify(stored)],
    ['someone halfway through sign-up (a token, not yet signed in)', false, JSON.stringify({ ...stored, isAuthenticated: false })],
    ['a stored session without a token', true, JSON.stringify({ ...stored, token: undefined })],
  ])('a visitor’s page, for %s: kept %s', (_case, expected, userInfo) => {
    expect(keepsFirstScreen(null, userInfo === 'unreadable' ? userInfo : session(userInfo), '2026-11-24')).toBe(expected);
  });

  it.each([
    ['not JSON', '{oops'],
    ['no member id', JSON.stringify({ today: '2026-11-24' })],
    ['no day', JSON.stringify({ userId: '41' })],
  ])('a drawn-for value it cannot read (%s) is a visitor’s page, never kept for a member', (_case, attribute) => {
    expect(drawnForOf(attribute)).toBeNull();
    expect(keepsFirstScreen(attribute, session(JSON.stringify(stored)), '2026-11-24')).toBe(false);
  });
});
