import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { PLANNER_PATHS } from '@app/shared/api-contract/planner';
import { SHOPPING_LIST_PATHS, shoppingListAddPath } from '@app/shared/api-contract/shopping-list';
import { SUBSCRIPTION_SERVICE_PATHS, TEST_CARDS, type CheckoutSessionData } from '@app/shared/api-contract/subscription-service';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { todayInZone, weekStartOf } from '@app/shared/planner/calendar';
import { HER_TABLES, SECRET_COLUMNS } from '../../../src/features/account-data/account-export-repository.ts';
import { LOGBOOK_CSV_HEADER } from '../../../src/features/account-data/logbook-csv.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, databaseSnapshot, latestMail, login, signUp, type TestApp } from '../../helpers/test-app.ts';
import { ACCOUNT_DATA_MESSAGES, ACCOUNT_DATA_PATHS, type AccountExport } from '@app/shared/api-contract/account-data';

type Member = Awaited<ReturnType<typeof signUp>>;

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_match, char: string) => char.toUpperCase());

describeEachBackend('her data: export and account deletion (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const post = (url: string, member: Member, payload: object) =>
    call(t.app, { method: 'POST', url, headers: { timezone: 'Australia/Sydney', ...bearer(member.token) }, payload });

  /** A download with her password: the 200 and its attachment, or the test fails saying why. */
  async function download(url: string, member: Member) {
    const response = await t.app.inject({ method: 'POST', url, headers: bearer(member.token), payload: { password: member.password } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response;
  }

  /** Every column of the schema, by table. */
  async function columnsByTable(): Promise<Map<string, string[]>> {
    const { rows } = await sql<{ table: string; column: string }>`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`.execute(t.app.db);
    const tables = new Map<string, string[]>();
    for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), row.column]);
    return tables;
  }

  /**
   * The tables that hold a member, read from the schema: a column named user_id or member_id (or
   * ending so), and the tables whose foreign key points at a row of one of those, and so on down.
   */
  async function tablesHoldingHer(): Promise<{ direct: string[]; children: string[] }> {
    const columns = await columnsByTable();
    const direct = [...columns]
      .filter(([table, names]) => table !== 'users' && names.some((name) => /(^|_)(user|member)_id$/.test(name)))
      .map(([table]) => table);
    const { rows } = await sql<{ table: string; parent: string }>`
      select distinct kcu.table_name as "table", ccu.table_name as parent
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where kcu.table_schema = current_schema()`.execute(t.app.db);
    const held = new Set(direct);
    const children: string[] = [];
    for (let grew = true; grew;) {
      grew = false;
      for (const row of rows) {
        if (held.has(row.parent) && !held.has(row.table)) {
          held.add(row.table);
          children.push(row.table);
          grew = true;
        }
      }
    }
    return { direct, children };
  }

  /** Her rows of a table: by her user id, or through the parent row of hers HER_TABLES names. */
  async function herRowCount(member: Member, table: string): Promise<number> {
    const entry = HER_TABLES.find((candidate) => candidate.table === table);
    const query =
      entry && 'parent' in entry
        ? sql<{
            n: string;
          }>`select count(*)::text as n from ${sql.table(table)} where ${sql.ref(entry.foreignKey)} in (select id from ${sql.table(entry.parent)} where user_id = ${member.id})`
        : sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)} where user_id = ${member.id}`;
    return Number((await query.execute(t.app.db)).rows[0]!.n);
  }

  /** A row of hers in every table that can hold one, through the API where a route writes it. */
  async function fillEveryTable(member: Member): Promise<void> {
    const ok = async (reply: Promise<{ status: number; body: { message: string } }>) => {
      const { status, body } = await reply;
      expect(status, body.message).toBe(200);
    };
    await ok(post(USER_SERVICE_PATHS.saveProfile, member, { genderId: 1, fitnessId: 1, mealId: 1, cooksFor: 2 }));
    await ok(call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.forgotPassword, payload: { email: member.email } }));
    const monday = weekStartOf(todayInZone(new Date(t.clock.now()), 'Australia/Sydney'));
    await ok(
      call(t.app, {
        method: 'GET',
        url: `${PLANNER_PATHS.planner}?startDate=${monday}`,
        headers: { timezone: 'Australia/Sydney', ...bearer(member.token) },
      }),
    );
    await ok(post(SHOPPING_LIST_PATHS.save, member, { meals: [{ recipeId: 40001, activityId: 'wk1-mon-dinner', servings: 2 }] }));
    const list = await t.app.db.selectFrom('shoppingLists').select('id').where('userId', '=', member.id).executeTakeFirstOrThrow();
    await ok(
      post(shoppingListAddPath(list.id), member, {
        operationId: `op-${member.id}-12345678`,
        name: 'Tomatoes',
        quantity: '3',
        unit: 'singular',
        category: 'Fruit & Vegetables',
      }),
    );
    for (const weight of [
      { value: 12.5, unit: 'kg' },
      { value: 30, unit: 'lb' },
    ])
      await ok(
        post('/progress/progress-service/api/logbook', member, { routineId: 10085, exerciseId: 20004, sets: [{ reps: 10, weight }] }),
      );
    const checkout = await post(SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession, member, { planId: 3 });
    expect(checkout.status).toBe(200);
    const paid = await t.app.localCheckout!.payCheckout((checkout.body.data as CheckoutSessionData).checkoutId, TEST_CARDS.succeeds);
    expect(paid.paid).toBe(true);

    // The rest straight into their tables (their routes have tests of their own).
    const db = t.app.db;
    const subscription = await db.selectFrom('subscriptions').select('id').where('userId', '=', member.id).executeTakeFirstOrThrow();
    await db
      .insertInto('trialReminders')
      .values({ subscriptionId: subscription.id, trialEndsAt: new Date(t.clock.now()) })
      .execute();
    const day = '2026-11-20';
    await db.insertInto('favourites').values({ userId: member.id, contentId: 5012 }).execute();
    await db
      .insertInto('completions')
      .values({
        userId: member.id,
        contentId: 5012,
        setType: null,
        isPlanner: false,
        selectedDate: null,
        isLeftOver: false,
        isGoingOut: false,
        isPolicy: false,
        title: 'Lying flat',
        completedOn: day,
      })
      .execute();
    await db.insertInto('history').values({ userId: member.id, contentId: 5012, action: 'completed', onDate: day }).execute();
    const programDay = await db
      .selectFrom('programDays')
      .select(['programId', 'week', 'day', 'workoutId'])
      .where('workoutId', 'is not', null)
      .orderBy('programId')
      .orderBy('week')
      .orderBy('day')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('programEnrolments')
      .values({ userId: member.id, programId: programDay.programId, status: 'in-progress' })
      .execute();
    await db
      .insertInto('courseProgress')
      .values({ userId: member.id, ...programDay, workoutId: programDay.workoutId!, setType: 0 })
      .execute();
    await db
      .insertInto('trainedWorkouts')
      .values({
        userId: member.id,
        contentId: programDay.workoutId!,
        onDate: day,
        source: 'program',
        startedAt: null,
        finishedAt: null,
        setsDone: 3,
        setsTotal: 4,
      })
      .execute();
    await db
      .insertInto('stageNotices')
      .values({
        userId: member.id,
        fromStage: 'trimester1',
        toStage: 'trimester2',
        onDate: day,
        paused: [],
        resumed: [],
        replaced: JSON.stringify([]),
        dismissedAt: null,
      })
      .execute();
    await db
      .insertInto('bodyMeasurements')
      .values({
        userId: member.id,
        weightValue: 64.5,
        weightUnit: 'kg',
        waistValue: 71,
        waistUnit: 'cm',
        hipsValue: null,
        hipsUnit: null,
        chestValue: null,
        chestUnit: null,
      })
      .execute();
    await db
      .insertInto('calendarFeeds')
      .values({ userId: member.id, secretHash: `hash-of-${member.id}` })
      .execute();
    await db
      .insertInto('workoutReminders')
      .values({ userId: member.id, days: [1, 3], hour: 7 })
      .execute();
    await db.insertInto('reminderSends').values({ userId: member.id, onDate: day }).execute();
  }

  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bobbie' });
    await fillEveryTable(alice);
    await fillEveryTable(bob);
  });

  it('the export lists exactly the tables the schema says hold a member, and leaves out only the listed secrets', async () => {
    const { direct, children } = await tablesHoldingHer();
    expect(direct.length).toBeGreaterThan(10);
    expect(HER_TABLES.map((entry) => entry.table).sort()).toEqual([...direct, ...children].sort());
    // A child reaches her through a parent that holds her user id, by a column it has.
    const columns = await columnsByTable();
    for (const entry of HER_TABLES) {
      if ('parent' in entry) {
        expect(direct, entry.table).toContain(entry.parent);
        expect(columns.get(entry.table), entry.table).toContain(entry.foreignKey);
      } else expect(direct).toContain(entry.table);
    }
    // Left out of the export on purpose: password, code and token hashes. A new column that looks like a secret must be listed or exported.
    expect(SECRET_COLUMNS).toEqual({
      users: ['password_hash'],
      refresh_tokens: ['token_hash'],
      email_otps: ['code_hash'],
      calendar_feeds: ['secret_hash'],
      password_resets: ['token_hash'],
    });
    for (const table of ['users', ...HER_TABLES.map((entry) => entry.table)]) {
      const secretLooking = (columns.get(table) ?? []).filter((name) => /hash|secret|token$/.test(name));
      expect(secretLooking, table).toEqual([...(SECRET_COLUMNS[table] ?? [])]);
    }
  });

  it('exports every row of hers in every such table, every column but the secrets, and nothing of another member', async () => {
    const { headers, body } = await download(ACCOUNT_DATA_PATHS.exportData, alice);
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['content-disposition']).toMatch(/^attachment; filename="kindred-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = JSON.parse(body) as AccountExport;
    expect(exported).toMatchObject({ format: 'kindred-account-export', version: 1 });
    const columns = await columnsByTable();
    const secretless = (table: string) =>
      (columns.get(table) ?? [])
        .filter((name) => !(SECRET_COLUMNS[table] ?? []).includes(name))
        .map(camel)
        .sort();

    expect(Object.keys(exported.profile).sort()).toEqual(secretless('users'));
    expect(exported.profile).toMatchObject({
      id: alice.id,
      email: alice.email,
      name: 'Alice',
      genderId: 1,
      fitnessId: 1,
      mealId: 1,
      cooksFor: 2,
    });

    const { direct, children } = await tablesHoldingHer();
    expect(Object.keys(exported.tables).sort()).toEqual([...direct, ...children].sort());
    for (const table of direct) {
      const rows = exported.tables[table]!;
      expect(rows.length, table).toBe(await herRowCount(alice, table));
      expect(rows.length, `${table} has a row of hers to check`).toBeGreaterThan(0);
      for (const row of rows) {
        expect(Object.keys(row).sort(), table).toEqual(secretless(table));
        expect(row.userId, table).toBe(alice.id);
      }
    }
    for (const child of children) {
      const rows = exported.tables[child]!;
      expect(rows.length, child).toBe(await herRowCount(alice, child));
      expect(rows.length, `${child} has a row of hers to check`).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row).sort(), child).toEqual(secretless(child));
    }
    expect(body).not.toContain(bob.email);
    const hashes = await t.app.db.selectFrom('users').select('passwordHash').where('id', '=', alice.id).executeTakeFirstOrThrow();
    expect(body).not.toContain(hashes.passwordHash);
    const tokenHashes = await t.app.db.selectFrom('refreshTokens').select('tokenHash').execute();
    for (const { tokenHash } of tokenHashes) expect(body).not.toContain(tokenHash);
  });

  it('exports her logbook as RFC 4180 CSV: one record per set, each weight in the unit it was entered in', async () => {
    const { headers, body } = await download(ACCOUNT_DATA_PATHS.exportLogbook, alice);
    expect(headers['content-type']).toMatch(/^text\/csv/);
    expect(headers['content-disposition']).toMatch(/^attachment; filename="kindred-logbook-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records = body.split('\r\n');
    expect(records.pop()).toBe('');
    expect(records[0]).toBe(LOGBOOK_CSV_HEADER.join(','));
    expect(records).toHaveLength(3);
    expect(records.slice(1).map((record) => record.split(',').slice(-4))).toEqual([
      ['1', '10', '12.5', 'kg'],
      ['1', '10', '30', 'lb'],
    ]);
    expect(records[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[^,]+,[^,]+,10085,/);
  });

  it('a wrong password, or no confirmation, is a 400 with a clear message and changes nothing', async () => {
    const before = await databaseSnapshot(t.app);
    for (const url of [ACCOUNT_DATA_PATHS.exportData, ACCOUNT_DATA_PATHS.exportLogbook]) {
      const { status, body, response } = await post(url, alice, { password: 'Wrong2024xx' });
      expect([status, body.errorCode, body.message], url).toEqual([400, 'PASSWORD_WRONG', ACCOUNT_DATA_MESSAGES.passwordWrong]);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    const wrong = await post(ACCOUNT_DATA_PATHS.deleteAccount, alice, { password: 'Wrong2024xx', confirm: true });
    expect([wrong.status, wrong.body.errorCode, wrong.body.message]).toEqual([400, 'PASSWORD_WRONG', ACCOUNT_DATA_MESSAGES.passwordWrong]);
    for (const payload of [{ password: alice.password }, { password: alice.password, confirm: false }]) {
      expect((await post(ACCOUNT_DATA_PATHS.deleteAccount, alice, payload)).status).toBe(400);
    }
    expect(await databaseSnapshot(t.app)).toEqual(before);
    expect((await call(t.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers: bearer(alice.token) })).status).toBe(200);
  });

  it('a payment provider that cannot be reached is a 502, and nothing is deleted', async () => {
    const before = await databaseSnapshot(t.app);
    const closing = vi.spyOn(t.app.payments, 'closeCustomer').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const { status, body } = await post(ACCOUNT_DATA_PATHS.deleteAccount, alice, { password: alice.password, confirm: true });
    expect([status, body.errorCode, body.message]).toEqual([502, 'PAYMENT_PROVIDER_FAILED', ACCOUNT_DATA_MESSAGES.providerFailed]);
    expect(closing).toHaveBeenCalledWith(alice.id);
    closing.mockRestore();
    expect(await databaseSnapshot(t.app)).toEqual(before);
  });

  it('deleting her account leaves no row with her id, closes her provider customer, mails her, and signs her out everywhere', async () => {
    const { direct, children } = await tablesHoldingHer();
    const counts = async (member: Member) =>
      Object.fromEntries(
        await Promise.all([...[...direct, ...children].map(async (table) => [table, await herRowCount(member, table)] as const)]),
      );
    const bobsBefore = await counts(bob);
    const customer = await t.app.db
      .selectFrom('subscriptions')
      .select('providerCustomerId')
      .where('userId', '=', alice.id)
      .executeTakeFirstOrThrow();
    expect(customer.providerCustomerId).toMatch(/^local_cus_/);
    // Her rows by their own keys, to look for after the cascade.
    const sessionIds = (await t.app.db.selectFrom('sessions').select('id').where('userId', '=', alice.id).execute()).map((row) => row.id);
    const otherDevice = (await login(t.app, alice.email)).body.data;

    const deleted = await post(ACCOUNT_DATA_PATHS.deleteAccount, alice, { password: alice.password, confirm: true });
    expect([deleted.status, deleted.body.message]).toEqual([200, ACCOUNT_DATA_MESSAGES.accountDeleted]);

    // No table holds her id: every one with a user id column, and every child of those.
    for (const [table, count] of Object.entries(await counts(alice))) expect(count, table).toBe(0);
    expect(await t.app.db.selectFrom('users').select('id').where('id', '=', alice.id).executeTakeFirst()).toBeUndefined();
    expect(await t.app.db.selectFrom('refreshTokens').select('id').where('sessionId', 'in', sessionIds).execute()).toEqual([]);
    // Kept, anonymised: the payment events, with no user id column; the closing of her customer among them.
    expect((await columnsByTable()).get('payment_events')).not.toContainEqual(expect.stringMatching(/user|member|email/));
    const closing = await t.app.db
      .selectFrom('paymentEvents')
      .selectAll()
      .where('eventId', '=', `customer-closed:${customer.providerCustomerId}`)
      .executeTakeFirst();
    expect(closing).toMatchObject({ provider: 'local', type: 'customer-closed' });

    // The outbox keeps only the confirmation for her address: her earlier mail (codes, reset link) is gone.
    const mail = await latestMail(t.app, alice.email);
    expect(mail?.subject).toBe('Your Kindred account is deleted');
    expect(await t.app.db.selectFrom('outbox').select('subject').where('recipient', '=', alice.email).execute()).toEqual([
      { subject: 'Your Kindred account is deleted' },
    ]);

    // Signed out on every device; her credentials now get the normal refusal.
    for (const token of [alice.token, otherDevice.token]) {
      expect((await call(t.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers: bearer(token) })).status).toBe(401);
    }
    const again = await login(t.app, alice.email, alice.password);
    const nobody = await login(t.app, 'nobody.ever@example.com', alice.password);
    expect([again.status, again.body.message]).toEqual([nobody.status, ACCOUNT_MESSAGES.invalidCredentials]);

    // Bob keeps all of his.
    expect(await counts(bob)).toEqual(bobsBefore);
    expect((await call(t.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers: bearer(bob.token) })).status).toBe(200);
  });
});
