import type { Kysely } from 'kysely';
import type { AboutData, Platform, PlatformConfigEntry } from '@app/shared/api-contract/platform';
import type { Database } from '../../db/schema.ts';

/** The site_pages row of the about page (the seed writes it). */
export const ABOUT_PAGE_KEY = 'about';

export async function platformConfig(db: Kysely<Database>, platform: Platform): Promise<PlatformConfigEntry[]> {
  const rows = await db.selectFrom('platformConfigs').select(['id', 'platform', 'data']).where('platform', '=', platform).execute();
  return rows.map((row) => ({ id: row.id, platform: row.platform as Platform, data: row.data }));
}

/** configData.commonPattern of the web platform: the banned password words. */
export async function bannedPasswordWords(db: Kysely<Database>): Promise<string[]> {
  const [entry] = await platformConfig(db, 'WEB');
  return entry?.data.commonPattern ?? [];
}

export async function aboutPage(db: Kysely<Database>): Promise<AboutData | undefined> {
  const row = await db.selectFrom('sitePages').select('data').where('key', '=', ABOUT_PAGE_KEY).executeTakeFirst();
  return row?.data;
}
