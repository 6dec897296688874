-- The follow-up workflow (issue 12): roles, an owner and a next call per
-- lead, a version for conflict-safe writes, an append-only timeline, and a
-- log of changes that feeds every console's live updates.

alter table staff_users
  add column role text not null default 'counsellor' check (role in ('admin', 'counsellor'));

alter table admission_leads
  add column version integer not null default 1,
  add column assignee_id uuid references staff_users (id) on delete set null,
  add column next_follow_up_at timestamptz;
create index admission_leads_assignee_idx on admission_leads (assignee_id, created_at desc, id desc);
create index admission_leads_follow_up_idx on admission_leads (next_follow_up_at);

-- The timeline. Authors are kept as text, so that a colleague who leaves
-- still signs what they wrote.
create table lead_activities (
  id bigint generated always as identity primary key,
  lead_id uuid not null references admission_leads (id),
  kind text not null check (kind in ('note', 'call', 'status', 'assignment', 'follow_up', 'merge')),
  author text not null check (char_length(author) between 1 and 254),
  -- clock_timestamp: the changes of one request follow each other in time.
  created_at timestamptz not null default clock_timestamp(),
  body text check (char_length(body) <= 2000),
  outcome text check (
    outcome in ('connected', 'no-answer', 'busy', 'switched-off', 'wrong-number', 'call-back-later')
  ),
  from_value text check (char_length(from_value) <= 300),
  to_value text check (char_length(to_value) <= 300),
  check ((kind = 'call') = (outcome is not null)),
  -- A note has text: char_length(null) > 0 is null, which a CHECK would let through.
  check (kind <> 'note' or coalesce(char_length(body), 0) > 0)
);
create index lead_activities_lead_idx on lead_activities (lead_id, id);

-- Append-only, whoever connects: the API, a psql session or a future bug.
create function lead_activities_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'lead_activities is append-only: % is not allowed', tg_op
    using errcode = 'insufficient_privilege';
end $$;

create trigger lead_activities_no_change
before update or delete on lead_activities
for each row execute function lead_activities_append_only();

create trigger lead_activities_no_truncate
before truncate on lead_activities
for each statement execute function lead_activities_append_only();

-- Notes written before the timeline become each lead's first note, trimmed
-- as the API trims a new one. Old notes were stored as typed, so a note of
-- nothing but line breaks or tabs is blank too: btrim alone strips spaces only.
insert into lead_activities (lead_id, kind, author, created_at, body)
select id, 'note', 'system', updated_at, body
from admission_leads,
  lateral (select regexp_replace(notes, '^[\s\u00a0\u3000]+|[\s\u00a0\u3000]+$', '', 'g') as body) note
where body <> '';
alter table admission_leads drop column notes;

-- Every change to a lead, in an order that a reader can follow without
-- missing one: a reader takes only events of transactions older than every
-- transaction still running (pg_snapshot_xmin), in (txid, id) order, so an
-- event never commits behind a cursor that has passed it
-- (docs/decisions/014-live-updates-from-postgres.md).
create table lead_events (
  txid xid8 not null default pg_current_xact_id(),
  id bigint generated always as identity,
  -- created: a new enquiry; changed: status, assignee or follow-up; activity: a timeline entry.
  kind text not null check (kind in ('created', 'changed', 'activity')),
  lead_id uuid not null,
  activity_id bigint,
  created_at timestamptz not null default now(),
  primary key (txid, id)
);
create index lead_events_created_idx on lead_events (created_at);

-- Statement triggers: a group commit of 500 enquiries writes its events in one insert.
create function lead_events_from_leads() returns trigger language plpgsql as $$
begin
  insert into lead_events (kind, lead_id)
  select case tg_op when 'INSERT' then 'created' else 'changed' end, id from changed;
  perform pg_notify('lead_events', '');
  return null;
end $$;

create trigger admission_leads_events_insert
after insert on admission_leads
referencing new table as changed
for each statement execute function lead_events_from_leads();

create trigger admission_leads_events_update
after update on admission_leads
referencing new table as changed
for each statement execute function lead_events_from_leads();

create function lead_events_from_activities() returns trigger language plpgsql as $$
begin
  insert into lead_events (kind, lead_id, activity_id) select 'activity', lead_id, id from changed;
  perform pg_notify('lead_events', '');
  return null;
end $$;

create trigger lead_activities_events
after insert on lead_activities
referencing new table as changed
for each statement execute function lead_events_from_activities();

-- Round-robin assignment of new enquiries (ASSIGN_NEW_LEADS=round-robin):
-- one row whose lock hands each new lead the next counsellor, across every
-- API instance.
create table lead_assignment_turn (
  only_row boolean primary key default true check (only_row),
  position bigint not null
);
insert into lead_assignment_turn values (true, 0);
