import type { Kysely, Selectable } from 'kysely';
import type { Measurement } from '@app/shared/api-contract/progress-service';
import type { LengthUnit } from '@app/shared/units/length';
import type { MeasurementInput } from '@app/shared/validation/measurements';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type Row = Selectable<Database['bodyMeasurements']>;

const length = (value: number | null, unit: LengthUnit | null) => (value === null || unit === null ? null : { value, unit });

function toMeasurement(row: Row): Measurement {
  return {
    id: row.id,
    measuredAt: row.measuredAt.toISOString(),
    weight: row.weightValue === null || row.weightUnit === null ? null : { value: row.weightValue, unit: row.weightUnit },
    waist: length(row.waistValue, row.waistUnit),
    hips: length(row.hipsValue, row.hipsUnit),
    chest: length(row.chestValue, row.chestUnit),
  };
}

/** Her measurements, oldest first. */
export async function measurementsOf(db: Db, userId: number): Promise<Measurement[]> {
  const rows = await db
    .selectFrom('bodyMeasurements')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('measuredAt')
    .orderBy('id')
    .execute();
  return rows.map(toMeasurement);
}

/** Saves one, each figure with the unit she entered it in. */
export async function saveMeasurement(db: Db, userId: number, input: MeasurementInput): Promise<Measurement> {
  const row = await db
    .insertInto('bodyMeasurements')
    .values({
      userId,
      weightValue: input.weight?.value ?? null,
      weightUnit: input.weight?.unit ?? null,
      waistValue: input.waist?.value ?? null,
      waistUnit: input.waist?.unit ?? null,
      hipsValue: input.hips?.value ?? null,
      hipsUnit: input.hips?.unit ?? null,
      chestValue: input.chest?.value ?? null,
      chestUnit: input.chest?.unit ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMeasurement(row);
}

/** The owner of a measurement, or null when there is none. */
export async function measurementOwner(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom('bodyMeasurements').select('userId').where('id', '=', id).executeTakeFirst();
  return row?.userId ?? null;
}

export async function deleteMeasurement(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('bodyMeasurements').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
