import type { Kysely } from 'kysely';
import type { DeviceInfo } from '@app/shared/api-contract/user-service';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { Database, Session } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { PREPARED } from '../../db/prepared-statements.ts';

/** A refresh token (and its session) lives 30 days from its last use. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type RevokeReason = 'logout' | 'refresh-token-reuse' | 'password-changed' | 'password-reset';

export interface NewSession {
  userId: number;
  device: DeviceInfo | undefined;
  ip: string;
  now: number;
}

/** Starts a session (a refresh-token family) and returns its first refresh token. */
export async function createSession(db: Kysely<Database>, input: NewSession): Promise<{ sessionId: string; refreshToken: string }> {
  const now = new Date(input.now);
  const expiresAt = new Date(input.now + REFRESH_TOKEN_TTL_MS);
  return inTransaction(db, async (trx) => {
    const session = await trx
      .insertInto('sessions')
      .values({
        userId: input.userId,
        deviceId: input.device?.deviceId ?? null,
        deviceName: input.device?.deviceName ?? null,
        deviceType: input.device?.deviceType ?? null,
        userAgent: input.device?.userAgent ?? null,
        ip: input.ip,
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refreshToken = randomToken();
    await trx
      .insertInto('refreshTokens')
      .values({ sessionId: session.id, tokenHash: sha256(refreshToken), createdAt: now, expiresAt })
      .execute();
    return { sessionId: session.id, refreshToken };
  });
}

/** The session, while it is live: not revoked, not expired. A query may read it alongside its own rows. */
export function activeSession(db: Kysely<Database>, sessionId: string, now: number) {
  return db.selectFrom('sessions').where('id', '=', sessionId).where('revokedAt', 'is', null).where('expiresAt', '>', new Date(now));
}

export async function findActiveSession(db: Kysely<Database>, sessionId: string, now: number): Promise<Session | undefined> {
  return activeSession(db, sessionId, now).selectAll().modifyEnd(PREPARED).executeTakeFirst();
}

export type RotationResult =
  | { ok: true; userId: number; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'revoked' | 'expired'; sessionId?: string };

/**
 * Exchanges a refresh token for the next one of its family. A token already exchanged means it
 * was copied: the whole family is revoked, so neither copy works any more.
 */
export async function rotateRefreshToken(db: Kysely<Database>, presented: string, now: number): Promise<RotationResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refreshTokens')
      .innerJoin('sessions', 'sessions.id', 'refreshTokens.sessionId')
      .select([
        'refreshTokens.id as tokenId',
        'refreshTokens.usedAt',
        'refreshTokens.expiresAt',
        'sessions.id as sessionId',
        'sessions.userId',
        'sessions.revokedAt',
      ])
      .where('refreshTokens.tokenHash', '=', sha256(presented))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt) return { ok: false, reason: 'revoked', sessionId: row.sessionId } as const;
    if (row.usedAt) {
      await trx
        .updateTable('sessions')
        .set({ revokedAt: new Date(now), revokedReason: 'refresh-token-reuse' })
        .where('id', '=', row.sessionId)
        .execute();
      return { ok: false, reason: 'reused', sessionId: row.sessionId } as const;
    }
    if (row.expiresAt.getTime() <= now) return { ok: false, reason: 'expired', sessionId: row.sessionId } as const;

    const refreshToken = randomToken();
    const expiresAt = new Date(now + REFRESH_TOKEN_TTL_MS);
    await trx
      .updateTable('refreshTokens')
      .set({ usedAt: new Date(now) })
      .where('id', '=', row.tokenId)
      .execute();
    await trx
      .insertInto('refreshTokens')
      .values({ sessionId: row.sessionId, tokenHash: sha256(refreshToken), createdAt: new Date(now), expiresAt })
      .execute();
    await trx
      .updateTable('sessions')
      .set({ lastUsedAt: new Date(now), expiresAt })
      .where('id', '=', row.sessionId)
      .execute();
    return { ok: true, userId: row.userId, sessionId: row.sessionId, refreshToken } as const;
  });
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, reason: RevokeReason, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: new Date(now), revokedReason: reason })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every session of a member, except `keep` (the one changing the password). */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  reason: RevokeReason,
  now: number,
  keep?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: new Date(now), revokedReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keep) query = query.where('id', '<>', keep);
  await query.execute();
}
