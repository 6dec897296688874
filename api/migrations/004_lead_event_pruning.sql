-- How far lead_events has been pruned (docs/decisions/014-live-updates-from-postgres.md).
-- Events up to and including (txid, id) are gone: a stream resumed from an
-- event before them has missed changes it can no longer be sent, and is told
-- to reload. The row lock and pruned_at let one API instance at a time prune,
-- at most as often as it asks.
create table lead_events_pruned (
  only_row boolean primary key default true check (only_row),
  txid xid8 not null,
  id bigint not null,
  pruned_at timestamptz not null
);
insert into lead_events_pruned values (true, '0', 0, '-infinity');
