-- The audit trail (issue 15 §2; docs/privacy.md): who signed in, listed,
-- opened, exported, changed, merged or erased what, and role changes. It
-- names staff, never a family: a lead appears only by its id, and a search's
-- text is not kept (only that there was one).

create table audit_events (
  id bigint generated always as identity primary key,
  at timestamptz not null default clock_timestamp(),
  -- A staff email, or `system` for a job, or `data principal` for a person's own request.
  actor text not null check (char_length(actor) between 1 and 254),
  action text not null check (action in (
    'sign_in', 'sign_in_failed', 'sign_out', 'leads_listed', 'lead_opened', 'leads_exported',
    'lead_changed', 'activity_added', 'leads_merged', 'lead_erased', 'role_changed',
    'guardian_declined', 'held_enquiries_erased'
  )),
  lead_id uuid,
  rows integer check (rows >= 0),
  -- Filters, the view, the client; small, and never a family's data.
  detail jsonb not null default '{}' check (pg_column_size(detail) <= 4096)
);
create index audit_events_at_idx on audit_events (at desc, id desc);
create index audit_events_actor_idx on audit_events (lower(actor), id desc);
create index audit_events_lead_idx on audit_events (lead_id, id desc) where lead_id is not null;

-- Append-only, whoever connects; a row may go only once it is over a year
-- old (DPDP Rules, Rule 8: logs kept for at least one year), by the job.
create function audit_events_append_only() returns trigger language plpgsql as $$
begin
  -- Nested: a statement-level TRUNCATE has no OLD row to read.
  if tg_op = 'DELETE' then
    if old.at < now() - interval '1 year' then
      return old;
    end if;
  end if;
  raise exception 'audit_events is append-only: % is not allowed', tg_op
    using errcode = 'insufficient_privilege';
end $$;

create trigger audit_events_no_change
before update or delete on audit_events
for each row execute function audit_events_append_only();

create trigger audit_events_no_truncate
before truncate on audit_events
for each statement execute function audit_events_append_only();
