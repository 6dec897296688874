-- Enquiries from the website, worked by admissions staff.
create extension if not exists pg_trgm;

create table admission_leads (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 100 and name = btrim(name)),
  email text not null check (char_length(email) between 3 and 254 and email like '%_@_%'),
  phone text not null check (phone ~ '^\+91[6-9][0-9]{9}$'),
  program text not null check (program in ('Bachelor of Architecture', 'Diploma in Architecture')),
  form_type text not null check (
    form_type in ('Admission Enquiry', 'Brochure Enquiry', 'BArch Enquiry', 'DArch Enquiry')
  ),
  status text not null default 'new' check (
    status in ('new', 'contacted', 'interested', 'applied', 'enrolled', 'not-interested')
  ),
  notes text not null default '' check (char_length(notes) <= 2000),
  source_page text check (char_length(source_page) <= 300),
  utm_source text check (char_length(utm_source) <= 200),
  utm_medium text check (char_length(utm_medium) <= 200),
  utm_campaign text check (char_length(utm_campaign) <= 200),
  utm_term text check (char_length(utm_term) <= 200),
  utm_content text check (char_length(utm_content) <= 200),
  submission_id uuid not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Names cannot hold newlines (the schema rejects control characters), so the
  -- newline separator keeps a search from matching across two fields.
  search_text text generated always as (lower(name) || E'\n' || lower(email) || E'\n' || phone) stored
);

-- Newest first, with id as the tie-breaker that makes keyset pages stable.
create index admission_leads_created_idx on admission_leads (created_at desc, id desc);
create index admission_leads_program_idx on admission_leads (program, created_at desc, id desc);
create index admission_leads_form_type_idx on admission_leads (form_type, created_at desc, id desc);
create index admission_leads_status_idx on admission_leads (status, created_at desc, id desc);
create index admission_leads_search_idx on admission_leads using gin (search_text gin_trgm_ops);
-- Repeat enquiries are found by phone and by email.
create index admission_leads_phone_idx on admission_leads (phone);
create index admission_leads_email_idx on admission_leads (lower(email));

create table staff_users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  created_at timestamptz not null default now()
);
create unique index staff_users_email_idx on staff_users (lower(email));

create table staff_sessions (
  token_hash text primary key,
  user_id uuid not null references staff_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index staff_sessions_user_idx on staff_sessions (user_id);

-- Fixed-window counters, kept in the database so that every API instance
-- behind a load balancer enforces the same limit.
create table rate_limits (
  bucket text not null,
  client text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, client, window_start)
);
