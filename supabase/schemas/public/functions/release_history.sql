-- The remote's history, newest first: every register, check, promote, rollback and withdraw. For
-- the operator or the remote's team.
create or replace function public.release_history(remote text, max_rows integer default 50)
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
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', e.id,
             'at', e.at,
             'action', e.action,
             'release', e.release_id,
             'entry', rel.entry,
             'previous', e.previous_release_id,
             'by', e.actor,
             -- A promote is refused unless the release's last check passed within the bound.
             'check', case e.action when 'import' then 'not run' when 'promote' then coalesce(e.verdict, 'pass') else e.verdict end,
             'note', e.note
           ) order by e.id desc), '[]'::jsonb)
      from (select * from private.release_events e
             where e.remote = release_history.remote
             order by e.id desc
             limit greatest(1, least(coalesce(max_rows, 50), 1000))) as e
      left join private.releases rel on rel.id = e.release_id
  );
end
$$;

revoke execute on function public.release_history(text, integer) from public;
grant execute on function public.release_history(text, integer) to anon, authenticated, service_role;
