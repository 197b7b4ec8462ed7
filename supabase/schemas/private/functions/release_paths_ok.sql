-- A remote's URL paths as the map writes them: '/blog', '/blog/*'. Called by the CHECK of
-- private.release_remotes.paths, so it loads before the tables (schema_paths in supabase/config.toml).
create or replace function private.release_paths_ok(paths text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select paths is not null
     and pg_catalog.cardinality(paths) between 1 and 64
     and not exists (
       select 1 from pg_catalog.unnest(paths) as p(path)
        where path is null
           or char_length(path) > 200
           or path !~ '^/([^/[:space:][:cntrl:]*?#]+(/[^/[:space:][:cntrl:]*?#]+)*(/\*)?|\*)?$'
     )
$$;

revoke execute on function private.release_paths_ok(text[]) from public, anon, authenticated, service_role;
