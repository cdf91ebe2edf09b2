import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link that stops her reminders in one tap (issue 43): her user id and the server's HMAC of
 * it, so it needs no sign-in and cannot be made for another member. It stays good until she sets
 * reminders again and stops them again, as a mailing list's unsubscribe link does.
 */
const PURPOSE = 'workout-reminders-stop';

const mac = (secret: string, userId: number) => createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');

export function stopToken(secret: string, userId: number): string {
  return `${userId}.${mac(secret, userId)}`;
}

/** The member a token stops reminders for, or null for a token that is not one of ours. */
export function stopTokenUser(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
