import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedCatalogDocument } from '../../src/db/seed/catalog/seed-catalog.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';

/** PGlite always; PostgreSQL too when DATABASE_URL points at a server (helpers/suites.ts). */
export type Backend = 'pglite' | 'postgres';

const require = createRequire(import.meta.url);

function pgliteVersion(): string {
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

const migrationsDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../src/db/migrations');

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * A PGlite cluster with every migration applied, made once per machine, PGlite version and
 * migration set (initdb and the DDL take seconds; copying takes milliseconds). The app still
 * runs its migration check and the seed on every start; the restart test and PostgreSQL run
 * the migrations from an empty database. The template is seeded too, so a start writes the
 * catalog only when its content has changed since (the seed compares a hash of it).
 */
async function pgliteTemplate(): Promise<string> {
  const target = path.join(
    tmpdir(),
    `kindred-pglite-template-${pgliteVersion()}-${migrationsHash()}-${seedCatalogDocument().hash.slice(0, 12)}`,
  );
  if (existsSync(path.join(target, 'PG_VERSION'))) return target;
  const building = mkdtempSync(path.join(tmpdir(), 'kindred-pglite-building-'));
  const handle = await openDatabase({ databaseUrl: null, dataDir: building });
  await migrateToLatest(handle.db as Kysely<unknown>);
  await seedDatabase(handle.db);
  await handle.close();
  try {
    renameSync(building, target);
  } catch {
    // Another worker finished first.
    rmSync(building, { recursive: true, force: true });
  }
  return target;
}

/** A data folder of its own, from the template. */
export async function freshPgliteDir(): Promise<string> {
  const template = await pgliteTemplate();
  const dir = mkdtempSync(path.join(tmpdir(), 'kindred-api-test-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

let counter = 0;

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL database with every migration applied and the seed written, made once per server,
 * migration set and catalog, and kept like the PGlite template. CREATE DATABASE ... TEMPLATE copies
 * it in a fraction of a second; migrating and seeding an empty database takes seconds. The workers
 * take turns through an advisory lock; the one that finds no template builds it and drops the
 * templates of other migration sets or catalogs (one in use by a copy is left for the next run).
 */
async function postgresTemplate(adminUrl: string, prefix: string): Promise<string> {
  const stamp = `${migrationsHash()}_${seedCatalogDocument().hash.slice(0, 12)}`;
  const name = `${prefix}_template_${stamp}`;
  return withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [`${prefix}_template`]);
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `${prefix}\\_template\\_%`,
      ]);
      if (rows.some((row) => row.datname === name)) return name;
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
      try {
        await migrateToLatest(handle.db as Kysely<unknown>);
        await seedDatabase(handle.db);
      } catch (error) {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        throw error;
      }
      await handle.close();
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [`${prefix}_template`]);
    }
  });
}

/**
 * A throwaway database on the DATABASE_URL server; drop() removes it. Empty, or with `seeded` a
 * copy of the migrated and seeded template, as a fresh app's database is after its first start.
 */
export async function throwawayPostgres({ seeded = false }: { seeded?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  // TEST_DB_PREFIX: several checkouts testing on one server at once tell their databases apart.
  const prefix = process.env.TEST_DB_PREFIX ?? 'kindred_test';
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const template = seeded ? await postgresTemplate(adminUrl, prefix) : null;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdmin(adminUrl, async (client) => {
        // The app's pool may still be saying goodbye; forcing the drop then kills a connection
        // mid-close, which pg reports as an uncaught error. Wait up to 5 s for them to leave.
        for (let attempt = 0; attempt < 100; attempt++) {
          const { rows } = await client.query<{ count: string }>('select count(*) as count from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (Number(rows[0]?.count ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

/** Why the Redis suites skip when availableRedisUrl finds none (CI sets REDIS_URL). */
export const NO_REDIS = 'no Redis: REDIS_URL is unset and nothing answers on 127.0.0.1:6379';

/** REDIS_URL, or the local server when one answers on 127.0.0.1:6379; null when there is none. */
export async function availableRedisUrl(): Promise<string | null> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379, timeout: 500 });
    const done = (url: string | null) => {
      socket.destroy();
      resolve(url);
    };
    socket.once('connect', () => done('redis://127.0.0.1:6379'));
    socket.once('timeout', () => done(null));
    socket.once('error', () => done(null));
  });
}
