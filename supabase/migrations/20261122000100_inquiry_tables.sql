-- Inquiry tables: newsletter sign-ups and contact-form project inquiries.
--
-- This file is applied as-is to the hosted Supabase project AND by the local stand-in
-- (dev/standin/, design.md §4). Keep it plain PostgreSQL that runs on both.
--
-- Who may do what (spec §6-7, design §1-4):
--   anon          the public key used by the Worker's form actions: INSERT only.
--                 It can never read, change or delete an inquiry, so a leaked anon key
--                 cannot be used to harvest leads.
--   service_role  the operator's key (`npm run leads`, dashboards): full access.
--   authenticated not used by this site: no grants.
--
-- Why explicit grants: since 2026 hosted Supabase no longer grants new tables in `public`
-- to anon / authenticated / service_role by default. Without the grants below every insert
-- would fail with 42501 even with a matching RLS policy. Older projects still carry default
-- privileges that grant ALL to anon and authenticated, so we revoke first and then grant
-- exactly what each role needs: the result is the same whatever the project's defaults are.
--
-- The roles themselves are NOT created here: hosted Supabase already has them, and the
-- stand-in creates them in dev/standin/bootstrap.sql.
--
-- Constraint names are explicit so that error messages (PostgREST forwards the Postgres
-- message, e.g. `violates check constraint "contact_submissions_email_format"`) are stable.
-- The limits here must be no stricter than the form's valibot schemas (spec §5), so a value
-- the form accepts is never refused here: the database is the last line of defence, not
-- the place where users see messages.

-- ---------------------------------------------------------------------------------------
-- newsletter_subscriptions (spec §3, §7; design §2: duplicates are case-insensitive)
-- ---------------------------------------------------------------------------------------
create table public.newsletter_subscriptions (
  id         uuid        primary key default gen_random_uuid(),
  email      text        not null,
  created_at timestamptz not null default now(),

  constraint newsletter_subscriptions_email_not_blank check (btrim(email) <> ''),
  constraint newsletter_subscriptions_email_length    check (char_length(email) <= 254),
  constraint newsletter_subscriptions_email_trimmed   check (email = btrim(email)),
  constraint newsletter_subscriptions_email_format
    check (email ~ '^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$')
);

comment on table public.newsletter_subscriptions is
  'Newsletter sign-ups from the footer and blog forms. Insert-only for anon.';

-- One subscription per address, whatever its case: a second insert of "A@x.com" after
-- "a@x.com" fails with 23505, which the site shows as "Already subscribed" (spec §8).
create unique index newsletter_subscriptions_email_lower_key
  on public.newsletter_subscriptions (lower(email));

-- Lets `npm run leads` read the newest rows without a sort.
create index newsletter_subscriptions_created_at_idx
  on public.newsletter_subscriptions (created_at desc);

-- ---------------------------------------------------------------------------------------
-- contact_submissions (spec §3, §5, §7)
-- ---------------------------------------------------------------------------------------
create table public.contact_submissions (
  id              uuid        primary key default gen_random_uuid(),
  -- First and last name joined by one space (design §2): 100 + 1 + 100 characters at most.
  name            text        not null,
  email           text        not null,
  company         text        not null,
  -- Optional (spec §5: no required rule); when present it is one of the six form values.
  project_type    text        null,
  project_details text        not null,
  created_at      timestamptz not null default now(),

  constraint contact_submissions_name_not_blank check (btrim(name) <> ''),
  constraint contact_submissions_name_length    check (char_length(name) between 1 and 201),

  constraint contact_submissions_email_not_blank check (btrim(email) <> ''),
  constraint contact_submissions_email_length    check (char_length(email) <= 254),
  constraint contact_submissions_email_trimmed   check (email = btrim(email)),
  constraint contact_submissions_email_format
    check (email ~ '^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$'),

  constraint contact_submissions_company_not_blank check (btrim(company) <> ''),
  constraint contact_submissions_company_length    check (char_length(company) <= 200),

  constraint contact_submissions_project_type_valid check (
    project_type in (
      'complete-development',
      'design-consultation',
      'prototyping',
      'testing',
      'manufacturing',
      'sustainability'
    )
  ),

  constraint contact_submissions_project_details_not_blank check (btrim(project_details) <> ''),
  constraint contact_submissions_project_details_length    check (char_length(project_details) <= 5000)
);

comment on table public.contact_submissions is
  'Project inquiries from the /contact form. Insert-only for anon.';

create index contact_submissions_created_at_idx
  on public.contact_submissions (created_at desc);

-- ---------------------------------------------------------------------------------------
-- Row-level security: anon may insert, nothing else.
-- With RLS on and no SELECT/UPDATE/DELETE policy, anon could not touch existing rows even
-- if a grant slipped in; without the grant it is refused before RLS is even consulted.
-- service_role has BYPASSRLS, so it needs grants but no policies.
-- ---------------------------------------------------------------------------------------
alter table public.newsletter_subscriptions enable row level security;
alter table public.contact_submissions      enable row level security;

create policy newsletter_subscriptions_anon_insert
  on public.newsletter_subscriptions
  for insert
  to anon
  with check (true);

create policy contact_submissions_anon_insert
  on public.contact_submissions
  for insert
  to anon
  with check (true);

-- ---------------------------------------------------------------------------------------
-- Grants (see the header for why they are explicit).
-- ---------------------------------------------------------------------------------------
revoke all on table public.newsletter_subscriptions from anon, authenticated, service_role;
revoke all on table public.contact_submissions      from anon, authenticated, service_role;

grant insert on table public.newsletter_subscriptions to anon;
grant insert on table public.contact_submissions      to anon;

grant select, insert, update, delete on table public.newsletter_subscriptions to service_role;
grant select, insert, update, delete on table public.contact_submissions      to service_role;
