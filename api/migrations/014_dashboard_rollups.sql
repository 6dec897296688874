-- Coarser kept counts for the dashboard (issue 13 §4,
-- docs/decisions/024-dashboard-coarser-kept-counts.md): two years read about
-- 17,600 rows of migration 007's week counts, most of them the long tail of
-- small sources that the answer folds into '(other)'. These let a range rank
-- its sources from four-week blocks and then read weeks for the busiest
-- sources only, with every other source's weeks as the total less theirs.

-- The first day of a day's four-week block: blocks start on Mondays
-- (1900-01-01 was one), so a block is four whole weeks of lead_week().
create function lead_block(day date) returns date language sql immutable parallel safe
return day - (day - date '1900-01-01') % 28;

-- Leads per block, source and status now: the ranking and the funnel.
create table lead_source_block_counts (
  block date not null check ((block - date '1900-01-01') % 28 = 0),
  source text not null,
  status text not null,
  shard smallint not null,
  n integer not null,
  primary key (block, source, status, shard)
);

-- Leads per week, source and programme: the weekly chart, read by source.
create table lead_source_week_program_counts (
  week date not null check (extract(isodow from week) = 1),
  source text not null,
  program text not null,
  shard smallint not null,
  n integer not null,
  primary key (week, source, program, shard)
);
create index lead_source_week_program_counts_source_idx
on lead_source_week_program_counts (source, week) include (program, n);

-- Leads per week and programme, every source together.
create table lead_week_program_counts (
  week date not null check (extract(isodow from week) = 1),
  program text not null,
  shard smallint not null,
  n integer not null,
  primary key (week, program, shard)
);

/*
 * Adds a change in leads per Mumbai day, source, programme and status (the
 * grain of lead_source_counts) to the three tables. Called once per
 * statement by the triggers below with the statement's net change, so that
 * a group commit of 200 enquiries (ADR 008) writes each group once. Rows go
 * to this session's shard (ADR 005) in key order, and the tables in one
 * order, so that two statements sharing a shard never wait in a circle; a
 * group that nets to nothing (a status change, for the weeks) writes nothing.
 */
create function lead_source_rollups_add(
  days date[], sources text[], programs text[], statuses text[], ns integer[]
) returns void language sql as $$
  with change as (
    select * from unnest(days, sources, programs, statuses, ns) as c(day, source, program, status, n)
  ),
  blocks as (
    insert into lead_source_block_counts
    select lead_block(day), source, status, pg_backend_pid() % 8, sum(n) from change
    group by 1, 2, 3 having sum(n) <> 0
    order by 1, 2, 3
    on conflict on constraint lead_source_block_counts_pkey
    do update set n = lead_source_block_counts.n + excluded.n
  ),
  weeks as (
    insert into lead_source_week_program_counts
    select lead_week(day), source, program, pg_backend_pid() % 8, sum(n) from change
    group by 1, 2, 3 having sum(n) <> 0
    order by 1, 2, 3
    on conflict on constraint lead_source_week_program_counts_pkey
    do update set n = lead_source_week_program_counts.n + excluded.n
  )
  insert into lead_week_program_counts
  select lead_week(day), program, pg_backend_pid() % 8, sum(n) from change
  group by 1, 2 having sum(n) <> 0
  order by 1, 2
  on conflict on constraint lead_week_program_counts_pkey
  do update set n = lead_week_program_counts.n + excluded.n;
$$;

-- The same rows as migration 007's triggers count: merged duplicates left
-- out (ADR 016), so a merge, a withdrawal or an erasure that changes a
-- counted field moves or removes its lead here as there.
create function lead_source_rollups_insert() returns trigger language plpgsql as $$
begin
  perform lead_source_rollups_add(array_agg(day), array_agg(source), array_agg(program),
    array_agg(status), array_agg(n))
  from (
    select (created_at at time zone 'Asia/Kolkata')::date as day,
      lead_source(utm_source, source_page) as source, program, status, count(*)::integer as n
    from added where merged_into is null
    group by 1, 2, 3, 4
  ) change;
  return null;
end $$;

create trigger admission_leads_dashboard_rollups_insert
after insert on admission_leads
referencing new table as added
for each statement execute function lead_source_rollups_insert();

create function lead_source_rollups_update() returns trigger language plpgsql as $$
begin
  perform lead_source_rollups_add(array_agg(day), array_agg(source), array_agg(program),
    array_agg(status), array_agg(n))
  from (
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
  ) change;
  return null;
end $$;

create trigger admission_leads_dashboard_rollups_update
after update on admission_leads
referencing old table as before_rows new table as after_rows
for each statement execute function lead_source_rollups_update();

create function lead_source_rollups_delete() returns trigger language plpgsql as $$
begin
  perform lead_source_rollups_add(array_agg(day), array_agg(source), array_agg(program),
    array_agg(status), array_agg(n))
  from (
    select (created_at at time zone 'Asia/Kolkata')::date as day,
      lead_source(utm_source, source_page) as source, program, status, -count(*)::integer as n
    from removed where merged_into is null
    group by 1, 2, 3, 4
  ) change;
  return null;
end $$;

create trigger admission_leads_dashboard_rollups_delete
after delete on admission_leads
referencing old table as removed
for each statement execute function lead_source_rollups_delete();

create function lead_source_rollups_reset() returns trigger language plpgsql as $$
begin
  delete from lead_source_block_counts;
  delete from lead_source_week_program_counts;
  delete from lead_week_program_counts;
  return null;
end $$;

create trigger admission_leads_dashboard_rollups_truncate
after truncate on admission_leads
for each statement execute function lead_source_rollups_reset();

/*
 * From migration 007's day counts, which hold the same leads at a finer
 * grain: creating the triggers above locked out every writer of
 * admission_leads until this migration commits, so nothing moves meanwhile.
 */
select lead_source_rollups_add(array_agg(day), array_agg(source), array_agg(program),
  array_agg(status), array_agg(n))
from (
  select day, source, program, status, sum(n)::integer as n from lead_source_counts
  group by 1, 2, 3, 4 having sum(n) <> 0
) counts;
-- One shard for all of them, as a fresh count would be.
update lead_source_block_counts set shard = 0;
update lead_source_week_program_counts set shard = 0;
update lead_week_program_counts set shard = 0;

/*
 * Folds the dashboard's kept counts of periods that ended before `cutoff`
 * into shard 0 and returns how many groups it wrote there. Shards keep concurrent
 * writers of this week's counts apart (ADR 005), but a range reads every
 * shard of every period in it: a pool working for months leaves up to eight
 * rows where one would do. Rows another transaction holds are skipped, to
 * be folded next time, so the fold never waits for a row it would delete;
 * a writer that waits for a row the fold deleted inserts it anew once the
 * fold commits. Sums are all that is read, so none of this changes a count.
 * Groups that net to nothing are dropped.
 */
create function lead_dashboard_fold(cutoff date) returns bigint language plpgsql as $$
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
      ('lead_call_counts', 'day', 'day, author', 1)
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
