-- Transactional email outbox (issue 14 §5, ADR 020). A message is a row
-- written in the same transaction as the lead it is about, so it exists
-- exactly when the lead does; the API's outbox worker sends it and marks it
-- sent. The rows hold personal data (address and body): those of an erased
-- lead are deleted with it, and sent rows are pruned after 30 days.

create table mail_outbox (
  id bigint generated always as identity primary key,
  -- What the message is (acknowledgement, guardian_consent, ...), for
  -- counting and pruning without reading the body.
  kind text not null check (kind ~ '^[a-z][a-z0-9_]{0,63}$'),
  -- No foreign key: erasure deletes a lead's messages itself
  -- (deleteMailFor), in the transaction that erases the lead.
  lead_id uuid,
  to_address text not null check (
    char_length(to_address) between 3 and 320 and to_address !~ '[\s,;<>]'
  ),
  subject text not null check (char_length(subject) <= 998 and subject !~ '[\r\n]'),
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  -- A short error code (ECONNREFUSED, EENVELOPE:550), never a server's
  -- message: those quote the recipient's address. The check keeps it so
  -- whoever writes.
  last_error text check (last_error ~ '^[A-Za-z0-9_.:-]{1,64}$')
);

-- The worker's claim: the oldest due unsent row, skipping locked ones.
create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where sent_at is null;
-- Erasure: every row of a lead, sent or not.
create index mail_outbox_lead_idx on mail_outbox (lead_id) where lead_id is not null;
-- Pruning: sent rows by age.
create index mail_outbox_sent_idx on mail_outbox (sent_at) where sent_at is not null;
