-- The dashboard counts families as well as enquiries
-- (docs/decisions/049-dashboard-counts-families.md). A family (ADR 016) counts
-- once, in the range of its first enquiry, by the source of that enquiry
-- (first touch) and of its latest (last touch), at its furthest status.
-- Distinct families do not add up across days, so each family's facts are
-- kept on one row, and the families per day, week and four-week block of
-- their first enquiry are kept as counts that do add up, like the enquiries'
-- (migrations 007 and 014). Enquiries counted are the ones the dashboard
-- counts: merged duplicates left out.

/*
 * How far along the funnel a status is, for a family's furthest status:
 * new, contacted, not interested (the family was reached and said no),
 * interested, applied, enrolled. A family with an enrolled enquiry is
 * enrolled whatever its other enquiries say. A status this build does not
 * know ranks as new. The same order as FAMILY_STATUS_ORDER in
 * shared/src/dashboard.ts; api/src/dashboard/dashboard-families.test.ts
 * holds the two to each other.
 */
create function lead_status_rank(status text) returns integer
language sql immutable parallel safe
return case status
  when 'contacted' then 1
  when 'not-interested' then 2
  when 'interested' then 3
  when 'applied' then 4
  when 'enrolled' then 5
  else 0
end;

-- One row per family with an enquiry the dashboard counts.
create table lead_family_facts (
  family_id bigint primary key,
  -- Mumbai days of its first and latest enquiry.
  first_day date not null,
  last_day date not null,
  -- lead_source() of its first and latest enquiry (ties on created_at: by id).
  first_source text not null,
  last_source text not null,
  -- Its furthest status now, by lead_status_rank().
  status text not null,
  -- Every enquiry's day and source, in order, for a family that enquired on
  -- more than one day (null otherwise): a range that ends between its first
  -- and its latest enquiry finds its last touch up to its end here, so the
  -- dashboard reads no lead (ADR 017).
  touch_days date[],
  touch_sources text[],
  check ((touch_days is null) = (last_day = first_day)),
  check ((touch_days is null) = (touch_sources is null))
);
create index lead_family_facts_spanning_idx on lead_family_facts (first_day)
include (last_day) where last_day > first_day;

-- Families per Mumbai day, week (its Monday) and four-week block (lead_block())
-- of their first enquiry, first and last touch and furthest status, sharded
-- by session as the enquiries' counts are (ADR 005).
create table lead_family_counts (
  day date not null,
  first_source text not null,
  last_source text not null,
  status text not null,
  shard smallint not null,
  n integer not null,
  primary key (day, first_source, last_source, status, shard)
);
create table lead_family_week_counts (
  week date not null check (extract(isodow from week) = 1),
  first_source text not null,
  last_source text not null,
  status text not null,
  shard smallint not null,
  n integer not null,
  primary key (week, first_source, last_source, status, shard)
);
create table lead_family_block_counts (
  block date not null check ((block - date '1900-01-01') % 28 = 0),
  first_source text not null,
  last_source text not null,
  status text not null,
  shard smallint not null,
  n integer not null,
  primary key (block, first_source, last_source, status, shard)
);

/*
 * Works the facts of `families` out again from their leads and moves the
 * counts from each family's old facts to its new ones. Idempotent: a family
 * whose facts did not change writes nothing, so it may be called for a
 * family more than once in a statement.
 *
 * Lock before look (ADR 016): the families' rows in lead_families are
 * locked in id order first, in a statement of their own, so that the look
 * that follows sees every change committed to the family before the lock
 * was granted. An enquiry holds that lock from its insert to its commit
 * already (migration 005), so it waits for nothing more; two status changes
 * in one family queue on it instead of each writing facts that miss the
 * other's. Past 500 rows in one transaction the transaction holds SHARE ROW
 * EXCLUSIVE on the leads (migration 005) and no other writer can run.
 */
create function lead_family_facts_refresh(families bigint[]) returns void
language plpgsql as $$
begin
  if coalesce(cardinality(families), 0) = 0 then
    return;
  end if;
  if coalesce(nullif(current_setting('skltcoa.family_rows', true), '')::integer, 0) <= 500 then
    perform 1 from lead_families where id = any(families) order by id for update;
  end if;
  with fresh as (
    select family_id, min(day) as first_day, max(day) as last_day,
      (array_agg(source order by created_at, id))[1] as first_source,
      (array_agg(source order by created_at desc, id desc))[1] as last_source,
      (array_agg(status order by lead_status_rank(status) desc, status collate "C"))[1] as status,
      case when min(day) < max(day) then array_agg(day order by created_at, id) end as touch_days,
      case when min(day) < max(day) then array_agg(source order by created_at, id) end
        as touch_sources
    from (
      select family_id, created_at, id, status,
        (created_at at time zone 'Asia/Kolkata')::date as day,
        lead_source(utm_source, source_page) as source
      from admission_leads
      where family_id = any(families) and merged_into is null
    ) leads
    group by family_id
  ),
  old as (
    select first_day, first_source, last_source, status from lead_family_facts
    where family_id = any(families)
  ),
  change as (
    select day, first_source, last_source, status, sum(n)::integer as n
    from (
      select first_day as day, first_source, last_source, status, -1 as n from old
      union all
      select first_day, first_source, last_source, status, 1 from fresh
    ) moves
    group by 1, 2, 3, 4
    having sum(n) <> 0
  ),
  kept as (
    insert into lead_family_facts select * from fresh
    on conflict (family_id) do update
    set first_day = excluded.first_day, last_day = excluded.last_day,
      first_source = excluded.first_source, last_source = excluded.last_source,
      status = excluded.status, touch_days = excluded.touch_days,
      touch_sources = excluded.touch_sources
    where (lead_family_facts.first_day, lead_family_facts.last_day, lead_family_facts.first_source,
        lead_family_facts.last_source, lead_family_facts.status, lead_family_facts.touch_days,
        lead_family_facts.touch_sources)
      is distinct from (excluded.first_day, excluded.last_day, excluded.first_source,
        excluded.last_source, excluded.status, excluded.touch_days, excluded.touch_sources)
  ),
  gone as (
    delete from lead_family_facts
    where family_id = any(families) and family_id not in (select family_id from fresh)
  ),
  days as (
    insert into lead_family_counts
    select day, first_source, last_source, status, pg_backend_pid() % 8, n from change
    order by 1, 2, 3, 4
    on conflict on constraint lead_family_counts_pkey
    do update set n = lead_family_counts.n + excluded.n
  ),
  weeks as (
    insert into lead_family_week_counts
    select lead_week(day), first_source, last_source, status, pg_backend_pid() % 8, sum(n)
    from change
    group by 1, 2, 3, 4 having sum(n) <> 0
    order by 1, 2, 3, 4
    on conflict on constraint lead_family_week_counts_pkey
    do update set n = lead_family_week_counts.n + excluded.n
  )
  insert into lead_family_block_counts
  select lead_block(day), first_source, last_source, status, pg_backend_pid() % 8, sum(n)
  from change
  group by 1, 2, 3, 4 having sum(n) <> 0
  order by 1, 2, 3, 4
  on conflict on constraint lead_family_block_counts_pkey
  do update set n = lead_family_block_counts.n + excluded.n;
end $$;

/*
 * The triggers are named to fire after migration 005's of the same event
 * (PostgreSQL fires them in name order): by then an insert has locked its
 * families and united any it bridged. Uniting re-points leads with an
 * update, whose trigger below refreshes both families, so a family united
 * into another leaves the counts in the same statement.
 */
create function lead_family_facts_insert() returns trigger language plpgsql as $$
begin
  perform lead_family_facts_refresh(array(select distinct family_id from added order by 1));
  return null;
end $$;

create trigger admission_leads_family_facts_insert
after insert on admission_leads
referencing new table as added
for each statement execute function lead_family_facts_insert();

-- Every update statement passes here (no column list with transition
-- tables); one that changes none of the fields the facts read (an owner, a
-- follow-up, a version, an erasure's personal columns) returns at once.
create function lead_family_facts_update() returns trigger language plpgsql as $$
begin
  perform lead_family_facts_refresh(array(
    select distinct family
    from before_rows b join after_rows a using (id),
      lateral (values (b.family_id), (a.family_id)) as touched (family)
    where (b.family_id, b.merged_into, b.status, b.created_at, b.utm_source, b.source_page)
      is distinct from (a.family_id, a.merged_into, a.status, a.created_at, a.utm_source, a.source_page)
    order by 1));
  return null;
end $$;

create trigger admission_leads_family_facts_update
after update on admission_leads
referencing old table as before_rows new table as after_rows
for each statement execute function lead_family_facts_update();

create function lead_family_facts_delete() returns trigger language plpgsql as $$
begin
  perform lead_family_facts_refresh(array(select distinct family_id from removed order by 1));
  return null;
end $$;

create trigger admission_leads_family_facts_delete
after delete on admission_leads
referencing old table as removed
for each statement execute function lead_family_facts_delete();

create function lead_family_facts_reset() returns trigger language plpgsql as $$
begin
  delete from lead_family_facts;
  delete from lead_family_counts;
  delete from lead_family_week_counts;
  delete from lead_family_block_counts;
  return null;
end $$;

create trigger admission_leads_family_facts_truncate
after truncate on admission_leads
for each statement execute function lead_family_facts_reset();

-- The families already stored. Creating the triggers above locked out
-- every writer of admission_leads until this migration commits.
insert into lead_family_facts
select family_id, min(day), max(day),
  (array_agg(source order by created_at, id))[1],
  (array_agg(source order by created_at desc, id desc))[1],
  (array_agg(status order by lead_status_rank(status) desc, status collate "C"))[1],
  case when min(day) < max(day) then array_agg(day order by created_at, id) end,
  case when min(day) < max(day) then array_agg(source order by created_at, id) end
from (
  select family_id, created_at, id, status, (created_at at time zone 'Asia/Kolkata')::date as day,
    lead_source(utm_source, source_page) as source
  from admission_leads where merged_into is null
) leads
group by family_id;

insert into lead_family_counts
select first_day, first_source, last_source, status, 0, count(*)
from lead_family_facts group by 1, 2, 3, 4;
insert into lead_family_week_counts
select lead_week(day), first_source, last_source, status, 0, sum(n)
from lead_family_counts group by 1, 2, 3, 4;
insert into lead_family_block_counts
select lead_block(day), first_source, last_source, status, 0, sum(n)
from lead_family_counts group by 1, 2, 3, 4;

/*
 * The hourly fold (ADR 024) folds the families' counts too: the same
 * function as migration 014's with three more tables.
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
