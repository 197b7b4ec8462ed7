-- Ends the remote's running canary (`abort` in the history, with the reason given).
create or replace function public.release_abort(remote text, reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_canary private.release_canaries;
begin
  if reason ~ '[\x01-\x1f\x7f-\x9f]' then
    raise exception 'The reason may not contain control characters (line breaks, tabs, escape sequences): it is printed in terminals'
      using errcode = 'PT400';
  end if;
  v_canary := private.release_end_canary(v_remote.name, 'aborted', v_caller.actor,
                pg_catalog.format('canary aborted by %s%s', v_caller.actor, coalesce(': ' || nullif(pg_catalog.btrim(reason), ''), '')));
  if v_canary.id is null then
    raise exception '% has no canary running', v_remote.name using errcode = 'PT409';
  end if;
  return jsonb_build_object('remote', v_remote.name, 'canary', v_canary.id, 'release', v_canary.release_id, 'outcome', 'aborted');
end
$$;

revoke execute on function public.release_abort(text, text) from public;
grant execute on function public.release_abort(text, text) to anon, authenticated, service_role;
