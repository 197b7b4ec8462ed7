-- The live map, as composition servers read it (and as a hand-written remotes.json holds it):
-- { "<remote>": { "entry": "<remoteEntry.js>", "paths": [...] } } for every remote with a live release.
create or replace function public.release_map()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_object_agg(r.name, json_build_object('entry', l.entry, 'paths', to_json(r.paths)) order by r.position, r.name), '{}'::json)
    from private.release_remotes r
    join private.releases l on l.id = r.live_release_id
$$;

revoke execute on function public.release_map() from public;
grant execute on function public.release_map() to anon, authenticated, service_role;
