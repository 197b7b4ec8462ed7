-- The guard (service role: `npm run worker`, and the embedded backend): aborts each running
-- canary whose candidate cohort has at least min_views requests (counted by the composers) or
-- page views (reported by browsers, never more than the requests) and whose failures among them
-- reach max_failure_rate, or whose p75 LCP or INP is worse than the live release's over the same
-- period by more than max_vitals_increase (both cohorts with min_views samples of it), saying why
-- in the history. Each canary is judged on its own: one whose
-- figures cannot be read is left running, its reason kept (judge_error, shown by release_status
-- and release_rollouts) and returned, and the others are still judged. Also drops previews that
-- have expired. Returns one entry per canary aborted ("outcome": "aborted") or not judged
-- ("outcome": "unjudged").
create or replace function public.release_guard()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_canary private.release_canaries;
  v_figures jsonb;
  v_requests bigint;
  v_views bigint;
  v_server bigint;
  v_browser bigint;
  v_reason text;
  v_error text;
  v_result jsonb := '[]'::jsonb;
begin
  delete from private.release_previews where expires_at <= now();
  for v_canary in select * from private.release_canaries where ended_at is null order by id loop
    v_reason := null;
    v_error := null;
    begin
      v_figures := private.release_cohort_figures(v_canary, 'c');
      v_requests := (v_figures ->> 'requests')::bigint;
      v_views := (v_figures ->> 'pageViews')::bigint;
      v_server := (v_figures ->> 'serverFailures')::bigint;
      v_browser := (v_figures ->> 'browserFailures')::bigint;
      if v_requests >= v_canary.min_views and v_server >= v_requests * v_canary.max_failure_rate then
        v_reason := pg_catalog.format('composition failures: %s of %s candidate requests (%s%%), at or past %s%%', v_server, v_requests,
                                      round(100.0 * v_server / v_requests, 1), v_canary.max_failure_rate * 100);
      elsif v_views >= v_canary.min_views and v_browser >= v_views * v_canary.max_failure_rate then
        v_reason := pg_catalog.format('browser load failures: %s of %s candidate page views (%s%%), at or past %s%%', v_browser, v_views,
                                      round(100.0 * v_browser / v_views, 1), v_canary.max_failure_rate * 100);
      else
        v_reason := private.release_vitals_comparison(v_canary, v_figures, private.release_cohort_figures(v_canary, 'l')) ->> 'reason';
        v_reason := 'slower for visitors: ' || v_reason;
      end if;
    exception when others then
      v_error := pg_catalog.left(pg_catalog.regexp_replace(sqlerrm, '[\x01-\x1f\x7f-\x9f]', ' ', 'g'), 500);
    end;
    if v_error is not null then
      raise warning 'release guard: canary % of % cannot be judged: %', v_canary.id, v_canary.remote, v_error;
      v_result := v_result || jsonb_build_object('outcome', 'unjudged', 'remote', v_canary.remote, 'canary', v_canary.id, 'release', v_canary.release_id, 'reason', v_error);
    end if;
    update private.release_canaries set judged_at = now(), judge_error = v_error where id = v_canary.id;
    if v_reason is not null then
      perform private.release_end_canary(v_canary.remote, 'aborted', 'guard', 'canary aborted by the guard: ' || v_reason);
      v_result := v_result || jsonb_build_object('outcome', 'aborted', 'remote', v_canary.remote, 'canary', v_canary.id, 'release', v_canary.release_id, 'reason', v_reason);
    end if;
  end loop;
  return v_result;
end
$$;

revoke execute on function public.release_guard() from public, anon, authenticated;
grant execute on function public.release_guard() to service_role;
