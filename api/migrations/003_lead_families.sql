-- Repeat enquiries form one family: leads that share a phone (stored
-- normalised) or an email (compared case-folded), transitively: if A shares a
-- phone with B and B an email with C, all three are one family. Every lead of
-- a family carries the same family_id, so every row shows the same count.
alter table admission_leads add column family_id uuid;

-- Existing leads: start as families of one, then let each take the smallest
-- id among those sharing its phone or email until nothing changes.
update admission_leads set family_id = id;
do $$
declare
  changed bigint;
begin
  loop
    with by_phone as (
      select phone, min(family_id::text)::uuid as family from admission_leads group by phone
    ), by_email as (
      select lower(email) as email, min(family_id::text)::uuid as family
      from admission_leads group by lower(email)
    )
    update admission_leads l
    set family_id = least(p.family, e.family)
    from by_phone p, by_email e
    where p.phone = l.phone and e.email = lower(l.email)
      and least(p.family, e.family) < l.family_id;
    get diagnostics changed = row_count;
    exit when changed = 0;
  end loop;
end $$;

alter table admission_leads alter column family_id set not null;
create index admission_leads_family_idx on admission_leads (family_id);

-- The lookups must use the phone and email indexes. plpgsql keeps a generic
-- plan, and one made while the table was small (a bulk insert into a new
-- table) is a sequential scan per row: quadratic. Scans are turned off for
-- this function only.
create function admission_leads_family() returns trigger language plpgsql
set enable_seqscan = off as $$
declare
  families uuid[];
  chosen uuid;
begin
  -- A repeated submission is not inserted (on conflict do nothing), so it
  -- must not join families either; the id only satisfies not null.
  if exists (select 1 from admission_leads where submission_id = new.submission_id) then
    new.family_id := new.id;
    return new;
  end if;
  -- One assignment at a time, so that two enquiries of one family arriving
  -- together do not start two families. With group commit these are few
  -- statements (docs/decisions/008-enquiry-group-commit.md).
  perform pg_advisory_xact_lock(7316003);
  -- Rows stored earlier by the same statement are visible here.
  select array_agg(distinct family_id order by family_id) into families
  from admission_leads
  where phone = new.phone or lower(email) = lower(new.email);
  if families is null then
    new.family_id := new.id;
  else
    chosen := families[1];
    new.family_id := chosen;
    if array_length(families, 1) > 1 then
      -- This enquiry joins families that were apart: they become one.
      update admission_leads set family_id = chosen
      where family_id = any (families[2:]);
    end if;
  end if;
  return new;
end $$;

create trigger admission_leads_family
before insert on admission_leads
for each row execute function admission_leads_family();
