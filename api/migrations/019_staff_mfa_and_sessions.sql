-- Staff accounts to OWASP ASVS 5.0 level 2
-- (docs/decisions/038-staff-second-factor-and-sessions.md): a second factor
-- (TOTP, RFC 6238) with one-time recovery codes, a setting by which an admin
-- requires it of everyone, sessions that end when left idle, and the client's
-- address and user agent on the audit trail.

-- The TOTP secret is kept encrypted (AES-256-GCM under MFA_SECRET_KEY, never
-- in plain text); it is set by setup and in force once confirmed.
-- mfa_last_step is the time step of the last code accepted: a code of that
-- step or an earlier one is refused, so a code works once (RFC 6238 §5.2).
alter table staff_users
  add column mfa_secret text check (char_length(mfa_secret) <= 200),
  add column mfa_enabled_at timestamptz,
  add column mfa_last_step bigint,
  add constraint staff_users_mfa_enabled_has_secret
    check (mfa_enabled_at is null or mfa_secret is not null);

-- Ten per account, shown once; only their SHA-256 is kept: each carries
-- 120 random bits, past the 112 for which ASVS 5.0 (6.5.2) allows a plain
-- hash. used_at makes each one-time.
create table staff_recovery_codes (
  user_id uuid not null references staff_users (id) on delete cascade,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  used_at timestamptz,
  primary key (user_id, code_hash)
);

-- The college's security settings: one row, changed by admins.
create table security_settings (
  id boolean primary key default true check (id),
  mfa_required boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by text check (char_length(updated_by) <= 254)
);
insert into security_settings default values;

-- A session ends when left idle for idle_timeout (SESSION_IDLE_MINUTES when it
-- began) as well as at expires_at. last_seen_at moves at most once a minute,
-- so that a request does not cost a write. id names a session to its owner
-- without giving away the hash its token is found by.
alter table staff_sessions
  add column id uuid not null default gen_random_uuid(),
  add column last_seen_at timestamptz not null default now(),
  add column idle_timeout interval not null default interval '30 minutes'
    check (idle_timeout > interval '0'),
  add column client text not null default 'web' check (client in ('console', 'web')),
  add column user_agent text check (char_length(user_agent) <= 256);
create unique index staff_sessions_id_idx on staff_sessions (id);

-- Who did it from where: the client's address (as TRUST_PROXY makes it out)
-- and its User-Agent, on sign-ins, exports and bulk reads. Staff's, never a
-- family's.
alter table audit_events
  add column client_ip text check (char_length(client_ip) <= 64),
  add column user_agent text check (char_length(user_agent) <= 256);

select audit_action_allow('mfa_enabled');
select audit_action_allow('mfa_disabled');
select audit_action_allow('sessions_ended');
select audit_action_allow('security_settings_changed');
