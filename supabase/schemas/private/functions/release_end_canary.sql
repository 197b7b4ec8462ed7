-- Ends the remote's canary; its visitors see the live release from the next request.
create or replace function private.release_end_canary(p_remote text, p_outcome text, p_actor text, p_reason text)
returns private.release_canaries
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_canary private.release_canaries;
begin
  update private.release_canaries set ended_at = now(), outcome = p_outcome
   where remote = p_remote and ended_at is null
  returning * into v_canary;
  if v_canary.id is not null and p_outcome <> 'promoted' then
    insert into private.release_events (remote, action, release_id, actor, note)
    values (p_remote, 'abort', v_canary.release_id, p_actor, pg_catalog.left(p_reason, 2000));
    perform pg_catalog.pg_notify('release_ledger', p_remote);
  end if;
  return v_canary;
end
$$;

revoke execute on function private.release_end_canary(text, text, text, text) from public, anon, authenticated, service_role;
