-- Breach notices (issue 15 §6; docs/breach-runbook.md). One row per incident
-- and address told, so that `npm run breach-notice -- --send` can be run
-- again after a crash or with a wider window and tell nobody twice. The
-- outbox cannot be that record: its rows are deleted 30 days after sending
-- and at once when their lead is erased (ADR 020).
--
-- The address is kept only as a SHA-256 of the incident and the lower-cased
-- address, never as text: the record proves who was told without holding
-- their contact after an erasure, and the same address hashes differently
-- in each incident.
create table breach_notices (
  incident text not null check (
    char_length(incident) <= 64 and incident ~ '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$'
  ),
  email_hash text not null check (email_hash ~ '^[0-9a-f]{64}$'),
  notified_at timestamptz not null default now(),
  primary key (incident, email_hash)
);

-- The audit trail learns the breach notice (shared/src/audit.ts, AUDIT_ACTIONS).
alter table audit_events drop constraint audit_events_action_check;
alter table audit_events add constraint audit_events_action_check check (action in (
  'sign_in', 'sign_in_failed', 'sign_out', 'leads_listed', 'lead_opened', 'leads_exported',
  'lead_changed', 'activity_added', 'leads_merged', 'lead_erased', 'role_changed',
  'guardian_declined', 'held_enquiries_erased', 'breach_notified'
));
