-- Makes the release that was live before the live one live again: the release the live one
-- replaced when it was promoted (or imported). Rolling back twice steps back twice.
create or replace function public.release_rollback(remote text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_target_id bigint;
begin
  if v_remote.live_release_id is null then
    raise exception '% has no live release to roll back', v_remote.name using errcode = 'PT409';
  end if;
  select e.previous_release_id into v_target_id
    from private.release_events e
   where e.remote = v_remote.name and e.action in ('promote', 'import') and e.release_id = v_remote.live_release_id
   order by e.id desc
   limit 1;
  if v_target_id is null then
    raise exception '% has nothing to roll back to: release % was its first live release', v_remote.name, v_remote.live_release_id
      using errcode = 'PT409';
  end if;
  if (select state from private.releases where id = v_target_id) = 'withdrawn' then
    raise exception 'Cannot roll % back to release %: it was withdrawn', v_remote.name, v_target_id
      using errcode = 'PT409', hint = 'Promote another release instead.';
  end if;
  return private.release_go_live(v_remote.name, v_target_id, 'rollback', v_caller.actor);
end
$$;

revoke execute on function public.release_rollback(text) from public;
grant execute on function public.release_rollback(text) to anon, authenticated, service_role;
