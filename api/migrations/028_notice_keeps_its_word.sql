-- A privacy notice that keeps its word (docs/decisions/055-a-notice-that-keeps-its-word.md,
-- docs/privacy.md).

-- A restore finished without the erasure ledger brings back people erased
-- since the backup; the operator's choice and reason are audited
-- (api/src/db/restore.ts).
select audit_action_allow('restored_without_ledger');

-- What the guardian states on the consent page, and how they were verified.
-- The relationship is theirs and erased with the rest of the guardian's
-- contact (shared/src/lead/fields.ts); the statement that they are 18 or
-- older and the way they were verified are the proof of how consent was
-- given, kept like `method`. Records from before stay null: they were not
-- asked, and nothing is invented for them.
alter table lead_consents
  add column guardian_relationship text
    check (guardian_relationship in ('mother', 'father', 'guardian')),
  add column guardian_stated_adult boolean,
  -- `email-link`: a one-time link to an email address other than the
  -- student's, the guardian's mobile other than the student's, and the
  -- guardian's own statement of name, relationship and age.
  add column guardian_verification text
    check (guardian_verification in ('email-link')),
  add constraint lead_consents_guardian_statement_check
    check (given_by = 'guardian' or (guardian_stated_adult is null and guardian_verification is null));
