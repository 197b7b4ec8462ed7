-- The guard (service role: `npm run worker`, and the embedded backend): aborts each running
-- canary whose candidate cohort has at least min_views requests (server) or page views (browser)
-- and whose failures among them reach max_failure_rate, saying why in the history. Also drops
-- previews that have expired. Returns the canaries it aborted.
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
  v_aborted jsonb := '[]'::jsonb;
begin
  delete from private.release_previews where expires_at <= now();
  for v_canary in select * from private.release_canaries where ended_at is null order by id loop
    v_figures := private.release_cohort_figures(v_canary, 'c');
    v_requests := (v_figures ->> 'requests')::bigint;
    v_views := (v_figures ->> 'pageViews')::bigint;
    v_server := (v_figures ->> 'serverFailures')::bigint;
    v_browser := (v_figures ->> 'browserFailures')::bigint;
    v_reason := null;
    if v_requests >= v_canary.min_views and v_server >= v_requests * v_canary.max_failure_rate then
      v_reason := pg_catalog.format('composition failures: %s of %s candidate requests (%s%%), at or past %s%%', v_server, v_requests,
                                    round(100.0 * v_server / v_requests, 1), v_canary.max_failure_rate * 100);
    elsif v_views >= v_canary.min_views and v_browser >= v_views * v_canary.max_failure_rate then
      v_reason := pg_catalog.format('browser load failures: %s of %s candidate page views (%s%%), at or past %s%%', v_browser, v_views,
                                    round(100.0 * v_browser / v_views, 1), v_canary.max_failure_rate * 100);
    end if;
    if v_reason is not null then
      perform private.release_end_canary(v_canary.remote, 'aborted', 'guard', 'canary aborted by the guard: ' || v_reason);
      v_aborted := v_aborted || jsonb_build_object('remote', v_canary.remote, 'canary', v_canary.id, 'release', v_canary.release_id, 'reason', v_reason);
    end if;
  end loop;
  return v_aborted;
end
$$;

revoke execute on function public.release_guard() from public, anon, authenticated;
grant execute on function public.release_guard() to service_role;
