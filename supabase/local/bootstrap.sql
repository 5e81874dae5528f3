-- Platform bootstrap for the embedded local Supabase (PGlite).
--
-- Creates what every hosted Supabase project already has, so that the files in
-- supabase/migrations/ run here unchanged: the API roles, the `extensions` schema with
-- pgcrypto, the `auth` schema (GoTrue's tables and auth.uid()/role()/email()/jwt()),
-- the `storage` schema (buckets, objects, foldername/filename/extension) and
-- Supabase's default privileges. Column names follow GoTrue and storage-api.
--
-- NEVER copy any of this into supabase/migrations: hosted projects already have it.
-- Applied once, on the first start with an empty data folder (supabase/local/db.ts).

-- ---------------------------------------------------------------------------
-- Roles
-- ---------------------------------------------------------------------------
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
create role supabase_admin login superuser createdb createrole replication bypassrls;
create role supabase_auth_admin nologin noinherit createrole;
create role supabase_storage_admin nologin noinherit createrole;
create role dashboard_user nologin createdb createrole replication;
-- Statement timeouts of a hosted project: PostgREST applies the impersonated role's settings
-- to every request. PGlite cannot fire them (its timer needs the Node event loop that a running
-- statement blocks), so the gateway also bounds costly requests before they reach the
-- database (supabase/local/guards.ts); on a real PostgreSQL these settings do the work.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
grant anon, authenticated, service_role to postgres;

-- ---------------------------------------------------------------------------
-- Schemas and extensions (hosted: pgcrypto lives in `extensions`, which is on the
-- search_path, so both crypt() and extensions.crypt() work)
-- ---------------------------------------------------------------------------
create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
alter database postgres set search_path = "$user", public, extensions;
alter role postgres set search_path = "$user", public, extensions;
alter database postgres set timezone = 'UTC';
set search_path = "$user", public, extensions;
set timezone = 'UTC';

-- public: Supabase's grants and default privileges
grant usage on schema public to postgres, anon, authenticated, service_role;
grant all on schema public to postgres, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- auth (GoTrue)
-- ---------------------------------------------------------------------------
create schema auth;
grant usage on schema auth to anon, authenticated, service_role, supabase_auth_admin;

create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');

create table auth.users (
  instance_id uuid default '00000000-0000-0000-0000-000000000000',
  id uuid not null default gen_random_uuid() primary key,
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{"provider": "email", "providers": ["email"]}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index users_instance_id_email_idx on auth.users (instance_id, lower(email));
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);

create table auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index sessions_user_id_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

create table auth.audit_log_entries (
  instance_id uuid,
  id uuid not null primary key,
  payload json,
  created_at timestamptz default now(),
  ip_address varchar(64) not null default ''
);

-- Claims of the current request (set by PostgREST and by the local gateway).
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to public, anon, authenticated, service_role;
grant all on all tables in schema auth to supabase_auth_admin, dashboard_user;
grant all on all sequences in schema auth to supabase_auth_admin, dashboard_user;

-- ---------------------------------------------------------------------------
-- storage (storage-api)
-- ---------------------------------------------------------------------------
create schema storage;
grant usage on schema storage to postgres, anon, authenticated, service_role, supabase_storage_admin;
alter default privileges in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to postgres, anon, authenticated, service_role;

create table storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index bname on storage.buckets (name);

create table storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects (bucket_id, name);
create index name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant all on storage.buckets, storage.objects to postgres, anon, authenticated, service_role, supabase_storage_admin;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Local-only plumbing (not part of hosted Supabase; never exposed by PostgREST)
-- ---------------------------------------------------------------------------
create schema supabase_local;
grant usage on schema supabase_local to anon, authenticated, service_role;

-- PostgREST db-pre-request: every socket connection is the superuser `postgres`, so a
-- validly signed JWT with "role":"postgres" would otherwise run as superuser.
create or replace function supabase_local.check_request_role() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated', 'service_role') then
    raise sqlstate 'PT401' using message = 'JWT role not allowed: ' || current_user;
  end if;
end
$$;
grant execute on function supabase_local.check_request_role() to public;

-- Migrations applied by the local runtime (same idea as the Supabase CLI's table).
create schema if not exists supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  checksum text,
  applied_at timestamptz not null default now()
);
