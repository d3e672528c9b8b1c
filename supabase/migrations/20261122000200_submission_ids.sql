-- Idempotency keys for both forms.
--
-- Every rendered form carries a submission id (a UUID). The Worker sends it with the insert,
-- and the durable outbox replays with the same id, so a double-click, a replayed POST or a
-- replay after a timeout whose insert did land stores one row: the second insert fails with
-- 23505 on the "<table>_submission_id_key" constraint, which the Worker treats as success.
--
-- Nullable so that rows stored before this migration stay valid; the Worker always sends one.

alter table public.contact_submissions
  add column submission_id uuid null,
  add constraint contact_submissions_submission_id_key unique (submission_id);

alter table public.newsletter_subscriptions
  add column submission_id uuid null,
  add constraint newsletter_subscriptions_submission_id_key unique (submission_id);

comment on column public.contact_submissions.submission_id is
  'Idempotency key from the rendered form; unique, so a replayed submission stores one row.';
comment on column public.newsletter_subscriptions.submission_id is
  'Idempotency key from the rendered form; unique, so a replayed submission stores one row.';

-- A replayed newsletter submission violates two unique keys: the submission id and the
-- address. Postgres reports whichever index it checks first (the address's, which is older),
-- and the Worker would then answer "Already subscribed" to a double-click. This trigger
-- checks the submission id first and reports that violation, so a replay is recognised as
-- one. SECURITY DEFINER because anon has no SELECT on the table; it only learns whether
-- its own submission id exists.
create function public.newsletter_subscriptions_replay_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.submission_id is not null and exists (
    select 1 from public.newsletter_subscriptions where submission_id = new.submission_id
  ) then
    raise exception using
      errcode = '23505',
      message = 'duplicate key value violates unique constraint "newsletter_subscriptions_submission_id_key"',
      detail = format('Key (submission_id)=(%s) already exists.', new.submission_id),
      constraint = 'newsletter_subscriptions_submission_id_key';
  end if;
  return new;
end;
$$;

revoke all on function public.newsletter_subscriptions_replay_check() from public;

create trigger newsletter_subscriptions_replay_check
  before insert on public.newsletter_subscriptions
  for each row execute function public.newsletter_subscriptions_replay_check();
