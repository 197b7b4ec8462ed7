-- Makes a release live. Only a release whose last check passed within release_check_max_age()
-- can be; the release live before becomes `previous`, and rollback() returns to it. Concurrent
-- promotes of one remote wait for each other (the remote's row lock) and all land, in order.
create or replace function public.release_promote(remote text, release_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_release private.releases := private.release_of(v_remote.name, release_id);
begin
  if v_release.state = 'live' then
    raise exception 'Release % of % is live already', v_release.id, v_remote.name using errcode = 'PT409';
  end if;
  if v_release.state = 'withdrawn' then
    raise exception 'Release % of % was withdrawn and cannot be promoted', v_release.id, v_remote.name
      using errcode = 'PT409', hint = 'Register a new release.';
  end if;
  if v_release.check_ok is distinct from true then
    raise exception 'Release % of % cannot be promoted: its release check %', v_release.id, v_remote.name,
        case when v_release.check_ok is null then 'never ran' else 'failed' end
      using errcode = 'PT409', hint = 'Fix what the check reported, then run the check again (npm run release -- promote runs it).';
  end if;
  if v_release.checked_at < now() - private.release_check_max_age() then
    raise exception 'Release % of % was last checked at %, over % ago: run the release check again before promoting it', v_release.id, v_remote.name, v_release.checked_at, private.release_check_max_age()
      using errcode = 'PT409', hint = 'check-expired';
  end if;
  return private.release_go_live(v_remote.name, v_release.id, 'promote', v_caller.actor);
end
$$;

revoke execute on function public.release_promote(text, bigint) from public;
grant execute on function public.release_promote(text, bigint) to anon, authenticated, service_role;
