-- What is live for each remote (or one), what it would roll back to, and its latest releases.
-- The operator reads every remote; a team its own only (all of them when no remote is named).
create or replace function public.release_status(remote text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_result jsonb;
begin
  if remote is not null then
    perform private.release_readable(remote, v_caller.team, v_caller.operator);
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'remote', r.name,
           'team', r.team,
           'paths', to_jsonb(r.paths),
           'live', private.release_json(live),
           'liveSince', (select e.at from private.release_events e
                          where e.remote = r.name and e.release_id = r.live_release_id and e.action in ('promote', 'rollback', 'import')
                          order by e.id desc limit 1),
           'liveBy', (select e.actor from private.release_events e
                       where e.remote = r.name and e.release_id = r.live_release_id and e.action in ('promote', 'rollback', 'import')
                       order by e.id desc limit 1),
           'rollbackTo', (select private.release_json(t) from private.release_events e join private.releases t on t.id = e.previous_release_id
                           where e.remote = r.name and e.action in ('promote', 'import') and e.release_id = r.live_release_id
                           order by e.id desc limit 1),
           'canary', (select private.release_canary_json(c) from private.release_canaries c where c.remote = r.name and c.ended_at is null),
           'releases', (select coalesce(jsonb_agg(private.release_json(x) order by x.id desc), '[]'::jsonb)
                          from private.releases x
                         where x.id in (select y.id from private.releases y where y.remote = r.name order by y.id desc limit 10))
         ) order by r.position, r.name), '[]'::jsonb)
    into v_result
    from private.release_remotes r
    left join private.releases live on live.id = r.live_release_id
   where (release_status.remote is null or r.name = release_status.remote)
     and (v_caller.operator or r.team = v_caller.team);
  return v_result;
end
$$;

revoke execute on function public.release_status(text) from public;
grant execute on function public.release_status(text) to anon, authenticated, service_role;
