import { describe, expect, it } from 'vitest';
import { AccessTokenError, accessTokens, ACCESS_TOKEN_TTL_SECONDS } from '../../src/lib/access-tokens.ts';
import { manualClock } from '../../src/lib/clock.ts';

const SECRET = 'unit-test-secret-unit-test-secret-unit-test';

describe('access tokens', () => {
  it('carry the member and the session, for 15 minutes', async () => {
    const clock = manualClock(Date.parse('2026-01-01T00:00:00Z'));
    const tokens = accessTokens(SECRET, clock);
    const token = await tokens.sign({ userId: 42, sessionId: 'abc' });
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(await tokens.verify(token)).toEqual({ userId: 42, sessionId: 'abc' });
    clock.advance(899_000);
    await expect(tokens.verify(token)).resolves.toBeTruthy();
    clock.advance(2_000);
    await expect(tokens.verify(token)).rejects.toEqual(new AccessTokenError('expired'));
  });

  it('are refused under another key', async () => {
    const clock = manualClock();
    const token = await accessTokens(SECRET, clock).sign({ userId: 1, sessionId: 's' });
    await expect(accessTokens(`${SECRET}-other`, clock).verify(token)).rejects.toEqual(new AccessTokenError('invalid'));
  });

  it.each(['', 'a.b.c', 'not a token'])('refuses %j', async (token) => {
    await expect(accessTokens(SECRET, manualClock()).verify(token)).rejects.toEqual(new AccessTokenError('invalid'));
  });
});
