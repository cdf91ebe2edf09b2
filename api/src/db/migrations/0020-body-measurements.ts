import { sql, type Kysely } from 'kysely';

/**
 * Her body measurements (issue 43): weight, waist, hips and chest, any of them each time, every
 * figure kept with the unit she entered it in (kg or lb, cm or in) and never rewritten, as the
 * logbook keeps its weights; the page converts for show only.
 */
const up = [
  sql`create table body_measurements (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    measured_at timestamptz not null default now(),
    weight_value double precision,
    weight_unit text check (weight_unit in ('kg', 'lb')),
    waist_value double precision,
    waist_unit text check (waist_unit in ('cm', 'in')),
    hips_value double precision,
    hips_unit text check (hips_unit in ('cm', 'in')),
    chest_value double precision,
    chest_unit text check (chest_unit in ('cm', 'in')),
    check ((weight_value is null) = (weight_unit is null)),
    check ((waist_value is null) = (waist_unit is null)),
    check ((hips_value is null) = (hips_unit is null)),
    check ((chest_value is null) = (chest_unit is null)),
    check (coalesce(weight_value, waist_value, hips_value, chest_value) is not null)
  )`,
  sql`create index body_measurements_user_idx on body_measurements (user_id, measured_at)`,
];

export const bodyMeasurements = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists body_measurements`.execute(db);
  },
};
