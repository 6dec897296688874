-- Makes the role the API serves as, or makes an existing one that again
-- (docs/decisions/036-a-serving-role-that-owns-nothing.md; docs/deployment.md,
-- "Database roles"). Run as a superuser or a role with CREATEROLE:
--
--   psql "$ADMIN_URL" -v serving_password='…' [-v serving_role=skltcoa_api] -f scripts/serving-role.sql
--
-- It grants nothing on the tables: the owner does that when it migrates
-- (MIGRATION_DATABASE_URL, or `npm run migrate`).
\set ON_ERROR_STOP on
\if :{?serving_role}
\else
  \set serving_role skltcoa_api
\endif

select format('create role %I', :'serving_role')
where not exists (select from pg_roles where rolname = :'serving_role') \gexec

alter role :"serving_role" with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls
  inherit password :'serving_password';
