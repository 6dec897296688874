-- Why a lead's personal data was erased (issue 15 §4; docs/privacy.md):
-- the person withdrew, the retention period ran out, or a rights request
-- asked for it. `withdrawn_at` (migration 010) is the time of any erasure.
alter table admission_leads
  add column erasure_reason text check (erasure_reason in ('withdrawal', 'retention', 'request'));
update admission_leads set erasure_reason = 'withdrawal' where withdrawn_at is not null;
alter table admission_leads
  add constraint admission_leads_erasure_reason_check2
  check ((withdrawn_at is null) = (erasure_reason is null));

-- The retention job's scan: leads still holding personal data, by their
-- last sign of life, enrolled students left out.
create index admission_leads_retention_idx
  on admission_leads ((coalesce(last_activity_at, created_at)))
  where withdrawn_at is null and status <> 'enrolled';
