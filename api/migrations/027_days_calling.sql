-- The day's calling (docs/decisions/053-the-days-calling.md): every call and
-- note in a range of days, newest first, for the Calls screen and its export;
-- and the dashboard's calls reached, follow-ups kept on time and time to a
-- first call.

-- Calls and notes by when they were logged, newest first from the end of the
-- range; the kind, author and outcome ride along, so that the range's totals
-- (calls, reached, not reached, notes) read the index alone.
create index lead_activities_logged_idx on lead_activities (created_at, id)
  include (kind, author, outcome)
  where kind in ('call', 'note');

/*
 * Follow-ups and how they went, kept from the timeline as it is written
 * (docs/decisions/053-the-days-calling.md): each follow-up entry with a time
 * (`to_value`, as the API writes it), when the lead's next follow-up entry
 * replaced it (`next_at`), and when the first call after it, before that,
 * was logged (`answered_at`). The dashboard's follow-ups kept on time read
 * this by due time rather than walking each lead's timeline.
 */
create table lead_follow_ups (
  id bigint primary key,
  lead_id uuid not null,
  due_at timestamptz not null,
  next_at timestamptz,
  answered_at timestamptz,
  -- The lead's owner now, and whether it counts (neither merged into another
  -- nor withdrawn), kept as the lead changes: the dashboard reads no lead
  -- (docs/decisions/024-dashboard-coarser-kept-counts.md).
  assignee_id uuid,
  counted boolean not null
);
create index lead_follow_ups_due_idx on lead_follow_ups (due_at)
  include (assignee_id, counted, next_at, answered_at);
create index lead_follow_ups_lead_idx on lead_follow_ups (lead_id);

-- A follow-up entry's time, or null where its text is not one: the timeline
-- keeps what was written, and a derived record must never refuse an entry.
create function follow_up_time(value text) returns timestamptz
language plpgsql stable as $$
begin
  return value::timestamptz;
exception when others then
  return null;
end $$;

-- The entries of a statement in their order: a call answers the lead's open
-- follow-up, a follow-up entry replaces it (and, with a time, opens the next).
create function lead_follow_ups_insert() returns trigger language plpgsql as $$
declare
  entry record;
begin
  for entry in
    select id, lead_id, kind, created_at, to_value from added
    where kind in ('call', 'follow_up')
    -- A save writes its call after the follow-up it sets (ADR 052), but the
    -- call answers the follow-up that was open before that save.
    order by kind <> 'call', id
  loop
    if entry.kind = 'call' then
      update lead_follow_ups set answered_at = entry.created_at
      where lead_id = entry.lead_id and next_at is null and answered_at is null;
    else
      update lead_follow_ups set next_at = entry.created_at
      where lead_id = entry.lead_id and next_at is null;
      if follow_up_time(entry.to_value) is not null then
        insert into lead_follow_ups (id, lead_id, due_at, assignee_id, counted)
        select entry.id, entry.lead_id, follow_up_time(entry.to_value), lead.assignee_id,
          lead.merged_into is null and lead.withdrawn_at is null
        from admission_leads lead where lead.id = entry.lead_id;
      end if;
    end if;
  end loop;
  return null;
end $$;

create trigger lead_activities_follow_ups
after insert on lead_activities
referencing new table as added
for each statement execute function lead_follow_ups_insert();

insert into lead_follow_ups (id, lead_id, due_at, next_at, answered_at, assignee_id, counted)
select f.id, f.lead_id, follow_up_time(f.to_value), next.created_at, answer.created_at,
  lead.assignee_id, lead.merged_into is null and lead.withdrawn_at is null
from lead_activities f
join admission_leads lead on lead.id = f.lead_id
left join lateral (
  select n.id, n.created_at from lead_activities n
  where n.lead_id = f.lead_id and n.kind = 'follow_up' and n.id > f.id
  order by n.id limit 1
) next on true
left join lateral (
  select c.created_at from lead_activities c
  where c.lead_id = f.lead_id and c.kind = 'call' and c.id > f.id
    and (next.id is null or c.id < next.id)
  order by c.id limit 1
) answer on true
where f.kind = 'follow_up' and follow_up_time(f.to_value) is not null;

select audit_action_allow('calls_listed');
select audit_action_allow('calls_exported');

-- Calls that reached the family per Mumbai day and author (case-folded),
-- beside lead_call_counts (migration 007), kept the same way: the outcomes
-- are REACHED_OUTCOMES (shared/src/constants.ts). Every call has an outcome
-- (migration 003's check), so the calls not reached are the calls less these.
create table lead_call_reached_counts (
  day date not null,
  author text not null,
  shard smallint not null,
  n bigint not null,
  primary key (day, author, shard)
);

create function lead_call_reached_counts_insert() returns trigger language plpgsql as $$
begin
  insert into lead_call_reached_counts
  select (created_at at time zone 'Asia/Kolkata')::date, lower(author), pg_backend_pid() % 8, count(*)
  from added
  where kind = 'call' and outcome in ('connected', 'call-back-later')
  group by 1, 2
  order by 1, 2
  on conflict on constraint lead_call_reached_counts_pkey
  do update set n = lead_call_reached_counts.n + excluded.n;
  return null;
end $$;

create trigger lead_activities_call_reached_count
after insert on lead_activities
referencing new table as added
for each statement execute function lead_call_reached_counts_insert();

insert into lead_call_reached_counts
select (created_at at time zone 'Asia/Kolkata')::date, lower(author), 0, count(*)
from lead_activities
where kind = 'call' and outcome in ('connected', 'call-back-later')
group by 1, 2;

/*
 * The hourly fold (ADR 024) folds the calls reached too: migration 024's
 * function with one more table.
 */
create or replace function lead_dashboard_fold(cutoff date) returns bigint language plpgsql as $$
declare
  kept record;
  moved bigint;
  total bigint := 0;
begin
  for kept in
    select * from (values
      ('lead_source_counts', 'day', 'day, source, program, status', 1),
      ('lead_source_week_counts', 'week', 'week, source, program, status', 7),
      ('lead_source_block_counts', 'block', 'block, source, status', 28),
      ('lead_source_week_program_counts', 'week', 'week, source, program', 7),
      ('lead_week_program_counts', 'week', 'week, program', 7),
      ('lead_call_counts', 'day', 'day, author', 1),
      ('lead_call_reached_counts', 'day', 'day, author', 1),
      ('lead_family_counts', 'day', 'day, first_source, last_source, status', 1),
      ('lead_family_week_counts', 'week', 'week, first_source, last_source, status', 7),
      ('lead_family_block_counts', 'block', 'block, first_source, last_source, status', 28)
    ) as tables (name, period, keys, days)
  loop
    execute format($fold$
      with moved as (
        delete from %1$I where ctid = any(array(
          select ctid from %1$I where %2$I + %4$s <= $1 and shard <> 0
          for update skip locked))
        returning %3$s, n
      )
      insert into %1$I
      select %3$s, 0, sum(n) from moved
      group by %3$s having sum(n) <> 0
      order by %3$s
      on conflict (%3$s, shard) do update set n = %1$I.n + excluded.n
    $fold$, kept.name, kept.period, kept.keys, kept.days) using cutoff;
    get diagnostics moved = row_count;
    total := total + moved;
  end loop;
  return total;
end $$;

/*
 * The time to a first call, kept: each lead's wait from arrival to its first
 * call (migration 026) in working time, counted per week of arrival, first
 * caller (case-folded) and bucket of the wait, so that the dashboard's
 * medians read a few hundred rows rather than every lead of the range.
 *
 * lead_working_ms is the office's open time from 1970-01-01 in Mumbai up to
 * an instant (OFFICE_HOURS in shared/src/office-hours.ts: Monday to Saturday,
 * 09:30 to 17:30, UTC+05:30): whole weeks, the working days before this one
 * in its week (a week counted from Thursday, the weekday of day 0), and this
 * day's open time so far. The wait is the difference of two; the dashboard's
 * test holds it to workingMillisBetween.
 */
create function lead_working_ms(at timestamptz) returns double precision
language plpgsql immutable parallel safe as $$
declare
  local double precision := date_part('epoch', at) * 1000 + 19800000;
  day double precision := floor(local / 86400000);
  place integer := (day::bigint % 7)::integer;
  today double precision := local - day * 86400000;
begin
  return floor(day / 7) * 172800000
    + (array[0, 1, 2, 3, 3, 4, 5])[place + 1] * 28800000::double precision
    -- Place 3 is a Sunday.
    + case when place = 3 then 0 else least(greatest(today - 34200000, 0), 28800000) end;
end $$;

/*
 * A wait's bucket, in minutes from its start: to the minute under two
 * hours, to five minutes under ten, to half an hour under 48, then to four
 * hours. The medians are those of the buckets' starts.
 */
create function lead_wait_bucket(ms double precision) returns integer
language sql immutable parallel safe
return case
  when ms < 7200000 then floor(ms / 60000)
  when ms < 36000000 then floor(ms / 300000) * 5
  when ms < 172800000 then floor(ms / 1800000) * 30
  else floor(ms / 14400000) * 240
end::integer;

create table lead_first_call_counts (
  week date not null,
  author text not null,
  minutes integer not null,
  n bigint not null,
  primary key (week, author, minutes)
);

/*
 * Kept by statement triggers with transition tables, as the dashboard's
 * other counts (migration 007): a lead counts once called and while not
 * merged into another; an update that changes none of that nets to nothing.
 * The update's trigger also carries a lead's new owner, merge or withdrawal
 * to its follow-ups' record above.
 */
create function lead_first_call_counts_insert() returns trigger language plpgsql as $$
begin
  insert into lead_first_call_counts
  select lead_week((created_at at time zone 'Asia/Kolkata')::date),
      lower(first_contact_by),
      lead_wait_bucket(greatest(lead_working_ms(first_contact_at) - lead_working_ms(created_at), 0)), count(*)
  from added where first_contact_at is not null and first_contact_by is not null and merged_into is null
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict on constraint lead_first_call_counts_pkey
  do update set n = lead_first_call_counts.n + excluded.n;
  return null;
end $$;

create trigger admission_leads_first_call_insert
after insert on admission_leads
referencing new table as added
for each statement execute function lead_first_call_counts_insert();

create function lead_first_call_counts_update() returns trigger language plpgsql as $$
begin
  insert into lead_first_call_counts
  select week, author, minutes, sum(delta)
  from (
    select lead_week((created_at at time zone 'Asia/Kolkata')::date), lower(first_contact_by), lead_wait_bucket(greatest(lead_working_ms(first_contact_at) - lead_working_ms(created_at), 0)), -1
    from before_rows where first_contact_at is not null and first_contact_by is not null and merged_into is null
    union all
    select lead_week((created_at at time zone 'Asia/Kolkata')::date), lower(first_contact_by), lead_wait_bucket(greatest(lead_working_ms(first_contact_at) - lead_working_ms(created_at), 0)), 1
    from after_rows where first_contact_at is not null and first_contact_by is not null and merged_into is null
  ) as change (week, author, minutes, delta)
  group by 1, 2, 3
  having sum(delta) <> 0
  order by 1, 2, 3
  on conflict on constraint lead_first_call_counts_pkey
  do update set n = lead_first_call_counts.n + excluded.n;
  -- The follow-ups' owner and whether they count follow their lead.
  update lead_follow_ups f
  set assignee_id = a.assignee_id, counted = a.merged_into is null and a.withdrawn_at is null
  from after_rows a join before_rows b on b.id = a.id
  where f.lead_id = a.id
    and (a.assignee_id is distinct from b.assignee_id or a.merged_into is distinct from b.merged_into
      or a.withdrawn_at is distinct from b.withdrawn_at);
  return null;
end $$;

create trigger admission_leads_first_call_update
after update on admission_leads
referencing old table as before_rows new table as after_rows
for each statement execute function lead_first_call_counts_update();

create function lead_first_call_counts_delete() returns trigger language plpgsql as $$
begin
  insert into lead_first_call_counts
  select lead_week((created_at at time zone 'Asia/Kolkata')::date),
      lower(first_contact_by),
      lead_wait_bucket(greatest(lead_working_ms(first_contact_at) - lead_working_ms(created_at), 0)), -count(*)
  from removed where first_contact_at is not null and first_contact_by is not null and merged_into is null
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict on constraint lead_first_call_counts_pkey
  do update set n = lead_first_call_counts.n + excluded.n;
  return null;
end $$;

create trigger admission_leads_first_call_delete
after delete on admission_leads
referencing old table as removed
for each statement execute function lead_first_call_counts_delete();

create function lead_first_call_counts_reset() returns trigger language plpgsql as $$
begin
  delete from lead_first_call_counts;
  return null;
end $$;

create trigger admission_leads_first_call_truncate
after truncate on admission_leads
for each statement execute function lead_first_call_counts_reset();

-- Leads called before this migration (migration 026 fills their first contact online, through the triggers above).
insert into lead_first_call_counts
select lead_week((created_at at time zone 'Asia/Kolkata')::date),
      lower(first_contact_by),
      lead_wait_bucket(greatest(lead_working_ms(first_contact_at) - lead_working_ms(created_at), 0)), count(*)
from admission_leads where first_contact_at is not null and first_contact_by is not null and merged_into is null
group by 1, 2, 3;
