-- Local-only bootstrap for the Supabase stand-in (see dev/standin/server.mjs).
--
-- Hosted Supabase already has these roles; supabase/migrations must never create them.
-- The stand-in runs this file on every start, before the migrations, so it is idempotent.
-- Attributes follow the Supabase defaults: the API roles cannot log in (PostgREST switches
-- to them with `set_config('role', ...)`), and only service_role bypasses row-level security.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Bookkeeping for applied migrations, out of reach of the API roles
-- (no usage on this schema is granted to them).
create schema if not exists standin_meta;

create table if not exists standin_meta.applied_migrations (
  name       text        primary key,
  sha256     text        not null,
  applied_at timestamptz not null default now()
);
