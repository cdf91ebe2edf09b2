import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Where servers before the database kept their generated secret: adopted once, so their sessions stay valid. */
export const LEGACY_SECRET_FILE = 'jwt-secret';
const MIN_LENGTH = 32;
const SECRET_NAME = 'server';

/**
 * JWT_SECRET when set. Otherwise the secret generated once and kept in the database, so a restart
 * keeps sessions valid and every instance on one database (several behind a load balancer, with
 * DATABASE_URL) signs and checks tokens, page sessions and codes with the same one: the first to
 * start writes it (insert, on conflict do nothing, then read it back, in one transaction), so two
 * starting at once agree. A secret an older server kept in DATA_DIR/jwt-secret becomes it.
 */
export async function resolveServerSecret(configured: string | null, db: Kysely<Database>, dataDir: string): Promise<string> {
  if (configured) {
    if (configured.length < MIN_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_LENGTH} characters.`);
    return configured;
  }
  const candidate = legacySecret(dataDir) ?? randomBytes(48).toString('base64url');
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('serverSecrets')
      .values({ name: SECRET_NAME, value: candidate })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await trx.selectFrom('serverSecrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
    return row.value;
  });
}

function legacySecret(dataDir: string): string | null {
  const file = path.join(dataDir, LEGACY_SECRET_FILE);
  if (!existsSync(file)) return null;
  const stored = readFileSync(file, 'utf8').trim();
  return stored.length >= MIN_LENGTH ? stored : null;
}
