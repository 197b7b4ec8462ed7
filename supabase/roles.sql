-- The API roles, as a Supabase project has them: anon and authenticated (NOINHERIT), service_role
-- (BYPASSRLS) and authenticator, PostgREST's login role, which may switch to the other three.
--
-- Hosted projects already have them. On a bare PostgreSQL they must exist before the first
-- migration: `npm run db -- migrate` has the Supabase CLI run this file (`supabase db push
-- --include-roles`) when one is missing, and the embedded backend runs it before its migrations.
-- Run on every such push, so it creates only what is missing and changes nothing else. No
-- password here: the kit sets authenticator's from a file of the deployment's own.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

-- PostgREST logs in as authenticator and switches to the role a request's key names.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated', 'service_role'] loop
    if not pg_catalog.pg_has_role('authenticator', api_role, 'member') then
      execute format('grant %I to authenticator', api_role);
    end if;
  end loop;
end
$$;
