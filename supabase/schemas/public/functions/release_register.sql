-- Records a release of the caller's remote with its release check (run by the caller: the
-- release check reads the release where the team uploaded it). A failing check records it as
-- refused: it stays in the history, and can never be promoted until a new check passes.
create or replace function public.release_register(remote text, entry text, check_ok boolean, check_result jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_existing private.releases;
  v_release private.releases;
begin
  perform private.release_check_report_ok(check_ok, check_result);
  if entry is null or char_length(entry) > 2048 or entry !~ '^https?://[^/?#[:space:][:cntrl:]]+/[^[:space:][:cntrl:]]*\.js$' then
    raise exception 'The release''s entry must be the http(s) address of its remoteEntry.js, with no spaces or control characters: %', pg_catalog.left(coalesce(entry, 'null'), 200)
      using errcode = 'PT400';
  end if;
  select * into v_existing from private.releases r
   where r.remote = v_remote.name and r.entry = release_register.entry and r.state not in ('refused', 'withdrawn')
   order by r.id desc limit 1;
  if found then
    raise exception '% is already release % of % (%)', entry, v_existing.id, v_remote.name, v_existing.state
      using errcode = 'PT409', hint = 'Upload each release to a folder of its own; to make this one live, promote it.';
  end if;
  insert into private.releases (remote, entry, state, registered_by, check_ok, check_result, checked_at)
  values (v_remote.name, entry, case when check_ok then 'candidate' else 'refused' end, v_caller.actor, check_ok, check_result, now())
  returning * into v_release;
  insert into private.release_events (remote, action, release_id, actor, verdict)
  values (v_remote.name, 'register', v_release.id, v_caller.actor, case when check_ok then 'pass' else 'fail' end);
  return private.release_json(v_release);
end
$$;

revoke execute on function public.release_register(text, text, boolean, jsonb) from public;
grant execute on function public.release_register(text, text, boolean, jsonb) to anon, authenticated, service_role;
