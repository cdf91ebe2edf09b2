import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CatalogDocument } from '../../../features/catalog/catalog-document.ts';
import { writeCatalog } from '../../../features/catalog/catalog-writer.ts';
import type { Database } from '../../schema.ts';
import { curatedRecipes, curatedWorkouts } from './curated-keys.ts';
import { contentDocument } from './from-content.ts';
import { foodRecords } from './from-food.ts';
import { trainingRecords } from './from-training.ts';

const SEED_STATE_KEY = 'seed';

/** Bump when the writer changes what it stores for the same document. */
const WRITER_VERSION = 2;

let built: { document: CatalogDocument; hash: string } | null = null;

/** The whole seeded catalog, built once per process from the catalog generators and the content folder. */
export function seedCatalogDocument(): { document: CatalogDocument; hash: string } {
  if (!built) {
    const training = trainingRecords();
    const food = foodRecords();
    const content = contentDocument();
    const document: CatalogDocument = {
      exercises: training.exercises,
      workouts: curatedWorkouts(training.workouts),
      programs: training.programs,
      foods: food.foods,
      recipes: curatedRecipes(food.recipes),
      articles: content.articles,
      helpCentre: content.helpCentre,
    };
    const hash = createHash('sha256').update(String(WRITER_VERSION)).update(JSON.stringify(document)).digest('hex');
    built = { document, hash };
  }
  return built;
}

/**
 * Writes the catalog when its content changed since the last start (a hash of the document is
 * kept in catalog_state), so an unchanged start costs one small query. Runs inside the seed's
 * transaction: a failed write leaves the previous catalog as it was.
 */
export async function seedCatalog(db: Kysely<Database>): Promise<boolean> {
  const { document, hash } = seedCatalogDocument();
  const state = await db.selectFrom('catalogState').select('contentHash').where('key', '=', SEED_STATE_KEY).executeTakeFirst();
  if (state?.contentHash === hash) return false;
  const count = await writeCatalog(db, document);
  await db
    .insertInto('catalogState')
    .values({ key: SEED_STATE_KEY, contentHash: hash, itemCount: count })
    .onConflict((oc) => oc.column('key').doUpdateSet({ contentHash: hash, itemCount: count, updatedAt: new Date() }))
    .execute();
  return true;
}
