import { sql, type Kysely } from 'kysely';

/**
 * The shopping list (issue 13): one list per member; its meals (a recipe for a number of servings,
 * named by the planner's activityId or `recipe-{id}`), its lines (one food in one measure, ticked
 * or not) and each meal's share of each line, so taking a meal away takes only its share. Items
 * added by hand are shares of no meal. The operations table remembers the client's operation ids
 * of hand-added items, so a retried add never adds twice, even after the item was cleared.
 */
const up = [
  sql`create table shopping_lists (
    id serial primary key,
    user_id integer not null unique references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create table shopping_list_meals (
    list_id integer not null references shopping_lists (id) on delete cascade,
    activity_id text not null,
    position integer not null,
    recipe_id integer not null,
    name text not null,
    serves integer not null check (serves > 0),
    servings integer not null check (servings > 0),
    primary key (list_id, activity_id)
  )`,
  sql`create table shopping_list_lines (
    list_id integer not null references shopping_lists (id) on delete cascade,
    line_key text not null,
    position integer not null,
    food_id text not null,
    name text not null,
    name_plural text not null,
    category text not null,
    grams_per_millilitre double precision,
    ticked boolean not null default false,
    primary key (list_id, line_key)
  )`,
  sql`create table shopping_list_shares (
    list_id integer not null,
    line_key text not null,
    position integer not null,
    meal_id text not null,
    recipe_id integer not null,
    recipe_name text not null,
    quantity double precision not null,
    unit_type integer not null,
    primary key (list_id, line_key, position),
    foreign key (list_id, line_key) references shopping_list_lines (list_id, line_key) on delete cascade
  )`,
  sql`create table shopping_list_operations (
    list_id integer not null references shopping_lists (id) on delete cascade,
    operation_id text not null,
    applied_at timestamptz not null default now(),
    primary key (list_id, operation_id)
  )`,
];

export const shoppingLists = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'shopping_list_operations',
      'shopping_list_shares',
      'shopping_list_lines',
      'shopping_list_meals',
      'shopping_lists',
    ]) {
      await sql`drop table ${sql.table(table)}`.execute(db);
    }
  },
};
