import { describe } from 'vitest';
import type { Backend } from './databases.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** Why the test did not run (describeWith): `npm test` prints each reason with its count (scripts/test.mjs). */
    skipReason?: string;
  }
}

/**
 * A suite that needs something this run may lack (PostgreSQL, Redis): `describe(title, body)`
 * with the value, formatted into the title's `%s`. Without it the suite is still collected and
 * each of its tests is reported skipped, the reason in its title and in its `meta.skipReason`, so
 * a run without the service says so ("12 skipped") instead of quietly having fewer tests. The
 * body then runs only to collect the tests (with no value): its hooks and tests never run.
 */
export function describeWith<T extends string>(value: T | null, skipReason: string, title: string, body: (value: T) => void): void {
  if (value !== null) {
    describe(title.replace('%s', value), () => body(value));
    return;
  }
  describe(title.replace('%s', `skipped: ${skipReason}`), { skip: true, meta: { skipReason } }, () => body(undefined as never));
}

const POSTGRES: 'postgres' | null = process.env.DATABASE_URL ? 'postgres' : null;
const NO_POSTGRES = 'no PostgreSQL: DATABASE_URL is unset';

/** The suite on PGlite, and on PostgreSQL when DATABASE_URL points at a server (reported skipped otherwise). */
export function describeEachBackend(title: string, body: (backend: Backend) => void): void {
  describe(title.replace('%s', 'pglite'), () => body('pglite'));
  describeWith(POSTGRES, NO_POSTGRES, title, body);
}

/** A suite only PostgreSQL can run (two servers on one database...): reported skipped without DATABASE_URL. */
export function describeOnPostgres(title: string, body: (backend: 'postgres') => void): void {
  describeWith(POSTGRES, NO_POSTGRES, title, body);
}
