-- Live-update streams end with their session, and bulk reading is counted
-- (docs/decisions/039-streams-end-with-their-session-and-bulk-reads.md).

-- 1. Every API instance LISTENs on `staff_access` while it has streams open.
-- A session that ends (sign-out, revocation, expiry moved, deletion, which
-- also follows an account's removal or a new password) says
-- `session:<user id>`; an account whose password, role or export grant
-- changes, or that is removed, says `account:<user id>`. Identical
-- notifications of one transaction are delivered once, so a sweep of many
-- sessions costs one per member of staff. Expiry by the clock and the idle
-- rule change no row: the instances' one-second check finds those.
create function staff_sessions_notify_end() returns trigger language plpgsql as $$
begin
  perform pg_notify('staff_access', 'session:' || old.user_id);
  return null;
end $$;

-- Only the columns that can end a session: a write of any other (the time a
-- session was last seen) must not wake every instance.
create trigger staff_sessions_ended
after update of revoked_at, expires_at or delete on staff_sessions
for each row execute function staff_sessions_notify_end();

create function staff_users_notify_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('staff_access', 'account:' || old.id);
  return null;
end $$;

create trigger staff_users_changed
after update of password_hash, role, can_export on staff_users
for each row
when (old.password_hash is distinct from new.password_hash
  or old.role is distinct from new.role
  or old.can_export is distinct from new.can_export)
execute function staff_users_notify_change();

create trigger staff_users_removed
after delete on staff_users
for each row execute function staff_users_notify_change();

-- 2. The distinct leads each member of staff read today (a day in Mumbai),
-- through listing pages and stream resumes, and how many: the count is kept
-- so that a page costs an insert of its own leads, never a count of the day.
-- Only the current day matters: the first read of a new day deletes every
-- earlier one. staff_lead_reads has no foreign key on purpose: its check
-- was a third of a page's cost (docs/performance.md), and a removed
-- account's rows go with that sweep.
create table staff_read_days (
  staff_id uuid not null references staff_users (id) on delete cascade,
  day date not null,
  leads integer not null default 0 check (leads >= 0),
  -- The admins were told (one alert per member of staff per day).
  alerted boolean not null default false,
  -- Beyond the day's threshold, the end of the last delay handed out: the
  -- next page of new leads waits after it, so that parallel requests queue.
  slow_until timestamptz,
  primary key (staff_id, day)
);

create table staff_lead_reads (
  staff_id uuid not null,
  day date not null,
  lead_id uuid not null,
  primary key (staff_id, day, lead_id)
);

-- 3. The audit trail learns the resumes of a stream and the alert
-- (shared/src/audit.ts, AUDIT_ACTIONS).
select audit_action_allow('stream_resumed');
select audit_action_allow('bulk_read_alert');
