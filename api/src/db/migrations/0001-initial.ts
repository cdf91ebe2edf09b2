import { sql, type Kysely } from 'kysely';

/** Accounts, sessions, one-time codes, password resets, the mail outbox, platform data, plans, subscriptions. */
const up = [
  sql`create table regions (
    id integer primary key,
    code text not null unique,
    name text not null
  )`,
  sql`create table genders (id integer primary key, name text not null, sort_order integer not null)`,
  sql`create table fitness_choices (id integer primary key, name text not null, sort_order integer not null)`,
  sql`create table meal_choices (id integer primary key, name text not null, sort_order integer not null)`,
  sql`create table users (
    id serial primary key,
    email text not null unique check (email = lower(btrim(email))),
    name text not null,
    password_hash text not null,
    email_verified_at timestamptz,
    region_id integer not null default 1 references regions (id),
    weight_unit text not null default 'kg' check (weight_unit in ('kg', 'lb')),
    gender_id integer references genders (id),
    fitness_id integer references fitness_choices (id),
    meal_id integer references meal_choices (id),
    profile_completed boolean not null default false,
    timezone text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create table sessions (
    id uuid primary key default gen_random_uuid(),
    user_id integer not null references users (id) on delete cascade,
    device_id text,
    device_name text,
    device_type text check (device_type in ('mobile', 'tablet', 'desktop')),
    user_agent text,
    ip text,
    created_at timestamptz not null default now(),
    last_used_at timestamptz not null,
    expires_at timestamptz not null,
    revoked_at timestamptz,
    revoked_reason text
  )`,
  sql`create index sessions_user_id_idx on sessions (user_id)`,
  sql`create table refresh_tokens (
    id serial primary key,
    session_id uuid not null references sessions (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  sql`create index refresh_tokens_session_id_idx on refresh_tokens (session_id)`,
  sql`create table email_otps (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    code_hash text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    attempts integer not null default 0,
    consumed_at timestamptz
  )`,
  sql`create index email_otps_user_id_idx on email_otps (user_id, id desc)`,
  sql`create table password_resets (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  sql`create table outbox (
    id serial primary key,
    recipient text not null,
    subject text not null,
    text_body text not null,
    html_body text,
    created_at timestamptz not null default now()
  )`,
  sql`create index outbox_recipient_idx on outbox (recipient, id desc)`,
  sql`create table platform_configs (
    id serial primary key,
    platform text not null unique,
    data jsonb not null,
    updated_at timestamptz not null default now()
  )`,
  sql`create table site_pages (
    key text primary key,
    data jsonb not null,
    updated_at timestamptz not null default now()
  )`,
  sql`create table plans (
    id integer primary key,
    code text not null check (code in ('annual', 'quarterly', 'monthly')),
    name text not null,
    payment_provider text not null check (payment_provider in ('STRIPE', 'GOOGLE', 'APPLE')),
    currency text not null,
    price_cents integer not null check (price_cents > 0),
    interval text not null check (interval in ('month', 'year')),
    interval_count integer not null check (interval_count > 0),
    trial_days integer not null check (trial_days >= 0),
    off_label text,
    sort_order integer not null,
    provider_price_id text,
    active boolean not null default true,
    unique (payment_provider, code)
  )`,
  sql`create table subscriptions (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    plan_id integer references plans (id),
    payment_provider text not null check (payment_provider in ('STRIPE', 'GOOGLE', 'APPLE')),
    status text not null check (status in ('active', 'trial', 'canceled', 'inactive')),
    provider_customer_id text,
    provider_subscription_id text unique,
    trial_ends_at timestamptz,
    current_period_end timestamptz,
    cancel_at_period_end boolean not null default false,
    canceled_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index subscriptions_user_id_idx on subscriptions (user_id, created_at desc)`,
];

const down = [
  'subscriptions',
  'plans',
  'site_pages',
  'platform_configs',
  'outbox',
  'password_resets',
  'email_otps',
  'refresh_tokens',
  'sessions',
  'users',
  'meal_choices',
  'fitness_choices',
  'genders',
  'regions',
];

export const initial = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of down) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  },
};
