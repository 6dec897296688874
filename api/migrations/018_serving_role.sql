-- The API serves as a role that owns nothing (docs/decisions/036-a-serving-role-that-owns-nothing.md).
-- The grants themselves name that role, which each deployment chooses, so
-- they are made at run time after every migration run (api/src/db/roles.ts);
-- this migration holds what is the same in every database.

-- The serving role holds only SELECT and INSERT on the audit trail. Pruning
-- what is over a year old (migration 011; DPDP Rules, Rule 8) is this
-- function, which runs as its owner: it deletes nothing younger, and the
-- trail's trigger refuses anything younger whoever asks. The search path is
-- pinned so that no object of the caller's can stand in for the table.
create function audit_events_prune() returns integer
language sql security definer
set search_path = pg_catalog, pg_temp
as $$
  with gone as (
    delete from public.audit_events
    where at < now() - interval '1 year' - interval '1 minute'
    returning 1
  )
  select count(*)::integer from gone
$$;
revoke all on function audit_events_prune() from public;

-- Nobody but the owner creates objects in the schema. PostgreSQL 15 and
-- newer grant PUBLIC no CREATE there; 14 does, and only the schema's owner
-- (or a superuser) may take it back. A migration role that may not is left
-- to IT: the API refuses to serve as long as its role may create there.
do $$
begin
  if pg_has_role(current_user, (select nspowner from pg_namespace where nspname = 'public'), 'USAGE') then
    revoke create on schema public from public;
  elsif has_schema_privilege('public', 'public', 'CREATE') then
    raise notice 'PUBLIC may create in schema public; its owner should run: revoke create on schema public from public';
  end if;
end $$;
