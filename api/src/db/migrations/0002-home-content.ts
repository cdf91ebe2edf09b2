import { sql, type Kysely } from 'kysely';

/**
 * The home page's content: the copy of its sections, programs (with their card copy), the expert
 * authors and their blog articles (tags and image variants). Image variants are stored as the
 * entity's image keys (SPEC section 3) mapped to URLs, so content can point anywhere.
 */
const up = [
  sql`create table home_sections (
    key text primary key check (key in ('hero', 'programs', 'plans', 'articles', 'authors')),
    data jsonb not null,
    updated_at timestamptz not null default now()
  )`,
  sql`create table programs (
    id integer primary key,
    slug text not null unique,
    title text not null,
    title_uk text,
    title_us text,
    summary text not null,
    description text not null,
    description_uk text,
    description_us text,
    weeks integer not null check (weeks > 0),
    fitness_goal text not null,
    new_release boolean not null default false,
    images jsonb not null,
    sort_order integer not null
  )`,
  sql`create table authors (
    id integer primary key,
    internal_name text not null unique,
    author_name text not null,
    short_name text not null,
    author_title text not null,
    author_description text not null,
    tags text[] not null default '{}',
    url text not null,
    images jsonb not null,
    sort_order integer not null
  )`,
  sql`create table articles (
    id integer primary key,
    success_type text not null default 'blogs',
    title text not null,
    title_uk text,
    title_us text,
    url_partial text unique,
    summary text not null,
    body jsonb not null,
    author_id integer not null references authors (id),
    tags text[] not null default '{}',
    uploaded_image_id integer not null,
    images jsonb not null,
    published_on date not null,
    on_home_page boolean not null default false
  )`,
  sql`create index articles_home_idx on articles (on_home_page, published_on desc)`,
];

export const homeContent = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['articles', 'authors', 'programs', 'home_sections'])
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
  },
};
