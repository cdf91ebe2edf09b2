import type { Kysely } from 'kysely';
import type { Database, User, UserUpdate } from '../../db/schema.ts';

const UNIQUE_VIOLATION = '23505';

/** Emails are stored trimmed and lower-cased, so "Jane@Example.com " and "jane@example.com" are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function emailExists(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row !== undefined;
}

/** The new user, or null when the email is taken (also when another request took it a moment ago). */
export async function createUser(
  db: Kysely<Database>,
  input: { email: string; name: string; passwordHash: string; timezone: string | null; now: number },
): Promise<User | null> {
  try {
    return await db
      .insertInto('users')
      .values({
        email: normalizeEmail(input.email),
        name: input.name,
        passwordHash: input.passwordHash,
        emailVerifiedAt: null,
        timezone: input.timezone,
        genderId: null,
        fitnessId: null,
        mealId: null,
        createdAt: new Date(input.now),
        updatedAt: new Date(input.now),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
    throw error;
  }
}

export async function updateUser(db: Kysely<Database>, id: number, patch: UserUpdate, now: number): Promise<User> {
  return db
    .updateTable('users')
    .set({ ...patch, updatedAt: new Date(now) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
