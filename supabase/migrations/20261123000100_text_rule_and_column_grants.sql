-- The one rule for typed text, column-level insert grants, and replays that hold when two
-- inserts with one submission id overlap.
--
-- 1. Text rule (the same rule as the forms' valibot schemas, so the database never refuses a
--    value a form accepted): no C0 or C1 control characters (tab, line feed and carriage return
--    are allowed in project_details only), and no zero-width or bidirectional formatting
--    characters (the forms remove those before inserting). NOT VALID: rows stored before this
--    migration are left as they are; every new row is checked.
-- 2. anon may insert only the form's columns: `id` and `created_at` are always the database's,
--    so no visitor can date a row in 2099 or choose its id.
-- 3. A newsletter replay takes a transaction-level advisory lock on its submission id before it
--    looks for an earlier row: of two overlapping inserts with one id, the second waits for the
--    first to commit and then reports the submission-id violation (a replay), never the
--    address's unique index ("Already subscribed").

alter table public.contact_submissions
  add constraint contact_submissions_name_plain check (
    name !~ '[\u0001-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
  ) not valid,
  add constraint contact_submissions_email_plain check (
    email !~ '[\u0001-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
  ) not valid,
  add constraint contact_submissions_company_plain check (
    company !~ '[\u0001-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
  ) not valid,
  add constraint contact_submissions_project_details_plain check (
    project_details !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
  ) not valid;

alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_email_plain check (
    email !~ '[\u0001-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
  ) not valid;

revoke insert on table public.contact_submissions from anon;
revoke insert on table public.newsletter_subscriptions from anon;
grant insert (submission_id, name, email, company, project_type, project_details)
  on table public.contact_submissions to anon;
grant insert (submission_id, email) on table public.newsletter_subscriptions to anon;

create or replace function public.newsletter_subscriptions_replay_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.submission_id is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(new.submission_id::text, 0));
    if exists (
      select 1 from public.newsletter_subscriptions where submission_id = new.submission_id
    ) then
      raise exception using
        errcode = '23505',
        message = 'duplicate key value violates unique constraint "newsletter_subscriptions_submission_id_key"',
        detail = format('Key (submission_id)=(%s) already exists.', new.submission_id),
        constraint = 'newsletter_subscriptions_submission_id_key';
    end if;
  end if;
  return new;
end;
$$;
