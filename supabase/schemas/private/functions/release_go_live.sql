-- Makes a release live, the one live before `previous`, and records it (promote, rollback,
-- import). The caller holds the remote's row lock.
create or replace function private.release_go_live(p_remote text, p_release_id bigint, p_action text, p_actor text, p_note text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_live_id bigint := (select live_release_id from private.release_remotes where name = p_remote);
  v_canary_release bigint := (select release_id from private.release_canaries where remote = p_remote and ended_at is null);
  v_previous private.releases;
  v_release private.releases;
begin
  if v_canary_release is not null then
    perform private.release_end_canary(p_remote, case when v_canary_release = p_release_id then 'promoted' else 'replaced' end, p_actor,
                                       pg_catalog.format('canary of release %s ended: release %s made live by %s', v_canary_release, p_release_id, p_action));
  end if;
  if v_live_id is not null then
    update private.releases set state = 'previous' where id = v_live_id returning * into v_previous;
  end if;
  update private.releases set state = 'live' where id = p_release_id returning * into v_release;
  update private.release_remotes set live_release_id = p_release_id, updated_at = now() where name = p_remote;
  insert into private.release_events (remote, action, release_id, previous_release_id, actor, note)
  values (p_remote, p_action, p_release_id, v_live_id, p_actor, p_note);
  perform pg_catalog.pg_notify('release_ledger', p_remote);
  return jsonb_build_object('remote', p_remote, 'live', private.release_json(v_release), 'previous', private.release_json(v_previous));
end
$$;

revoke execute on function private.release_go_live(text, bigint, text, text, text) from public, anon, authenticated, service_role;
