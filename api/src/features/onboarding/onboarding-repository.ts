import type { Kysely } from 'kysely';
import type { OnboardingData } from '@app/shared/api-contract/user-service';
import type { Database } from '../../db/schema.ts';

type ChoiceTable = 'genders' | 'fitnessChoices' | 'mealChoices';

async function choices(db: Kysely<Database>, table: ChoiceTable) {
  return db.selectFrom(table).select(['id', 'name']).orderBy('sortOrder').execute();
}

export async function onboardingData(db: Kysely<Database>): Promise<OnboardingData> {
  const [gender, fitnessChoices, mealChoices] = await Promise.all([
    choices(db, 'genders'),
    choices(db, 'fitnessChoices'),
    choices(db, 'mealChoices'),
  ]);
  return { gender, fitnessChoices, mealChoices };
}

export async function choiceExists(db: Kysely<Database>, table: ChoiceTable, id: number): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
