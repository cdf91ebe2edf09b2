import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseKind } from '../db/database.ts';
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

export interface DatabasePluginOptions {
  databaseUrl: string | null;
  dataDir: string;
}

/** Opens PGlite (or PostgreSQL), migrates to the latest schema, seeds, and closes on app close. */
async function database(app: FastifyInstance, options: DatabasePluginOptions) {
  const handle = await openDatabase({ ...options, onConnectionError: (error) => app.log.error({ err: error }, 'a database connection broke') });
  try {
    const applied = await migrateToLatest(handle.db as Kysely<unknown>);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    await seedDatabase(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  app.decorate('contentVersion', 1);
  app.decorate('contentChanged', function (this: FastifyInstance) {
    app.contentVersion += 1;
  });
  app.addHook('onClose', async () => {
    await handle.close();
  });
}

export default fp(database, { name: 'database' });
