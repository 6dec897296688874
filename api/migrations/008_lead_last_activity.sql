-- Each lead's newest timeline entry, kept on the lead's own row
-- (docs/decisions/022-newest-activity-kept-on-the-lead.md). The export of
-- 100,000 leads spent half its time in PostgreSQL finding each lead's newest
-- entry, one index lookup per row (docs/performance.md); kept here, the
-- export reads it with the lead, and sorting by it is sorting by a column.
-- "Newest" is the highest id, as LEAD_COLUMNS reads it.
alter table admission_leads
  add column last_activity_id bigint,
  add column last_activity_kind text,
  add column last_activity_author text,
  add column last_activity_at timestamptz,
  add column last_activity_body text,
  add column last_activity_outcome text,
  add column last_activity_from text,
  add column last_activity_to text;

/*
 * The kept entry changes the lead's row, but it is not a change of the lead:
 * the entry's own 'activity' event tells consoles of it. While the triggers
 * below write it, this transaction-local setting tells lead_events_from_leads
 * to write no 'changed' event for that update (AFTER STATEMENT triggers of
 * the update run before it ends).
 */
create or replace function lead_events_from_leads() returns trigger language plpgsql as $$
begin
  if current_setting('skltcoa.keeping_last_activity', true) = 'on' then
    return null;
  end if;
  insert into lead_events (kind, lead_id)
  select case tg_op when 'INSERT' then 'created' else 'changed' end, id from changed;
  perform pg_notify('lead_events', '');
  return null;
end $$;

-- New entries: each lead of the statement takes its newest, unless the lead
-- already keeps a newer one (ids are handed out before commit, so an older
-- id can commit later; the lead's row lock orders the two writers).
create function lead_last_activity_insert() returns trigger language plpgsql as $$
begin
  perform set_config('skltcoa.keeping_last_activity', 'on', true);
  update admission_leads lead set
    last_activity_id = a.id, last_activity_kind = a.kind, last_activity_author = a.author,
    last_activity_at = a.created_at, last_activity_body = a.body,
    last_activity_outcome = a.outcome, last_activity_from = a.from_value,
    last_activity_to = a.to_value
  from (select distinct on (lead_id) * from added order by lead_id, id desc) a
  where lead.id = a.lead_id and (lead.last_activity_id is null or lead.last_activity_id < a.id);
  perform set_config('skltcoa.keeping_last_activity', '', true);
  return null;
end $$;

create trigger lead_activities_last_insert
after insert on lead_activities
referencing new table as added
for each statement execute function lead_last_activity_insert();

-- The timeline is append-only, but whoever lifts that guard (erasure of a
-- withdrawn person's notes, a test reset) must not leave a copy behind:
-- the leads whose entries changed or went read their newest one again.
create function lead_last_activity_again(leads uuid[]) returns void language plpgsql as $$
begin
  perform set_config('skltcoa.keeping_last_activity', 'on', true);
  update admission_leads lead set
    (last_activity_id, last_activity_kind, last_activity_author, last_activity_at,
     last_activity_body, last_activity_outcome, last_activity_from, last_activity_to) = (
      select a.id, a.kind, a.author, a.created_at, a.body, a.outcome, a.from_value, a.to_value
      from lead_activities a where a.lead_id = lead.id order by a.id desc limit 1)
  where lead.id in (select unnest(leads));
  perform set_config('skltcoa.keeping_last_activity', '', true);
end $$;

create function lead_last_activity_update() returns trigger language plpgsql as $$
begin
  perform lead_last_activity_again(array(
    select lead_id from before_rows union select lead_id from after_rows));
  return null;
end $$;

create trigger lead_activities_last_update
after update on lead_activities
referencing old table as before_rows new table as after_rows
for each statement execute function lead_last_activity_update();

create function lead_last_activity_delete() returns trigger language plpgsql as $$
begin
  perform lead_last_activity_again(array(select distinct lead_id from removed));
  return null;
end $$;

create trigger lead_activities_last_delete
after delete on lead_activities
referencing old table as removed
for each statement execute function lead_last_activity_delete();

create function lead_last_activity_reset() returns trigger language plpgsql as $$
begin
  perform set_config('skltcoa.keeping_last_activity', 'on', true);
  update admission_leads set
    last_activity_id = null, last_activity_kind = null, last_activity_author = null,
    last_activity_at = null, last_activity_body = null, last_activity_outcome = null,
    last_activity_from = null, last_activity_to = null
  where last_activity_id is not null;
  perform set_config('skltcoa.keeping_last_activity', '', true);
  return null;
end $$;

create trigger lead_activities_last_truncate
after truncate on lead_activities
for each statement execute function lead_last_activity_reset();

-- The entries already written.
select lead_last_activity_again(array(select distinct lead_id from lead_activities));
