-- Rights requests (issue 15 §1; docs/decisions/025-rights-requests.md,
-- docs/privacy.md): access, correction, erasure, nomination and grievances,
-- asked for on /privacy/request and answered by an admin in the console.
--
-- A request row exists only once the contact matched an enquiry we hold; it
-- counts as received when the person confirms it by the emailed link
-- (confirmed_at), and is due RIGHTS_ANSWER_DAYS (30) days later. An
-- unconfirmed one is deleted when its link expires. Its personal fields
-- (contact, reply address, details, nominee) are blanked when an erasure
-- closes it, 90 days after any other closes, and whenever the person's
-- enquiries are erased; the row then keeps only its kind and dates.
create table rights_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('access', 'correction', 'erasure', 'nomination', 'grievance')),
  -- What the person typed, normalised: `email:<address>` or `phone:+91…`.
  contact text check (char_length(contact) <= 260),
  -- The address the confirmed link went to: every answer goes there.
  reply_to text check (char_length(reply_to) <= 254),
  details text check (char_length(details) <= 2000),
  nominee_name text check (char_length(nominee_name) <= 100),
  nominee_contact text check (char_length(nominee_contact) <= 254),
  -- The enquiries the contact matched when confirmed, by id only.
  lead_ids uuid[] not null default '{}',
  created_at timestamptz not null,
  expires_at timestamptz not null,
  confirmed_at timestamptz,
  due_at timestamptz,
  closed_at timestamptz,
  -- The admin who answered, by staff email.
  closed_by text check (char_length(closed_by) <= 254),
  check ((confirmed_at is null) = (due_at is null)),
  check (closed_at is null or confirmed_at is not null),
  check ((closed_at is null) = (closed_by is null))
);
-- The queue: open requests by due date; the job: unconfirmed by expiry, closed by age.
create index rights_requests_open_idx on rights_requests (due_at) where confirmed_at is not null and closed_at is null;
create index rights_requests_unconfirmed_idx on rights_requests (expires_at) where confirmed_at is null;
create index rights_requests_closed_idx on rights_requests (closed_at) where contact is not null and closed_at is not null;
create index rights_requests_leads_idx on rights_requests using gin (lead_ids);

-- The confirmation link of a request is a privacy link like the others
-- (ADR 021): only the token's SHA-256, and the address it went to in
-- `contact` until it is used. Set null when an unconfirmed request goes, so
-- that a late click learns the link expired rather than that it never was.
alter table privacy_links
  add column request_id uuid references rights_requests (id) on delete set null,
  drop constraint privacy_links_purpose_check,
  add constraint privacy_links_purpose_check
    check (purpose in ('guardian', 'withdrawal', 'rights_request'));

-- An access answer carries the person's data as a file, and an erasure's
-- answer goes to an address that must not outlive it: such a message is
-- deleted as soon as it is sent instead of being kept 30 days (ADR 020).
alter table mail_outbox
  add column attachments jsonb check (jsonb_typeof(attachments) = 'array'),
  add column forget_after_send boolean not null default false;

-- The audit trail learns the requests (shared/src/audit.ts, AUDIT_ACTIONS),
-- extending the check from its current definition so that actions other
-- migrations add are kept.
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(oid) into definition
  from pg_constraint
  where conrelid = 'audit_events'::regclass and conname = 'audit_events_action_check';
  if definition is null or position('ARRAY[' in definition) = 0 then
    raise exception 'audit_events_action_check is not the list migration 015 expects: %', definition;
  end if;
  alter table audit_events drop constraint audit_events_action_check;
  execute 'alter table audit_events add constraint audit_events_action_check '
    || replace(definition, 'ARRAY[', 'ARRAY[''rights_request_received''::text, '
      || '''rights_access_sent''::text, ''lead_corrected''::text, '
      || '''rights_nomination_recorded''::text, ''rights_grievance_answered''::text, ');
end $$;
