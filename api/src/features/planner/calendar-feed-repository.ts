import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { FeedItem } from './calendar-feed.ts';

type Db = Kysely<Database>;

/** Her link's state: since when it works, or null when she has none. */
export async function feedCreatedAt(db: Db, userId: number): Promise<Date | null> {
  const row = await db.selectFrom('calendarFeeds').select('createdAt').where('userId', '=', userId).executeTakeFirst();
  return row?.createdAt ?? null;
}

/** A new secret for her: its hash replaces any older one in the same statement, so the old link stops at once. */
export async function createFeed(db: Db, userId: number, now: Date): Promise<{ secret: string; createdAt: Date }> {
  const secret = randomToken();
  const secretHash = sha256(secret);
  await db
    .insertInto('calendarFeeds')
    .values({ userId, secretHash, createdAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ secretHash, createdAt: now }))
    .execute();
  return { secret, createdAt: now };
}

export async function revokeFeed(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('calendarFeeds').where('userId', '=', userId).execute();
}

/** The member a presented secret opens, with what her feed is written in: null for no such link. */
export async function feedOwner(db: Db, secret: string) {
  return (
    (await db
      .selectFrom('calendarFeeds as f')
      .innerJoin('users as u', 'u.id', 'f.userId')
      .select(['u.id', 'u.timezone', 'u.regionId'])
      .where('f.secretHash', '=', sha256(secret))
      .executeTakeFirst()) ?? null
  );
}

/** Her planned workouts and meals from `from` to `to` (inclusive), by day and time of day. */
export async function feedItems(db: Db, userId: number, from: string, to: string): Promise<FeedItem[]> {
  const rows = await db
    .selectFrom('plannerItems as pi')
    .innerJoin('contentItems as ci', (join) => join.on(sql<boolean>`ci.content_id = coalesce(pi.content_id, pi.original_content_id)`))
    .leftJoin('workouts as w', 'w.contentId', 'ci.contentId')
    .select([
      'pi.id',
      'pi.onDate',
      'pi.slot',
      'pi.contentId',
      'pi.isLeftOver',
      'pi.isGoingOut',
      'ci.title',
      'ci.titleUk',
      'ci.titleUs',
      'ci.urlPartial',
      'ci.duration',
      'w.setType',
    ])
    .where('pi.userId', '=', userId)
    .where('pi.onDate', '>=', from)
    .where('pi.onDate', '<=', to)
    .where('pi.slot', '!=', 'article')
    .orderBy('pi.onDate')
    .orderBy('pi.id')
    .execute();
  return rows.map((row) => ({ ...row, slot: row.slot as FeedItem['slot'] }));
}
