-- Records a new run of the release check for a release (before a promote, when the last one is
-- older than release_check_max_age()). A refused release whose check now passes is a candidate
-- again; a candidate whose check fails is refused.
create or replace function public.release_record_check(remote text, release_id bigint, check_ok boolean, check_result jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_release private.releases;
begin
  perform private.release_check_report_ok(check_ok, check_result);
  v_release := private.release_of(v_remote.name, release_id);
  update private.releases r
     set check_ok = release_record_check.check_ok,
         check_result = release_record_check.check_result,
         checked_at = now(),
         state = case
                   when r.state = 'refused' and release_record_check.check_ok then 'candidate'
                   when r.state = 'candidate' and not release_record_check.check_ok then 'refused'
                   else r.state
                 end
   where r.id = v_release.id
  returning * into v_release;
  insert into private.release_events (remote, action, release_id, actor, verdict)
  values (v_remote.name, 'check', v_release.id, v_caller.actor, case when check_ok then 'pass' else 'fail' end);
  return private.release_json(v_release);
end
$$;

revoke execute on function public.release_record_check(text, bigint, boolean, jsonb) from public;
grant execute on function public.release_record_check(text, bigint, boolean, jsonb) to anon, authenticated, service_role;
