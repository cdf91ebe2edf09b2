import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { freshPgliteDir, throwawayPostgres } from '../helpers/databases.ts';
import { describeEachBackend } from '../helpers/suites.ts';

describe('PGlite behind the Kysely Postgres dialect', () => {
  let handle: DatabaseHandle;
  let dir: string;
  let db: Kysely<{ counter: { id: number; value: number } }>;
  beforeAll(async () => {
    dir = await freshPgliteDir();
    handle = await openDatabase({ databaseUrl: null, dataDir: dir });
    db = handle.db as unknown as typeof db;
    await sql`create table counter (id integer primary key, value integer not null)`.execute(db);
    await db.insertInto('counter').values({ id: 1, value: 0 }).execute();
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs concurrent transactions one after another: no update is lost', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (trx) => {
          const { value } = await trx.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
          await new Promise((resolve) => setTimeout(resolve, 1));
          await trx
            .updateTable('counter')
            .set({ value: value + 1 })
            .where('id', '=', 1)
            .execute();
        }),
      ),
    );
    expect((await db.selectFrom('counter').select('value').executeTakeFirstOrThrow()).value).toBe(20);
  });

  it('a rolled-back transaction writes nothing and frees the connection', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('counter').set({ value: 999 }).where('id', '=', 1).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await db.selectFrom('counter').select('value').executeTakeFirstOrThrow()).value).toBe(20);
  });

  it('reports affected rows', async () => {
    const result = await db.updateTable('counter').set({ value: 21 }).where('id', '=', 1).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });
});

describeEachBackend('one query path (%s)', (backend) => {
  it('parses int8, date, timestamptz and jsonb the same way on both databases', async () => {
    const dir = await freshPgliteDir();
    const postgres = backend === 'postgres' ? await throwawayPostgres() : null;
    const handle = await openDatabase({ databaseUrl: postgres?.url ?? null, dataDir: dir });
    try {
      const row = await sql<{
        big: number;
        day: string;
        at: Date;
        doc: { a: number };
        n: string;
      }>`select 5::int8 as big, date '2026-03-01' as day, now() as at, '{"a":1}'::jsonb as doc, 1.50::numeric as n`.execute(handle.db);
      expect(row.rows[0]).toMatchObject({ big: 5, day: '2026-03-01', doc: { a: 1 }, n: '1.50' });
      expect(row.rows[0]?.at).toBeInstanceOf(Date);
      expect(handle.kind).toBe(backend);
    } finally {
      await handle.close();
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
