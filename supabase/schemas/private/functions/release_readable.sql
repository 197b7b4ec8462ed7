-- Raises unless the caller may read the remote's history, status and candidates: the operator
-- reads every remote, a team only its own (the live map stays public through release_map).
create or replace function private.release_readable(p_remote text, p_team text, p_operator boolean)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_team text;
begin
  perform private.release_known_remote(p_remote);
  if p_operator then
    return;
  end if;
  select r.team into v_team from private.release_remotes r where r.name = p_remote;
  if v_team is distinct from p_team then
    raise exception 'Team % may not read %: % belongs to team %', p_team, p_remote, p_remote, v_team
      using errcode = 'PT403', hint = 'A team credential reads its own remotes only; the live map (/remotes.json) is public.';
  end if;
end
$$;

revoke execute on function private.release_readable(text, text, boolean) from public, anon, authenticated, service_role;
