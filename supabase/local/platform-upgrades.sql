-- What hosted Supabase has in every project beyond bootstrap.sql, added after data folders created from
-- that file already existed: idempotent, applied after bootstrap.sql on a new database and at every start
-- of an existing one (supabase/local/db.ts applyPlatformUpgrades), and by scripts/pg-verify.ts.

-- Two-factor sign-in (GoTrue's migrations 20221003041349_add_mfa_schema, 20221011041400_add_mfa_indexes,
-- 20240729123726_add_mfa_phone_config, 20240802193726_add_mfa_factors_column_last_challenged_at).
do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end $$;
do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end $$;

create table if not exists auth.mfa_factors (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text unique default null,
  last_challenged_at timestamptz unique default null
);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
-- The embedded backend's own column (GoTrue has none): the time step of the factor's last accepted TOTP code, so a
-- code passes once (RFC 6238 §5.2; supabase/local/auth.ts, docs/admin-team.md "Two-factor sign-in").
alter table auth.mfa_factors add column if not exists last_totp_step bigint;

create table if not exists auth.mfa_challenges (
  id uuid not null primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
comment on table auth.mfa_amr_claims is 'auth: stores authenticator method reference claims for multi factor authentication';

grant all on auth.mfa_factors, auth.mfa_challenges, auth.mfa_amr_claims to supabase_auth_admin, dashboard_user;
