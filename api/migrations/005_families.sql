-- Families of enquiries and merging duplicates (issue 13 §1,
-- docs/decisions/016-families.md).
--
-- A family is a connected component of enquiries joined by a shared phone
-- or a shared case-folded email, transitively. Each lead keeps its
-- family_id, and lead_families keeps each family's size, so that reading a
-- lead counts nothing. Inserts maintain both:
--   * a BEFORE INSERT row trigger takes a transaction lock on the new
--     lead's phone and email, then gives it the family of any lead with the
--     same phone or email (one index probe each), or a new family id; when
--     the two differ, the lead bridges two families and says so;
--   * an AFTER INSERT statement trigger locks the families the statement
--     touched, in id order, unites bridged families (the smaller is
--     re-pointed to the larger) and adds the statement's rows to the sizes.
-- Contacts are locked, not the whole table, so enquiries from different
-- people never wait for each other.

create sequence lead_family_ids;

create table lead_families (
  id bigint primary key default nextval('lead_family_ids'),
  size integer not null default 0 check (size >= 0),
  -- Set when this family was united into a bigger one: its leads moved
  -- there. Kept, so that a transaction that read the old id finds the new one.
  merged_into bigint
);
alter sequence lead_family_ids owned by lead_families.id;

alter table admission_leads
  add column family_id bigint,
  -- A duplicate merged into another lead by an admin: kept, with its
  -- enquiry details and timeline, and left out of the listing and totals.
  add column merged_into uuid references admission_leads (id),
  add column merged_at timestamptz,
  add check ((merged_into is null) = (merged_at is null)),
  add check (merged_into <> id);

/*
 * Works out every lead's family from the phones and emails, transitively,
 * into the temporary table family_of (id, family_id). Families keep their
 * id where they can, so that a rebuild writes only leads whose family
 * really changed.
 *
 * Each distinct phone and each distinct case-folded email is numbered; a
 * lead joins its phone's number to its email's; a union-find over those
 * numbers, in memory, gives the components (about 0.2 s for 100,000 leads).
 * Union by smaller number keeps parent[k] <= k, so one pass in increasing
 * order then points every number straight at its root.
 */
create function lead_families_components() returns void language plpgsql as $$
declare
  parent integer[];
  phone_keys integer[];
  email_keys integer[];
  phones integer;
  keys integer;
  a integer;
  b integer;
begin
  perform set_config('work_mem', '64MB', true);
  drop table if exists pg_temp.family_nodes, pg_temp.family_roots, pg_temp.family_ids,
    pg_temp.family_of;
  create temp table family_nodes on commit drop as
  select id, family_id, dense_rank() over (order by phone)::integer as phone_key,
    dense_rank() over (order by lower(email))::integer as email_key
  from admission_leads;
  select coalesce(max(phone_key), 0), coalesce(max(phone_key), 0) + coalesce(max(email_key), 0),
    coalesce(array_agg(phone_key), '{}'), coalesce(array_agg(email_key), '{}')
  into phones, keys, phone_keys, email_keys
  from family_nodes;

  parent := array(select generate_series(1, keys));
  for i in 1 .. cardinality(phone_keys) loop
    a := phone_keys[i];
    b := phones + email_keys[i];
    while parent[a] <> a loop
      parent[a] := parent[parent[a]];
      a := parent[a];
    end loop;
    while parent[b] <> b loop
      parent[b] := parent[parent[b]];
      b := parent[b];
    end loop;
    if a < b then
      parent[b] := a;
    elsif b < a then
      parent[a] := b;
    end if;
  end loop;
  for k in 1 .. keys loop
    parent[k] := parent[parent[k]];
  end loop;
  create temp table family_roots on commit drop as
  select key::integer, root from unnest(parent) with ordinality as u(root, key) where key <= phones;

  -- Each component keeps the smallest family id among its leads, unless a
  -- component with a smaller root already kept it (a family that split).
  create temp table family_ids on commit drop as
  select r.root, min(f.family_id) as kept
  from family_nodes f join family_roots r on r.key = f.phone_key
  group by r.root;
  update family_ids set kept = nextval('lead_family_ids')
  where kept is null or root in (
    select root from (
      select root, row_number() over (partition by kept order by root) as claim
      from family_ids where kept is not null
    ) c where claim > 1
  );
  create temp table family_of on commit drop as
  select f.id, c.kept as family_id
  from family_nodes f join family_roots r on r.key = f.phone_key join family_ids c using (root);
  alter table family_of add primary key (id);
  analyze family_of;
end $$;

/*
 * Recomputes every family and its size. An operator may run it (select
 * lead_families_rebuild()) after changing phones or emails by hand or
 * deleting leads; it answers how many leads moved to another family.
 * Readers go on meanwhile; enquiries and changes wait until it commits.
 */
create function lead_families_rebuild() returns bigint language plpgsql as $$
declare
  moved bigint;
begin
  lock table admission_leads in share row exclusive mode;
  lock table lead_families in access exclusive mode;
  perform lead_families_components();
  update admission_leads lead set family_id = f.family_id
  from family_of f
  where lead.id = f.id and lead.family_id is distinct from f.family_id;
  get diagnostics moved = row_count;
  truncate lead_families;
  insert into lead_families (id, size)
  select family_id, count(*) from admission_leads group by family_id;
  return moved;
end $$;

-- The families of the leads already stored. Writing the new column by
-- rewriting the table (and building its indexes afresh) is three times
-- faster than updating every row; it fires no trigger, so no live event.
select lead_families_components();
create function pg_temp.family_backfill(lead uuid) returns bigint language sql stable
return (select family_id from family_of where id = lead);
alter table admission_leads
  alter column family_id type bigint using pg_temp.family_backfill(id),
  alter column family_id set not null;
insert into lead_families (id, size)
select family_id, count(*) from family_of group by family_id;

create index admission_leads_family_idx on admission_leads (family_id, created_at, id);
create index admission_leads_merged_idx on admission_leads (merged_into) where merged_into is not null;

/*
 * The locks that keep concurrent inserts agreeing on families: a new lead
 * must see every committed lead that shares its phone or email, and no
 * uncommitted one may share them. Transaction-scoped advisory locks on a
 * hash of each contact do this; a collision only makes two strangers'
 * enquiries wait for each other. Taken in hash order, so that two batches
 * never wait for each other in a circle.
 */
create function lead_family_contact_key(kind text, contact text) returns integer
language sql immutable parallel safe
return hashtext(kind || ':' || contact);

-- The API's group commit calls this once for a whole batch, in its insert
-- statement, before the first row: it takes the batch's contact locks in
-- one order, and marks the statement (statement_timestamp() names it) so
-- that the row trigger does not take them again. One query: the sorted
-- subquery is not flattened (it has ORDER BY), so the aggregate takes, and
-- locks, the keys in order.
create function lead_families_lock_contacts(phones text[], emails text[]) returns boolean
language sql volatile as $$
  select count(pg_advisory_xact_lock(7316005, k)) >= 0
    and set_config('skltcoa.family_contacts_locked', statement_timestamp()::text, true) <> ''
  from (
    select k from (
      select lead_family_contact_key('phone', p) as k from unnest(phones) p
      union
      select lead_family_contact_key('email', lower(e)) from unnest(emails) e
    ) keys
    order by k
  ) sorted
$$;

-- Bridges found by the row trigger, read and deleted by the statement
-- trigger of the same statement: no row here is ever committed.
create unlogged table lead_family_bridges (
  lead_id uuid not null,
  a bigint not null,
  b bigint not null
);

/*
 * More than BULK rows in one transaction (an import, a seed) would hold too
 * many contact locks for PostgreSQL's lock table: from then on the
 * transaction locks out every other write to the leads instead (SHARE ROW
 * EXCLUSIVE conflicts with the ROW EXCLUSIVE lock every insert and update
 * holds), and takes no more contact locks.
 */
create function lead_families_join() returns trigger language plpgsql as $$
declare
  rows_seen integer;
  phone_key integer;
  email_key integer;
  by_phone bigint;
  by_email bigint;
  ignored text;
begin
  -- Few statements per row: each one is a round through the executor.
  if current_setting('skltcoa.family_contacts_locked', true)
      is distinct from statement_timestamp()::text then
    rows_seen := coalesce(nullif(current_setting('skltcoa.family_rows', true), '')::integer, 0) + 1;
    ignored := set_config('skltcoa.family_rows', rows_seen::text, true);
    if rows_seen <= 500 then
      phone_key := lead_family_contact_key('phone', new.phone);
      email_key := lead_family_contact_key('email', lower(new.email));
      perform pg_advisory_xact_lock(7316005, least(phone_key, email_key)),
        pg_advisory_xact_lock(7316005, greatest(phone_key, email_key));
    elsif rows_seen = 501 then
      lock table admission_leads in share row exclusive mode;
    end if;
  end if;
  -- Every lead with one phone (or email) is in one family, so one probe each
  -- suffices. Earlier rows of the same statement are seen too. A statement
  -- of its own, after the locks: it sees what committed before they were granted.
  select (select family_id from admission_leads where phone = new.phone limit 1),
    (select family_id from admission_leads where lower(email) = lower(new.email) limit 1)
  into by_phone, by_email;
  new.family_id := coalesce(by_phone, by_email, nextval('lead_family_ids'));
  if by_phone <> by_email then
    insert into lead_family_bridges values (new.id, by_phone, by_email);
  end if;
  return new;
end $$;

create trigger admission_leads_family_join
before insert on admission_leads
for each row execute function lead_families_join();

create function lead_families_after_insert() returns trigger language plpgsql as $$
declare
  edge_a bigint[] := '{}';
  edge_b bigint[] := '{}';
  touched bigint[];
  dead bigint[];
  dead_into bigint[];
  followed bigint[] := '{}';
  move_from bigint[];
  move_into bigint[];
  move_size bigint[];
  moving record;
  united bigint[];
begin
  -- The probes of the row trigger see what committed before its locks were
  -- granted only in READ COMMITTED; a transaction snapshot taken earlier
  -- could miss a lead and split a family.
  if current_setting('transaction_isolation') <> 'read committed' then
    raise exception 'enquiries are stored in READ COMMITTED transactions only (families, ADR 016)'
      using errcode = 'feature_not_supported';
  end if;
  -- A row that ON CONFLICT skipped was never stored, and bridges nothing.
  with found as (delete from lead_family_bridges returning *)
  select coalesce(array_agg(a), '{}'), coalesce(array_agg(b), '{}') into edge_a, edge_b
  from found where lead_id in (select id from added);
  touched := array(select distinct family_id from added union select unnest(edge_a || edge_b));

  -- The families this statement joins or unites, locked in id order so that
  -- concurrent statements queue instead of deadlocking. A family that a
  -- concurrent transaction united into another before the lock was granted
  -- is followed to where its leads went.
  -- The lock and the look are two statements: the look must see what
  -- committed while the lock waited.
  loop
    -- Past BULK rows the transaction holds SHARE ROW EXCLUSIVE on the leads:
    -- no other writer of families is running, and none can start.
    if coalesce(nullif(current_setting('skltcoa.family_rows', true), '')::integer, 0) <= 500 then
      perform 1 from lead_families where id = any(touched) order by id for update;
    end if;
    select array_agg(id), array_agg(merged_into) into dead, dead_into
    from lead_families where id = any(touched) and merged_into is not null and id <> all(followed);
    exit when dead is null;
    followed := followed || dead;
    edge_a := edge_a || dead;
    edge_b := edge_b || dead_into;
    touched := touched || dead_into;
  end loop;

  -- Families no bridge touches: each row joined one, or started one.
  united := edge_a || edge_b;
  insert into lead_families (id, size)
  select family_id, count(*) from added where family_id <> all(united)
  group by family_id order by family_id
  on conflict (id) do update set size = lead_families.size + excluded.size;
  if cardinality(united) = 0 then
    return null;
  end if;

  -- Bridged families: each connected group becomes the one with the most
  -- leads, counting this statement's (ties: the oldest id).
  with recursive edge(a, b) as (
    select * from unnest(edge_a, edge_b) union select * from unnest(edge_b, edge_a)
  ),
  reach(family, label) as (
    select distinct f, f from unnest(united) f
    union
    select edge.b, reach.label from reach join edge on edge.a = reach.family
  ),
  component as (select family, min(label) as label from reach group by family),
  joined as (
    select family_id as family, count(*) as n from added where family_id = any(united)
    group by family_id
  ),
  sized as (
    select c.family, c.label,
      coalesce((select size from lead_families lf where lf.id = c.family and lf.merged_into is null), 0)
        + coalesce(j.n, 0) as size
    from component c left join joined j using (family)
  ),
  moves as (
    select family, first_value(family) over (partition by label order by size desc, family) as into_family,
      size
    from sized
  )
  select array_agg(family), array_agg(into_family), array_agg(size) into move_from, move_into, move_size
  from moves;

  -- Usually one or two families move: each through the family index.
  for moving in
    select * from unnest(move_from, move_into) m(family, into_family) where family <> into_family
  loop
    update admission_leads set family_id = moving.into_family where family_id = moving.family;
    update lead_families set size = 0, merged_into = moving.into_family
    where id = moving.family and merged_into is null;
  end loop;
  insert into lead_families (id, size)
  select into_family, sum(size) from unnest(move_into, move_size) m(into_family, size)
  group by into_family order by into_family
  on conflict (id) do update set size = excluded.size;
  return null;
end $$;

create trigger admission_leads_family_count
after insert on admission_leads
referencing new table as added
for each statement execute function lead_families_after_insert();

-- Leads are not deleted by the product; a deletion by hand keeps the sizes
-- right, though not the families' shape (lead_families_rebuild() redoes it).
create function lead_families_after_delete() returns trigger language plpgsql as $$
begin
  perform 1 from lead_families where id in (select family_id from removed) order by id for update;
  update lead_families lf set size = lf.size - gone.n
  from (select family_id, count(*) as n from removed group by family_id) gone
  where lf.id = gone.family_id;
  return null;
end $$;

create trigger admission_leads_family_delete
after delete on admission_leads
referencing old table as removed
for each statement execute function lead_families_after_delete();

create function lead_families_reset() returns trigger language plpgsql as $$
begin
  delete from lead_families;
  return null;
end $$;

create trigger admission_leads_family_truncate
after truncate on admission_leads
for each statement execute function lead_families_reset();

-- Totals count the leads the listing shows: a merged duplicate leaves them.
create or replace function lead_counts_apply() returns trigger language plpgsql as $$
declare
  my_shard smallint := pg_backend_pid() % 8;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.merged_into is null then
    insert into lead_counts
    values ((old.created_at at time zone 'Asia/Kolkata')::date, old.program, old.form_type, old.status, my_shard, -1)
    on conflict (day, program, form_type, status, shard) do update set n = lead_counts.n - 1;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.merged_into is null then
    insert into lead_counts
    values ((new.created_at at time zone 'Asia/Kolkata')::date, new.program, new.form_type, new.status, my_shard, 1)
    on conflict (day, program, form_type, status, shard) do update set n = lead_counts.n + 1;
  end if;
  return null;
end $$;

drop trigger admission_leads_count on admission_leads;
create trigger admission_leads_count
after insert or delete or update of created_at, program, form_type, status, merged_into on admission_leads
for each row execute function lead_counts_apply();
