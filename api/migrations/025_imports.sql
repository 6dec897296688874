-- Leads imported from a spreadsheet (docs/decisions/051-importing-leads.md):
-- a batch per file, its rows as the preview classified them, and the leads
-- and consent records a commit stored, each naming its batch and row.

-- Importing is a permission an admin grants, as exporting is (ADR 026); an
-- admin always may.
alter table staff_users add column can_import boolean not null default false;

create table import_batches (
  id uuid primary key default gen_random_uuid(),
  created_by text not null check (char_length(created_by) <= 254),
  created_at timestamptz not null default now(),
  -- The file as the office's computer named it, its size and SHA-256: the
  -- file itself is not kept.
  file_name text not null check (char_length(file_name) between 1 and 255),
  file_sha256 text not null check (file_sha256 ~ '^[0-9a-f]{64}$'),
  bytes bigint not null check (bytes > 0),
  format text not null check (format in ('csv', 'xlsx')),
  channel text not null check (channel in ('aggregator', 'fair', 'referral', 'other')),
  -- Reported like a campaign's source: each lead's utm_source.
  source text not null check (char_length(source) between 1 and 200),
  -- The lawful basis the source gave, in the importer's words; each imported
  -- consent record points here.
  consent_statement text not null check (char_length(consent_statement) between 1 and 1000),
  -- The programme of every row, when no column holds one.
  program text,
  -- The file's header cells, and the field each column was mapped to (null: left out).
  headers jsonb not null,
  mapping jsonb not null,
  state text not null default 'previewed'
    check (state in ('previewed', 'committing', 'committed', 'undone')),
  rows integer not null default 0 check (rows >= 0),
  ready integer not null default 0 check (ready >= 0),
  invalid integer not null default 0 check (invalid >= 0),
  duplicates integer not null default 0 check (duplicates >= 0),
  -- The commit: what was chosen for the duplicates, who chose, and how far it got.
  duplicates_choice text check (duplicates_choice in ('skip', 'repeat', 'merge')),
  committed_by text check (char_length(committed_by) <= 254),
  commit_started_at timestamptz,
  -- The last row number handled; the commit resumes after it.
  done_row integer not null default 0,
  -- Rows handled so far (stored or skipped), and leads stored.
  done integer not null default 0 check (done >= 0),
  stored integer not null default 0 check (stored >= 0),
  committed_at timestamptz,
  undone_by text check (char_length(undone_by) <= 254),
  undone_at timestamptz,
  removed integer check (removed >= 0),
  kept integer check (kept >= 0),
  check ((state in ('committing', 'committed', 'undone')) = (duplicates_choice is not null)),
  check ((state in ('committed', 'undone')) = (committed_at is not null)),
  check ((state = 'undone') = (undone_at is not null))
);
create index import_batches_created_idx on import_batches (created_at desc, id desc);
-- What a commit left unfinished (a restart), for whichever instance resumes it.
create index import_batches_committing_idx on import_batches (id) where state = 'committing';

-- One row per non-blank row of the file, as the preview classified it. Only
-- what the preview and the commit need: the mapped cells as the file wrote
-- them, cleared once a commit has stored or skipped the row (the lead holds
-- them then); an invalid row keeps them for the file of rows to fix.
create table import_rows (
  batch_id uuid not null references import_batches (id) on delete cascade,
  row_number integer not null check (row_number > 0),
  "group" text not null check ("group" in ('ready', 'invalid', 'duplicate')),
  cells jsonb,
  -- [{field, message}] for an invalid row.
  problems jsonb,
  -- A duplicate of a lead already stored (its family), or of an earlier ready row of the file.
  duplicate_of uuid,
  duplicate_family bigint,
  duplicate_row integer,
  -- Once stored: the lead, and the note the import wrote on its timeline (a remarks column).
  lead_id uuid,
  note_id bigint,
  primary key (batch_id, row_number),
  check ("group" <> 'duplicate' or duplicate_of is not null or duplicate_row is not null)
);

alter table admission_leads
  add column import_batch_id uuid references import_batches (id),
  add column import_row integer check (import_row > 0),
  add check ((import_batch_id is null) = (import_row is null));
create index admission_leads_import_idx on admission_leads (import_batch_id, import_row)
  where import_batch_id is not null;

-- An imported lead's consent is the source's: its record names the batch,
-- whose statement says what the person agreed to there.
alter table lead_consents
  add column import_batch_id uuid references import_batches (id),
  add check ((method = 'import') = (import_batch_id is not null));

-- A saved mapping per source, so that next week's file from the same
-- aggregator maps itself: header text (normalised) to field.
create table import_mappings (
  source_key text primary key check (char_length(source_key) between 1 and 200),
  source text not null check (char_length(source) between 1 and 200),
  mapping jsonb not null,
  updated_by text not null check (char_length(updated_by) <= 254),
  updated_at timestamptz not null default now()
);

-- The timeline stays append-only, with a second exception beside erasure's
-- (migration 010): undoing an import deletes the entries the import itself
-- wrote on the leads it removes, in the transaction that removes them. The
-- undo names its batch in skltcoa.import_undo; only that batch's leads
-- qualify, and the API removes only leads nobody touched since.
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
  if tg_op = 'DELETE'
    and coalesce(current_setting('skltcoa.import_undo', true), '') <> ''
    and exists (
      select 1 from admission_leads
      where id = old.lead_id
        and import_batch_id::text = current_setting('skltcoa.import_undo', true)
    )
  then
    return old;
  end if;
  raise exception 'lead_activities is append-only: % is not allowed', tg_op
    using errcode = 'insufficient_privilege';
end $$;

select audit_action_allow('import_previewed');
select audit_action_allow('import_committed');
select audit_action_allow('import_undone');
select audit_action_allow('import_refused');
