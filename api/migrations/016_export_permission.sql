-- Export by permission (issue 15 §3; docs/decisions/026-export-permission.md).
-- A counsellor may export the leads as CSV only once an admin grants it; an
-- admin always may (an admin could grant it to themselves anyway).
alter table staff_users add column can_export boolean not null default false;

-- The audit trail learns the export of the audit trail itself
-- (shared/src/audit.ts, AUDIT_ACTIONS). The check is extended from its
-- current definition rather than written out again, so that actions other
-- migrations added since 013 are kept.
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(oid) into definition
  from pg_constraint
  where conrelid = 'audit_events'::regclass and conname = 'audit_events_action_check';
  if definition is null or position('ARRAY[' in definition) = 0 then
    raise exception 'audit_events_action_check is not the list migration 016 expects: %', definition;
  end if;
  alter table audit_events drop constraint audit_events_action_check;
  execute 'alter table audit_events add constraint audit_events_action_check '
    || replace(definition, 'ARRAY[', 'ARRAY[''audit_exported''::text, ');
end $$;
