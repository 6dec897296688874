-- Saved views (issue 13 §2): a named set of filters, sort and columns, kept
-- per member of staff; an admin may share one with everyone. The API
-- validates both JSON documents with the shared schemas; the table keeps
-- their shape and size in check whoever writes.

create table saved_views (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references staff_users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  shared boolean not null default false,
  filters jsonb not null default '{}' check (
    jsonb_typeof(filters) = 'object' and octet_length(filters::text) <= 8192
  ),
  -- AG Grid's column state: sort, order, widths and hidden columns.
  grid jsonb not null default '[]' check (
    jsonb_typeof(grid) = 'array' and octet_length(grid::text) <= 65536
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index saved_views_owner_name_idx on saved_views (owner_id, lower(name));
create index saved_views_shared_idx on saved_views (id) where shared;

-- The view each member of staff applied last, applied again at sign-in. A
-- deleted view leaves nothing behind.
alter table staff_users
  add column last_view_id uuid references saved_views (id) on delete set null;
