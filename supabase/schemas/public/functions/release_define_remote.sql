-- Operator: adds a remote to the ledger, or changes its team or paths.
create or replace function public.release_define_remote(remote text, team text, paths text[], "position" integer default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes;
begin
  if not v_caller.operator then
    raise exception 'Only the operator may define remotes' using errcode = 'PT403';
  end if;
  if team = 'composers' then
    raise exception 'composers is the composers'' reserved team: it owns no remote' using errcode = 'PT400',
      hint = 'Name the team that releases this remote.';
  end if;
  insert into private.release_remotes as r (name, team, paths, position)
  values (remote, team, paths, coalesce("position", (select coalesce(max(x.position) + 1, 0) from private.release_remotes x)))
  on conflict (name) do update
    set team = excluded.team, paths = excluded.paths, position = coalesce(release_define_remote."position", r.position), updated_at = now()
  returning * into v_remote;
  insert into private.release_events (remote, action, actor, note)
  values (v_remote.name, 'define', v_caller.actor, pg_catalog.format('team %s, paths %s', v_remote.team, pg_catalog.array_to_string(v_remote.paths, ' ')));
  perform pg_catalog.pg_notify('release_ledger', v_remote.name);
  return jsonb_build_object('remote', v_remote.name, 'team', v_remote.team, 'paths', to_jsonb(v_remote.paths));
end
$$;

revoke execute on function public.release_define_remote(text, text, text[], integer) from public, anon, authenticated;
grant execute on function public.release_define_remote(text, text, text[], integer) to service_role;
