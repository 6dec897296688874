-- The dashboard (issue 13 §4, docs/decisions/017-dashboard.md): enquiries
-- per week by source and programme, the funnel per source, calls per
-- counsellor, and follow-ups due and overdue per owner, all summed from kept
-- counts like the listing's totals (ADR 005), so that GET /api/dashboard
-- reads a few thousand small rows, not the leads.

/*
 * Where an enquiry came from: its utm_source (spaces around it ignored, A–Z
 * in lower case), else the first segment of its source page with the slash
 * ('/courses/barch/admission' → '/courses'), else '(none)'. The same rule
 * as leadSource() in shared/src/dashboard.ts; translate() rather than
 * lower(), whose answer for other letters depends on the database's locale.
 */
create function lead_source(utm_source text, source_page text) returns text
language sql immutable parallel safe
return case
  when btrim(utm_source) <> '' then
    translate(btrim(utm_source), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
  when source_page like '/%' then
    '/' || translate(substring(source_page from '^/([^/?#]*)'),
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
  else '(none)'
end;

-- Leads per Mumbai day of arrival, source, programme and status now; and
-- the same per week (its Monday), so that a long range reads a seventh of
-- the rows: its whole weeks from here, the days at either end from above.
create table lead_source_counts (
  day date not null,
  source text not null,
  program text not null,
  status text not null,
  shard smallint not null,
  n integer not null,
  primary key (day, source, program, status, shard)
);

create table lead_source_week_counts (
  week date not null check (extract(isodow from week) = 1),
  source text not null,
  program text not null,
  status text not null,
  shard smallint not null,
  n integer not null,
  primary key (week, source, program, status, shard)
);

-- The Monday of a day's week (1900-01-01 was a Monday): date arithmetic, no time zone.
create function lead_week(day date) returns date language sql immutable parallel safe
return day - (day - date '1900-01-01') % 7;

-- Next follow-ups per Mumbai day and owner (null: nobody's). Due today and
-- overdue are the sums for today and for the days before it, as the
-- listing's `due` filter counts them.
create table lead_follow_up_counts (
  day date not null,
  assignee_id uuid,
  shard smallint not null,
  n bigint not null,
  constraint lead_follow_up_counts_key unique nulls not distinct (day, assignee_id, shard)
);

/*
 * All three are kept by statement triggers with transition tables: a group
 * commit of 200 enquiries (ADR 008) adds to each of its few groups once,
 * where a row trigger would upsert 200 times. A merged duplicate is counted
 * in none, as the listing leaves it out (ADR 016). Counter rows are sharded
 * by session as lead_counts' are (ADR 005), and written in key order, so
 * that two statements sharing a shard never wait for each other in a circle.
 * Each trigger repeats the same two statements over its own transition
 * tables, which only its own function can read; the day and week counts are
 * written by one statement.
 */
create function lead_dashboard_counts_insert() returns trigger language plpgsql as $$
begin
  with change as (
    select (created_at at time zone 'Asia/Kolkata')::date as day,
      lead_source(utm_source, source_page) as source, program, status, count(*)::integer as n
    from added
    where merged_into is null
    group by 1, 2, 3, 4
  ),
  daily as (
    insert into lead_source_counts
    select day, source, program, status, pg_backend_pid() % 8, n from change
    order by day, source, program, status
    on conflict on constraint lead_source_counts_pkey do update set n = lead_source_counts.n + excluded.n
  )
  insert into lead_source_week_counts
  select lead_week(day), source, program, status, pg_backend_pid() % 8, sum(n) from change
  group by 1, 2, 3, 4
  order by 1, 2, 3, 4
  on conflict on constraint lead_source_week_counts_pkey
  do update set n = lead_source_week_counts.n + excluded.n;
  -- New enquiries have no follow-up; leads copied in by hand may.
  insert into lead_follow_up_counts
  select (next_follow_up_at at time zone 'Asia/Kolkata')::date, assignee_id, pg_backend_pid() % 8, count(*)
  from added
  where merged_into is null and next_follow_up_at is not null
  group by 1, 2
  order by 1, 2
  on conflict on constraint lead_follow_up_counts_key do update set n = lead_follow_up_counts.n + excluded.n;
  return null;
end $$;

create trigger admission_leads_dashboard_insert
after insert on admission_leads
referencing new table as added
for each statement execute function lead_dashboard_counts_insert();

-- Every update statement passes here (a trigger with transition tables
-- cannot name columns); one that changes no counted field nets to nothing
-- and writes nothing.
create function lead_dashboard_counts_update() returns trigger language plpgsql as $$
begin
  with change as (
    select day, source, program, status, sum(delta)::integer as n
    from (
      select (created_at at time zone 'Asia/Kolkata')::date as day,
        lead_source(utm_source, source_page) as source, program, status, -1 as delta
      from before_rows where merged_into is null
      union all
      select (created_at at time zone 'Asia/Kolkata')::date, lead_source(utm_source, source_page),
        program, status, 1
      from after_rows where merged_into is null
    ) rows
    group by day, source, program, status
    having sum(delta) <> 0
  ),
  daily as (
    insert into lead_source_counts
    select day, source, program, status, pg_backend_pid() % 8, n from change
    order by day, source, program, status
    on conflict on constraint lead_source_counts_pkey do update set n = lead_source_counts.n + excluded.n
  )
  insert into lead_source_week_counts
  select lead_week(day), source, program, status, pg_backend_pid() % 8, sum(n) from change
  group by 1, 2, 3, 4
  having sum(n) <> 0
  order by 1, 2, 3, 4
  on conflict on constraint lead_source_week_counts_pkey
  do update set n = lead_source_week_counts.n + excluded.n;
  insert into lead_follow_up_counts
  select day, assignee_id, pg_backend_pid() % 8, sum(delta)
  from (
    select (next_follow_up_at at time zone 'Asia/Kolkata')::date as day, assignee_id, -1 as delta
    from before_rows where merged_into is null and next_follow_up_at is not null
    union all
    select (next_follow_up_at at time zone 'Asia/Kolkata')::date, assignee_id, 1
    from after_rows where merged_into is null and next_follow_up_at is not null
  ) change
  group by day, assignee_id
  having sum(delta) <> 0
  order by day, assignee_id
  on conflict on constraint lead_follow_up_counts_key do update set n = lead_follow_up_counts.n + excluded.n;
  return null;
end $$;

create trigger admission_leads_dashboard_update
after update on admission_leads
referencing old table as before_rows new table as after_rows
for each statement execute function lead_dashboard_counts_update();

create function lead_dashboard_counts_delete() returns trigger language plpgsql as $$
begin
  with change as (
    select (created_at at time zone 'Asia/Kolkata')::date as day,
      lead_source(utm_source, source_page) as source, program, status, -count(*)::integer as n
    from removed
    where merged_into is null
    group by 1, 2, 3, 4
  ),
  daily as (
    insert into lead_source_counts
    select day, source, program, status, pg_backend_pid() % 8, n from change
    order by day, source, program, status
    on conflict on constraint lead_source_counts_pkey do update set n = lead_source_counts.n + excluded.n
  )
  insert into lead_source_week_counts
  select lead_week(day), source, program, status, pg_backend_pid() % 8, sum(n) from change
  group by 1, 2, 3, 4
  order by 1, 2, 3, 4
  on conflict on constraint lead_source_week_counts_pkey
  do update set n = lead_source_week_counts.n + excluded.n;
  insert into lead_follow_up_counts
  select (next_follow_up_at at time zone 'Asia/Kolkata')::date, assignee_id, pg_backend_pid() % 8, -count(*)
  from removed
  where merged_into is null and next_follow_up_at is not null
  group by 1, 2
  order by 1, 2
  on conflict on constraint lead_follow_up_counts_key do update set n = lead_follow_up_counts.n + excluded.n;
  return null;
end $$;

create trigger admission_leads_dashboard_delete
after delete on admission_leads
referencing old table as removed
for each statement execute function lead_dashboard_counts_delete();

create function lead_dashboard_counts_reset() returns trigger language plpgsql as $$
begin
  delete from lead_source_counts;
  delete from lead_source_week_counts;
  delete from lead_follow_up_counts;
  return null;
end $$;

create trigger admission_leads_dashboard_truncate
after truncate on admission_leads
for each statement execute function lead_dashboard_counts_reset();

insert into lead_source_counts
select (created_at at time zone 'Asia/Kolkata')::date, lead_source(utm_source, source_page),
  program, status, 0, count(*)
from admission_leads
where merged_into is null
group by 1, 2, 3, 4;

insert into lead_source_week_counts
select lead_week(day), source, program, status, 0, sum(n)
from lead_source_counts
group by 1, 2, 3, 4;

insert into lead_follow_up_counts
select (next_follow_up_at at time zone 'Asia/Kolkata')::date, assignee_id, 0, count(*)
from admission_leads
where merged_into is null and next_follow_up_at is not null
group by 1, 2;

-- Calls logged per Mumbai day and author (case-folded). The timeline is
-- append-only (003_follow_up.sql), so inserts are all there is to count.
create table lead_call_counts (
  day date not null,
  author text not null,
  shard smallint not null,
  n bigint not null,
  primary key (day, author, shard)
);

create function lead_call_counts_insert() returns trigger language plpgsql as $$
begin
  insert into lead_call_counts
  select (created_at at time zone 'Asia/Kolkata')::date, lower(author), pg_backend_pid() % 8, count(*)
  from added
  where kind = 'call'
  group by 1, 2
  order by 1, 2
  on conflict on constraint lead_call_counts_pkey do update set n = lead_call_counts.n + excluded.n;
  return null;
end $$;

create trigger lead_activities_call_count
after insert on lead_activities
referencing new table as added
for each statement execute function lead_call_counts_insert();

insert into lead_call_counts
select (created_at at time zone 'Asia/Kolkata')::date, lower(author), 0, count(*)
from lead_activities
where kind = 'call'
group by 1, 2;
