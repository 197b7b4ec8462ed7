-- One release of a remote, for the operator or the remote's team (the command re-runs its check before a promote).
create or replace function public.release_get(remote text, release_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
begin
  perform private.release_readable(remote, v_caller.team, v_caller.operator);
  return private.release_json(private.release_of(remote, release_id));
end
$$;

revoke execute on function public.release_get(text, bigint) from public;
grant execute on function public.release_get(text, bigint) to anon, authenticated, service_role;
