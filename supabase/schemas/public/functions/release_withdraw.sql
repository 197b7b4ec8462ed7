-- Takes a release out of use for good: it can never be promoted or rolled back to. Not the live one.
create or replace function public.release_withdraw(remote text, release_id bigint)
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
    raise exception 'Release % is live: promote another release or roll back first', v_release.id using errcode = 'PT409';
  end if;
  if v_release.state = 'withdrawn' then
    return private.release_json(v_release);
  end if;
  if exists (select 1 from private.release_canaries c where c.release_id = v_release.id and c.ended_at is null) then
    perform private.release_end_canary(v_remote.name, 'aborted', v_caller.actor, pg_catalog.format('canary aborted: release %s withdrawn by %s', v_release.id, v_caller.actor));
  end if;
  delete from private.release_previews p where p.release_id = v_release.id;
  update private.releases set state = 'withdrawn' where id = v_release.id returning * into v_release;
  insert into private.release_events (remote, action, release_id, actor) values (v_remote.name, 'withdraw', v_release.id, v_caller.actor);
  perform pg_catalog.pg_notify('release_ledger', v_remote.name);
  return private.release_json(v_release);
end
$$;

revoke execute on function public.release_withdraw(text, bigint) from public;
grant execute on function public.release_withdraw(text, bigint) to anon, authenticated, service_role;
