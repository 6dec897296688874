-- The counsellor's day (docs/decisions/052-the-counsellors-day.md).

-- 1. Each lead's first contact: when the family was first called, whatever
-- the outcome, and by whom (a staff email). Kept by triggers from the
-- timeline; the triggers, and the filling of leads called before this
-- migration, are made by migrate.ts from api/src/leads/first-contact.ts,
-- batch by batch, so that no enquiry waits for a pass over the table
-- (docs/decisions/048-derived-columns-filled-online.md). Adding nullable
-- columns without a default, and a check NOT VALID, rewrite and scan nothing.
alter table admission_leads
  add column first_contact_at timestamptz,
  add column first_contact_by text;
alter table admission_leads
  add constraint admission_leads_first_contact_by_check
  check (char_length(first_contact_by) <= 254) not valid;

-- The "Waiting for a first call" view: open leads nobody has called, not
-- merged and not erased, the longest waiting first. The statuses are
-- CLOSED_LEAD_STATUSES (shared/src/constants.ts).
create index admission_leads_first_call_waiting_idx on admission_leads (created_at, id)
  where first_contact_at is null and merged_into is null and withdrawn_at is null
    and status not in ('enrolled', 'not-interested');

-- 2. The college's working settings, one row as security_settings is
-- (migration 019): the first call's target in working hours (OFFICE_HOURS
-- in shared/src/office-hours.ts), 2 by default (DEFAULT_FIRST_CALL_TARGET_HOURS).
create table work_settings (
  id boolean primary key default true check (id),
  first_call_target_hours numeric(5, 2) not null default 2
    check (first_call_target_hours >= 0.25 and first_call_target_hours <= 48),
  updated_at timestamptz not null default now(),
  updated_by text check (char_length(updated_by) <= 254)
);
insert into work_settings default values;

-- 3. A change to what a member of staff may do (role, export or import
-- grant) now says `grant:<user id>`, so that their open live streams are
-- told at once (`event: staff`) before they end; a new password or the
-- account's removal still says `account:<user id>`
-- (docs/decisions/039-streams-end-with-their-session-and-bulk-reads.md).
-- The import grant (migration 025) now notifies too.
create or replace function staff_users_notify_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.password_hash is not distinct from new.password_hash then
    perform pg_notify('staff_access', 'grant:' || old.id);
  else
    perform pg_notify('staff_access', 'account:' || old.id);
  end if;
  return null;
end $$;

drop trigger staff_users_changed on staff_users;
create trigger staff_users_changed
after update of password_hash, role, can_export, can_import on staff_users
for each row
when (old.password_hash is distinct from new.password_hash
  or old.role is distinct from new.role
  or old.can_export is distinct from new.can_export
  or old.can_import is distinct from new.can_import)
execute function staff_users_notify_change();

select audit_action_allow('work_settings_changed');
select audit_action_allow('held_enquiries_listed');
