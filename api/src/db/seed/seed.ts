import type { Kysely } from 'kysely';
import { REGIONS } from '@app/shared/api-contract/user-service';
import { ABOUT_PAGE_KEY } from '../../features/platform/platform-repository.ts';
import type { Database } from '../schema.ts';
import { ABOUT_PAGE } from './about.ts';
import { seedCatalog } from './catalog/seed-catalog.ts';
import { seedContent } from './content/seed-content.ts';
import { FITNESS_CHOICES, GENDERS, MEAL_CHOICES } from './onboarding.ts';
import { WEB_CONFIG } from './platform-config.ts';
import { STRIPE_PLANS } from './plans.ts';

/**
 * The reference data the app needs: regions, onboarding choices, platform config, the about
 * page and the plans. Idempotent: every row is an upsert on its key, in one transaction, so a
 * second run (every start runs it) changes nothing and a changed seed updates in place.
 */
export async function seedDatabase(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const region of REGIONS) {
      await trx
        .insertInto('regions')
        .values({ id: region.id, code: region.code, name: region.name })
        .onConflict((oc) => oc.column('id').doUpdateSet({ code: region.code, name: region.name }))
        .execute();
    }
    for (const [table, rows] of [
      ['genders', GENDERS],
      ['fitnessChoices', FITNESS_CHOICES],
      ['mealChoices', MEAL_CHOICES],
    ] as const) {
      for (const { id, name, sortOrder } of rows) {
        await trx
          .insertInto(table)
          .values({ id, name, sortOrder })
          .onConflict((oc) => oc.column('id').doUpdateSet({ name, sortOrder }))
          .execute();
      }
    }
    const config = JSON.stringify(WEB_CONFIG);
    await trx
      .insertInto('platformConfigs')
      .values({ platform: 'WEB', data: config })
      .onConflict((oc) =>
        oc
          .column('platform')
          .doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), updatedAt: new Date() }))
          .where((eb) => eb('platformConfigs.data', 'is distinct from', eb.ref('excluded.data'))),
      )
      .execute();
    const about = JSON.stringify(ABOUT_PAGE);
    await trx
      .insertInto('sitePages')
      .values({ key: ABOUT_PAGE_KEY, data: about })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), updatedAt: new Date() }))
          .where((eb) => eb('sitePages.data', 'is distinct from', eb.ref('excluded.data'))),
      )
      .execute();
    for (const plan of STRIPE_PLANS) {
      // The provider's price id is set when payments are configured; the seed never overwrites it.
      const { id: _id, providerPriceId: _priceId, ...rest } = plan;
      await trx
        .insertInto('plans')
        .values(plan)
        .onConflict((oc) => oc.column('id').doUpdateSet(rest))
        .execute();
    }
    await seedContent(trx);
    await seedCatalog(trx);
  });
}
