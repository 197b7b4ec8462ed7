-- Operator: takes a hand-written map ({ "<remote>": { "entry", "paths" } }) into the ledger: each
-- remote is defined (its team from `teams`, else its name without `remote`, lower-case) and its
-- entry made live, recorded as imported (its release check never ran). With `keep_live`, a remote
-- that already has a live release keeps it (how a local start seeds the ledger with its builds).
create or replace function public.release_import(map json, teams jsonb default '{}'::jsonb, keep_live boolean default false)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_name text;
  v_value jsonb;
  v_team text;
  v_paths text[];
  v_remote private.release_remotes;
  v_live private.releases;
  v_release private.releases;
  v_position integer := 0;
  v_changed text[] := '{}';
begin
  if not v_caller.operator then
    raise exception 'Only the operator may import a map' using errcode = 'PT403';
  end if;
  if map is null or json_typeof(map) <> 'object' then
    raise exception 'The map must be a JSON object of remotes' using errcode = 'PT400';
  end if;
  -- json, not jsonb: the remotes keep the map's order.
  for v_name, v_value in select key, value::jsonb from json_each(map) loop
    if jsonb_typeof(v_value) <> 'object' or jsonb_typeof(v_value -> 'entry') <> 'string' or jsonb_typeof(v_value -> 'paths') <> 'array' then
      raise exception 'Map entry % must be {"entry": "<remoteEntry.js>", "paths": [...]}', v_name using errcode = 'PT400';
    end if;
    v_team := coalesce(teams ->> v_name, pg_catalog.lower(pg_catalog.regexp_replace(v_name, '^remote', '')));
    v_paths := array(select jsonb_array_elements_text(v_value -> 'paths'));
    select * into v_remote from private.release_remotes where name = v_name for update;
    if not found then
      insert into private.release_remotes (name, team, paths, position) values (v_name, v_team, v_paths, v_position) returning * into v_remote;
      insert into private.release_events (remote, action, actor, note)
      values (v_name, 'define', v_caller.actor, pg_catalog.format('team %s, paths %s', v_team, pg_catalog.array_to_string(v_paths, ' ')));
    elsif v_remote.paths is distinct from v_paths or (teams ? v_name and v_remote.team <> v_team) then
      update private.release_remotes
         set paths = v_paths, team = case when teams ? v_name then v_team else team end, updated_at = now()
       where name = v_name returning * into v_remote;
      insert into private.release_events (remote, action, actor, note)
      values (v_name, 'define', v_caller.actor, pg_catalog.format('team %s, paths %s', v_remote.team, pg_catalog.array_to_string(v_paths, ' ')));
    end if;
    v_position := v_position + 1;
    select * into v_live from private.releases where id = v_remote.live_release_id;
    if v_live.id is not null and (keep_live or v_live.entry = v_value ->> 'entry') then
      continue;
    end if;
    insert into private.releases (remote, entry, state, registered_by)
    values (v_name, v_value ->> 'entry', 'candidate', v_caller.actor)
    returning * into v_release;
    perform private.release_go_live(v_name, v_release.id, 'import', v_caller.actor, 'imported from a map: no release check ran');
    v_changed := v_changed || v_name;
  end loop;
  return jsonb_build_object('imported', to_jsonb(v_changed));
end
$$;

revoke execute on function public.release_import(json, jsonb, boolean) from public, anon, authenticated;
grant execute on function public.release_import(json, jsonb, boolean) to service_role;
