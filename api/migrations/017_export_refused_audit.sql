-- An export refused for want of the permission is audited (docs/decisions/035-refused-exports-audited.md):
-- who asked, for what, from which client.
--
-- Migrations 015 and 016 each extended the audit trail's action check in a
-- block of their own. The block is now a function, for this migration and
-- any later one that adds an action (shared/src/audit.ts, AUDIT_ACTIONS).
create function audit_action_allow(action text) returns void language plpgsql as $$
declare
  definition text;
begin
  select pg_get_constraintdef(oid) into definition
  from pg_constraint
  where conrelid = 'audit_events'::regclass and conname = 'audit_events_action_check';
  if definition is null or position('ARRAY[' in definition) = 0 then
    raise exception 'audit_events_action_check is not the list audit_action_allow expects: %', definition;
  end if;
  if position(quote_literal(action) || '::text' in definition) > 0 then
    return;
  end if;
  alter table audit_events drop constraint audit_events_action_check;
  execute 'alter table audit_events add constraint audit_events_action_check '
    || replace(definition, 'ARRAY[', 'ARRAY[' || quote_literal(action) || '::text, ');
end $$;

select audit_action_allow('export_refused');
