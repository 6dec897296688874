-- Consent with its notice version, under-18 enquiries that wait for a
-- guardian, one-time links, and withdrawal that erases (issue 14; ADR 021,
-- docs/privacy.md).

-- Every lead's consent: the notice version and language the person read,
-- when, for which purposes, and from which form. A lead of an under-18 has
-- two: the student's own and the guardian's. The record outlives a
-- withdrawal (it proves what was agreed), minus the guardian's contact.
create table lead_consents (
  id bigint generated always as identity primary key,
  -- A lead is never deleted by the product; one deleted by hand takes its records along.
  lead_id uuid not null references admission_leads (id) on delete cascade,
  given_by text not null check (given_by in ('self', 'guardian')),
  notice_version text not null check (notice_version ~ '^\d{4}-\d{2}$'),
  notice_language text not null check (notice_language in ('en', 'mr', 'hi')),
  purposes text[] not null check (cardinality(purposes) > 0),
  form_type text not null,
  source_page text check (char_length(source_page) <= 300),
  given_at timestamptz not null,
  guardian_name text check (char_length(guardian_name) <= 100),
  guardian_email text check (char_length(guardian_email) <= 254),
  guardian_phone text check (guardian_phone ~ '^\+91[6-9][0-9]{9}$'),
  withdrawn_at timestamptz,
  check (given_by = 'guardian' or guardian_email is null)
);

-- One record per lead and party. Leads from before this migration have none:
-- their consent was the form's line of the day, and is not invented here.
create unique index lead_consents_party_idx on lead_consents (lead_id, given_by);

-- An under-18's enquiry waits here, out of the leads, until a guardian
-- agrees; staff never see it and it is never exported. Unconfirmed, it is
-- deleted when it expires (privacy-jobs.ts).
create table pending_enquiries (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null unique,
  enquiry jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index pending_enquiries_expiry_idx on pending_enquiries (expires_at);

-- One-time links, kept only as a SHA-256 of the token. A withdrawal link
-- holds the contact to withdraw until it is used or expires.
create table privacy_links (
  token_hash bytea primary key check (octet_length(token_hash) = 32),
  purpose text not null check (purpose in ('guardian', 'withdrawal')),
  -- Set null when the held enquiry goes, so that a late click learns the
  -- link expired rather than that it never was.
  pending_id uuid references pending_enquiries (id) on delete set null,
  contact text check (char_length(contact) <= 254),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  check (purpose <> 'withdrawal' or contact is not null or used_at is not null)
);
create index privacy_links_expiry_idx on privacy_links (expires_at);

-- A withdrawn lead keeps its row with nothing that says who it was: staff
-- see that it was withdrawn, and the counts stay right.
alter table admission_leads
  add column withdrawn_at timestamptz,
  alter column name drop not null,
  alter column email drop not null,
  alter column phone drop not null,
  add constraint admission_leads_erased_check check (
    (withdrawn_at is null) = (name is not null and email is not null and phone is not null)
  );
create index admission_leads_withdrawn_idx on admission_leads (withdrawn_at) where withdrawn_at is not null;

-- Processing stops at withdrawal: no change, merge or activity on a withdrawn
-- lead, whoever writes. SQLSTATE SK410 is answered 409 by the API. What the
-- product does around it still may: families that unite move the shell to
-- their new id, and a deleted staff account leaves it unassigned.
create function admission_leads_refuse_withdrawn() returns trigger language plpgsql as $$
begin
  if old.withdrawn_at is not null
    and (new.version, new.status, new.next_follow_up_at, new.merged_into, new.name, new.email,
         new.phone, new.program, new.form_type, new.created_at, new.withdrawn_at)
      is distinct from
        (old.version, old.status, old.next_follow_up_at, old.merged_into, old.name, old.email,
         old.phone, old.program, old.form_type, old.created_at, old.withdrawn_at)
  then
    raise exception 'lead % was withdrawn', old.id using errcode = 'SK410';
  end if;
  return new;
end $$;

create trigger admission_leads_withdrawn_frozen
before update on admission_leads
for each row execute function admission_leads_refuse_withdrawn();

create function lead_activities_refuse_withdrawn() returns trigger language plpgsql as $$
begin
  if exists (select 1 from admission_leads where id = new.lead_id and withdrawn_at is not null) then
    raise exception 'lead % was withdrawn', new.lead_id using errcode = 'SK410';
  end if;
  return new;
end $$;

create trigger lead_activities_withdrawn_frozen
before insert on lead_activities
for each row execute function lead_activities_refuse_withdrawn();

-- The timeline stays append-only with one exception: erasure blanks what
-- staff wrote about a withdrawn person, in the transaction that withdraws
-- them, and changes nothing else.
alter table lead_activities add column erased_at timestamptz;

do $$
declare
  note_check text;
begin
  select conname into note_check from pg_constraint
  where conrelid = 'lead_activities'::regclass and contype = 'c'
    and pg_get_constraintdef(oid) ilike '%coalesce(char_length(body), 0) > 0%';
  execute format('alter table lead_activities drop constraint %I', note_check);
end $$;
alter table lead_activities add constraint lead_activities_note_has_text
  check (kind <> 'note' or erased_at is not null or coalesce(char_length(body), 0) > 0);

create or replace function lead_activities_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE'
    and old.erased_at is null and new.erased_at is not null and new.body is null
    and exists (select 1 from admission_leads where id = old.lead_id and withdrawn_at is not null)
    and (new.id, new.lead_id, new.kind, new.author, new.created_at, new.outcome, new.from_value, new.to_value)
      is not distinct from (old.id, old.lead_id, old.kind, old.author, old.created_at, old.outcome, old.from_value, old.to_value)
  then
    return new;
  end if;
  raise exception 'lead_activities is append-only: % is not allowed', tg_op
    using errcode = 'insufficient_privilege';
end $$;
