import { sql, type Kysely } from 'kysely';

/**
 * The content catalog (issue 9): every item a member opens by id (workouts, recipes, articles of
 * every kind) has one row in content_items, which the listings, the search and the member tables
 * point at; each kind keeps its own details in a table of its own. The home page's tables stay
 * what the home page reads: catalog programs are the programs rows (with their schedule here) and
 * a catalog blog article that is on the home page names its articles row.
 *
 * Search: content_items.search_vector (title, UK and US titles, summary, and the item's words such
 * as ingredients or targets, weighted) with a GIN index for ranked full-text search, and
 * search_titles (every regional title) with a trigram index for typo tolerance.
 */
const up = [
  sql`create extension if not exists pg_trgm`,
  sql`create table catalog_state (
    key text primary key,
    content_hash text not null,
    item_count integer not null,
    updated_at timestamptz not null default now()
  )`,
  sql`create table content_items (
    content_id integer primary key check (content_id > 0),
    content_type text not null check (content_type in ('routine', 'article', 'recipe')),
    kind text not null check (kind in ('workout', 'recipe', 'tips', 'meditation', 'pregnancy', 'blogs', 'policy', 'help')),
    listings text[] not null check (listings <@ array['home', 'gym', 'meals', 'snacks', 'tips', 'meditation', 'pregnancy', 'blogs', 'policy', 'help']),
    slug text not null,
    title text not null,
    title_uk text,
    title_us text,
    url_partial text not null,
    summary text not null default '',
    duration integer check (duration is null or duration >= 0),
    duration_band text,
    equipments text[] not null default '{}',
    targets text[] not null default '{}',
    tags text[] not null default '{}',
    pregnancy_stage text check (pregnancy_stage in ('trimester1', 'trimester2', 'trimester3', 'postpartum')),
    image_subject text not null,
    sort_key integer not null,
    search_words text not null default '',
    search_titles text not null,
    search_vector tsvector,
    unique (kind, slug)
  )`,
  sql`create index content_items_listings_idx on content_items using gin (listings)`,
  sql`create index content_items_order_idx on content_items (sort_key, content_id)`,
  sql`create index content_items_search_idx on content_items using gin (search_vector)`,
  sql`create index content_items_titles_trgm_idx on content_items using gin (search_titles gin_trgm_ops)`,
  sql`create index content_items_equipments_idx on content_items using gin (equipments)`,
  sql`create index content_items_targets_idx on content_items using gin (targets)`,
  sql`create index content_items_tags_idx on content_items using gin (tags)`,

  sql`create table exercises (
    id integer primary key,
    slug text not null unique,
    name text not null,
    kind text not null check (kind in ('repetitions', 'timed')),
    default_reps integer check (default_reps is null or default_reps > 0),
    default_seconds integer check (default_seconds is null or default_seconds > 0),
    equipment text[] not null default '{}',
    targets text[] not null default '{}',
    place text not null check (place in ('home', 'gym', 'both')),
    impact text not null check (impact in ('low', 'high')),
    position text not null,
    safe_trimester1 boolean not null,
    safe_trimester2 boolean not null,
    safe_trimester3 boolean not null,
    safe_postpartum boolean not null,
    cues jsonb not null default '[]',
    image_subject text not null,
    check ((kind = 'repetitions') = (default_reps is not null))
  )`,
  sql`create table workouts (
    content_id integer primary key references content_items (content_id) on delete cascade,
    set_type smallint not null check (set_type in (0, 1)),
    level text not null check (level in ('Beginner', 'Intermediate', 'Advanced')),
    focus text not null,
    format text not null,
    linked_content_id integer references content_items (content_id) deferrable initially deferred,
    no_link_reason text,
    groups jsonb not null,
    check (linked_content_id is not null or no_link_reason is not null)
  )`,
  sql`create index workouts_linked_idx on workouts (linked_content_id)`,
  sql`create table workout_exercises (
    workout_id integer not null references workouts (content_id) on delete cascade,
    position integer not null,
    exercise_id integer not null references exercises (id),
    primary key (workout_id, position)
  )`,
  sql`create index workout_exercises_exercise_idx on workout_exercises (exercise_id)`,

  sql`alter table programs add column gender text not null default 'Female'`,
  sql`alter table programs alter column fitness_goal set default 'Strength & Tone'`,
  sql`alter table programs add column level text`,
  sql`alter table programs add column workouts_per_week integer`,
  sql`alter table programs add column equipment text[] not null default '{}'`,
  sql`create table program_weeks (
    program_id integer not null references programs (id) on delete cascade,
    week integer not null check (week > 0),
    level text not null,
    focus text not null,
    primary key (program_id, week)
  )`,
  sql`create table program_days (
    program_id integer not null,
    week integer not null,
    day integer not null check (day between 1 and 7),
    workout_id integer references workouts (content_id),
    primary key (program_id, week, day),
    foreign key (program_id, week) references program_weeks (program_id, week) on delete cascade
  )`,

  sql`create table foods (
    id text primary key,
    name text not null,
    name_plural text,
    category text not null,
    density real check (density is null or density > 0),
    energy_kj real not null,
    protein real not null,
    fat real not null,
    sat_fat real not null,
    carbs real not null,
    sugar real not null,
    dietry_fibre real not null,
    source text not null
  )`,
  sql`create table recipes (
    content_id integer primary key references content_items (content_id) on delete cascade,
    meal_type text not null check (meal_type in ('Breakfast', 'Lunch', 'Dinner', 'Snack')),
    serves integer not null check (serves > 0),
    prep_time integer not null check (prep_time >= 0),
    cook_time integer not null check (cook_time >= 0),
    tag_abbreviations text[] not null default '{}',
    method jsonb not null,
    energy_kj real not null,
    calories real not null,
    protein real not null,
    fat real not null,
    sat_fat real not null,
    carbs real not null,
    sugar real not null,
    dietry_fibre real not null
  )`,
  sql`create table recipe_ingredients (
    recipe_id integer not null references recipes (content_id) on delete cascade,
    position integer not null,
    food_id text references foods (id),
    category text not null,
    content_type text not null check (content_type in ('normal', 'energy', 'meals', 'heading')),
    name text not null,
    name_plural text,
    quantity real,
    unit_type smallint not null check (unit_type in (-1, 0, 1, 2, 3, 5, 7, 8, 9, 10, 11, 12, 13, 14)),
    grams real,
    primary key (recipe_id, position),
    check (content_type = 'heading' or food_id is not null)
  )`,
  sql`create index recipe_ingredients_food_idx on recipe_ingredients (food_id)`,

  sql`create table catalog_articles (
    content_id integer primary key references content_items (content_id) on delete cascade,
    author_id integer references authors (id),
    body_html text not null,
    read_minutes integer not null check (read_minutes > 0),
    published_on date not null,
    duration_seconds integer,
    script jsonb,
    home_article_id integer unique references articles (id)
  )`,
  sql`create index catalog_articles_author_idx on catalog_articles (author_id)`,
  sql`create table help_categories (
    id integer primary key,
    name text not null,
    description text not null,
    position integer not null,
    data jsonb not null
  )`,
  sql`create table help_sections (
    id integer primary key,
    category_id integer not null references help_categories (id) on delete cascade,
    name text not null,
    description text not null,
    position integer not null,
    data jsonb not null
  )`,
  sql`create table help_articles (
    id integer primary key,
    section_id integer not null references help_sections (id) on delete cascade,
    content_id integer references content_items (content_id) on delete set null,
    title text not null,
    position integer not null,
    data jsonb not null
  )`,

  sql`create table favourites (
    user_id integer not null references users (id) on delete cascade,
    content_id integer not null references content_items (content_id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (user_id, content_id)
  )`,
  sql`create index favourites_user_idx on favourites (user_id, created_at desc)`,
  sql`create table completions (
    user_id integer not null references users (id) on delete cascade,
    content_id integer not null references content_items (content_id) on delete cascade,
    set_type smallint check (set_type in (0, 1)),
    is_planner boolean not null default false,
    selected_date date,
    is_left_over boolean not null default false,
    is_going_out boolean not null default false,
    is_policy boolean not null default false,
    title text,
    completed_on date not null,
    completed_at timestamptz not null default now(),
    primary key (user_id, content_id)
  )`,
  sql`create table history (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    content_id integer not null references content_items (content_id) on delete cascade,
    action text not null check (action in ('completed', 'favourited', 'unfavourited', 'program-started', 'program-left', 'program-workout')),
    on_date date not null,
    at timestamptz not null default now()
  )`,
  sql`create index history_user_date_idx on history (user_id, on_date, id)`,
  sql`create table program_enrolments (
    user_id integer not null references users (id) on delete cascade,
    program_id integer not null references programs (id) on delete cascade,
    status text not null check (status in ('in-progress', 'left', 'completed')),
    started_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (user_id, program_id)
  )`,
  sql`create table course_progress (
    user_id integer not null references users (id) on delete cascade,
    program_id integer not null,
    week integer not null,
    day integer not null,
    workout_id integer not null references workouts (content_id),
    set_type smallint not null check (set_type in (0, 1)),
    completed_at timestamptz not null default now(),
    primary key (user_id, program_id, week, day),
    foreign key (program_id, week, day) references program_days (program_id, week, day) on delete cascade
  )`,
];

const TABLES = [
  'course_progress',
  'program_enrolments',
  'history',
  'completions',
  'favourites',
  'help_articles',
  'help_sections',
  'help_categories',
  'catalog_articles',
  'recipe_ingredients',
  'recipes',
  'foods',
  'program_days',
  'program_weeks',
  'workout_exercises',
  'workouts',
  'exercises',
  'content_items',
  'catalog_state',
];

export const contentCatalog = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) await sql`drop table if exists ${sql.table(table)}`.execute(db);
    for (const column of ['gender', 'level', 'workouts_per_week', 'equipment']) {
      await sql`alter table programs drop column if exists ${sql.ref(column)}`.execute(db);
    }
  },
};
