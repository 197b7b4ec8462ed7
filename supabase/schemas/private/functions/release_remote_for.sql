-- The remote's row, locked until the end of the transaction, if the caller may change it.
create or replace function private.release_remote_for(p_remote text, p_team text, p_operator boolean)
returns private.release_remotes
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_remote private.release_remotes;
begin
  perform private.release_known_remote(p_remote);
  select * into v_remote from private.release_remotes where name = p_remote for update;
  if not p_operator and v_remote.team <> p_team then
    raise exception 'Team % may not release %: % belongs to team %', p_team, p_remote, p_remote, v_remote.team
      using errcode = 'PT403', hint = 'A team credential releases its own remotes only; ask that team, or the operator.';
  end if;
  return v_remote;
end
$$;

revoke execute on function private.release_remote_for(text, text, boolean) from public, anon, authenticated, service_role;
