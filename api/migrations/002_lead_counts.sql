-- Totals for the staff leads listing without counting a million rows per request.
-- Counts are kept per Mumbai day and facet, so any combination of programme,
-- form type, status and date range is a sum over a few small rows. Each row is
-- split into shards by database session, so parallel inserts from the API's
-- connection pool do not queue behind one hot counter row.
create table lead_counts (
  day date not null,
  program text not null,
  form_type text not null,
  status text not null,
  shard smallint not null,
  n bigint not null,
  primary key (day, program, form_type, status, shard)
);
-- `n` stays out of every index, so that counter updates are HOT and pruned in place.
create index lead_counts_facets_idx on lead_counts (status, program, form_type, day);

create function lead_counts_apply() returns trigger language plpgsql as $$
declare
  my_shard smallint := pg_backend_pid() % 8;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into lead_counts
    values ((old.created_at at time zone 'Asia/Kolkata')::date, old.program, old.form_type, old.status, my_shard, -1)
    on conflict (day, program, form_type, status, shard) do update set n = lead_counts.n - 1;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into lead_counts
    values ((new.created_at at time zone 'Asia/Kolkata')::date, new.program, new.form_type, new.status, my_shard, 1)
    on conflict (day, program, form_type, status, shard) do update set n = lead_counts.n + 1;
  end if;
  return null;
end $$;

create trigger admission_leads_count
after insert or delete or update of created_at, program, form_type, status on admission_leads
for each row execute function lead_counts_apply();

create function lead_counts_reset() returns trigger language plpgsql as $$
begin
  delete from lead_counts;
  return null;
end $$;

create trigger admission_leads_count_truncate
after truncate on admission_leads
for each statement execute function lead_counts_reset();

insert into lead_counts
select (created_at at time zone 'Asia/Kolkata')::date, program, form_type, status, 0, count(*)
from admission_leads
group by 1, 2, 3, 4;
