import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { PREPARED, preparedStatementName } from '../../src/db/prepared-statements.ts';
import type { Database } from '../../src/db/schema.ts';
import { throwawayPostgres } from '../helpers/databases.ts';
import { describeOnPostgres } from '../helpers/suites.ts';

describe('preparedStatementName', () => {
  const marked = (text: string) => `${text} /* prepared */`;
  it.each([
    ['a marked query has a name', marked('select 1'), /^prepared_[0-9a-f]{20}$/],
    ['an unmarked query runs unnamed', 'select 1', null],
    ['the mark must end the text', `${marked('select 1')} limit 1`, null],
  ])('%s', (_case, text, expected) => {
    const name = preparedStatementName(text);
    if (expected === null) expect(name).toBeNull();
    else expect(name).toMatch(expected);
  });

  it('gives one text one name, and two texts two names', () => {
    const text = 'select id from users where id = $1 /* prepared */';
    expect(preparedStatementName(text)).toBe(preparedStatementName(text));
    expect(preparedStatementName(text)).not.toBe(preparedStatementName('select id from users where id = $2 /* prepared */'));
  });
});

describeOnPostgres('a marked query on PostgreSQL (%s)', () => {
  let postgres: Awaited<ReturnType<typeof throwawayPostgres>>;
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  beforeAll(async () => {
    postgres = await throwawayPostgres();
    // One connection: the prepared statements are that connection's.
    handle = await openDatabase({ databaseUrl: postgres.url, dataDir: '', poolSize: 1 });
    db = handle.db;
  });
  afterAll(async () => {
    await handle.close();
    await postgres.drop();
  });

  const preparedHere = async () =>
    (await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(db)).rows.map((row) => row.name);
  const numbers = (n: number, marked: boolean) => {
    const query = db.selectNoFrom(sql<number>`${n}::int * 2`.as('twice'));
    return (marked ? query.modifyEnd(PREPARED) : query).executeTakeFirstOrThrow();
  };

  it('runs as one named statement, prepared once and answering each call with its own values', async () => {
    expect(await numbers(2, false)).toEqual({ twice: 4 });
    expect(await preparedHere()).toEqual([]);
    expect(await numbers(3, true)).toEqual({ twice: 6 });
    expect(await numbers(21, true)).toEqual({ twice: 42 });
    expect(await preparedHere()).toHaveLength(1);
    expect((await preparedHere())[0]).toMatch(/^prepared_/);
  });
});
