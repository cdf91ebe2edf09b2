import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LogbookExportEntry } from './logbook-csv.ts';
import { type AccountExport } from '@app/shared/api-contract/account-data';

/** A table that holds her rows: by her user id, or through a row of hers (a session's tokens, a list's lines). */
type HerTable = { table: string } & ({ userColumn: 'user_id' } | { parent: string; foreignKey: string });

/**
 * Every table that holds a member's rows. The export holds each of them; deleting her account
 * removes each of them (their foreign keys cascade from users). account-data.test.ts reads the
 * schema and fails when a table with a user id, or a child of one, is missing here.
 */
export const HER_TABLES: readonly HerTable[] = [
  { table: 'sessions', userColumn: 'user_id' },
  { table: 'refresh_tokens', parent: 'sessions', foreignKey: 'session_id' },
  { table: 'email_otps', userColumn: 'user_id' },
  { table: 'password_resets', userColumn: 'user_id' },
  { table: 'subscriptions', userColumn: 'user_id' },
  { table: 'trial_reminders', parent: 'subscriptions', foreignKey: 'subscription_id' },
  { table: 'local_checkout_sessions', userColumn: 'user_id' },
  { table: 'favourites', userColumn: 'user_id' },
  { table: 'completions', userColumn: 'user_id' },
  { table: 'history', userColumn: 'user_id' },
  { table: 'trained_workouts', userColumn: 'user_id' },
  { table: 'program_enrolments', userColumn: 'user_id' },
  { table: 'stage_notices', userColumn: 'user_id' },
  { table: 'course_progress', userColumn: 'user_id' },
  { table: 'planner_weeks', userColumn: 'user_id' },
  { table: 'planner_items', userColumn: 'user_id' },
  { table: 'logbook_entries', userColumn: 'user_id' },
  { table: 'body_measurements', userColumn: 'user_id' },
  { table: 'calendar_feeds', userColumn: 'user_id' },
  { table: 'workout_reminders', userColumn: 'user_id' },
  { table: 'reminder_sends', userColumn: 'user_id' },
  { table: 'shopping_lists', userColumn: 'user_id' },
  { table: 'shopping_list_meals', parent: 'shopping_lists', foreignKey: 'list_id' },
  { table: 'shopping_list_lines', parent: 'shopping_lists', foreignKey: 'list_id' },
  { table: 'shopping_list_shares', parent: 'shopping_lists', foreignKey: 'list_id' },
  { table: 'shopping_list_operations', parent: 'shopping_lists', foreignKey: 'list_id' },
];

/** Secrets never exported: hashes of her password, her codes and her tokens (snake_case, as in the schema). */
export const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  users: ['password_hash'],
  refresh_tokens: ['token_hash'],
  email_otps: ['code_hash'],
  password_resets: ['token_hash'],
  calendar_feeds: ['secret_hash'],
};

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_match, char: string) => char.toUpperCase());

function withoutSecrets(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const secrets = new Set((SECRET_COLUMNS[table] ?? []).map(camel));
  return Object.fromEntries(Object.entries(row).filter(([column]) => !secrets.has(column)));
}

async function herRows(db: Kysely<Database>, userId: number, entry: HerTable): Promise<Record<string, unknown>[]> {
  const query =
    'userColumn' in entry
      ? sql<Record<string, unknown>>`select * from ${sql.table(entry.table)} where user_id = ${userId} order by 1, 2`
      : sql<Record<string, unknown>>`select c.* from ${sql.table(entry.table)} c
          where c.${sql.ref(entry.foreignKey)} in (select p.id from ${sql.table(entry.parent)} p where p.user_id = ${userId})
          order by 1, 2`;
  const { rows } = await query.execute(db);
  return rows.map((row) => withoutSecrets(entry.table, row));
}

/** Everything the product holds about her; undefined when the account is gone. */
export async function accountExport(db: Kysely<Database>, userId: number, now: number): Promise<AccountExport | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const tables: AccountExport['tables'] = {};
  for (const entry of HER_TABLES) tables[entry.table] = await herRows(db, userId, entry);
  return {
    format: 'kindred-account-export',
    version: 1,
    exportedAt: new Date(now).toISOString(),
    profile: withoutSecrets('users', user),
    tables,
  };
}

/** Her logbook entries with their workout's and exercise's names, oldest first. */
export async function logbookExport(db: Kysely<Database>, userId: number): Promise<LogbookExportEntry[]> {
  return db
    .selectFrom('logbookEntries as l')
    .leftJoin('contentItems as ci', 'ci.contentId', 'l.routineId')
    .leftJoin('exercises as e', 'e.id', 'l.exerciseId')
    .select(['l.loggedAt', 'l.updatedAt', 'l.routineId', 'ci.title as workout', 'l.exerciseId', 'e.name as exercise', 'l.sets'])
    .where('l.userId', '=', userId)
    .orderBy('l.loggedAt')
    .orderBy('l.id')
    .execute();
}
