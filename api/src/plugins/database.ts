import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { seedDatabase } from '../db/seed/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    /**
     * Goes up whenever the seed (or a later content import) has written the content, so replies
     * built from it and kept in memory (the home screen) are rebuilt. Call contentChanged() after
     * writing content.
     */
    contentVersion: number;
    contentChanged(): void;
  }
}

interface DatabasePluginOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Another app's open database in this process (a second instance on one PGlite): used as it is, left open on close. */
  shared?: Pick<DatabaseHandle, 'db' | 'kind'>;
}

/** Opens PGlite (or PostgreSQL), migrates to the latest schema, seeds, and closes on app close. */
async function database(app: FastifyInstance, options: DatabasePluginOptions) {
  if (options.shared) {
    decorate(app, options.shared.db, options.shared.kind);
    return;
  }
  const handle = await openDatabase({
    ...options,
    onConnectionError: (error) => app.log.error({ err: error }, 'a database connection broke'),
  });
  try {
    const applied = await migrateToLatest(handle.db as Kysely<unknown>);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    await seedDatabase(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  decorate(app, handle.db, handle.kind);
  app.addHook('onClose', async () => {
    await handle.close();
  });
}

function decorate(app: FastifyInstance, db: Kysely<Database>, kind: DatabaseKind) {
  app.decorate('db', db);
  app.decorate('dbKind', kind);
  app.decorate('contentVersion', 1);
  app.decorate('contentChanged', function (this: FastifyInstance) {
    app.contentVersion += 1;
  });
}

export default fp(database, { name: 'database' });
