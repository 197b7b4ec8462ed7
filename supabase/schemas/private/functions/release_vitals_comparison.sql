-- What visitors feel on a canary's candidate against the live release over the same period: p75
-- LCP and INP of both cohorts (from release_cohort_figures), the change, and whether it is judged
-- (both cohorts have min_views samples of it, and the composers served each at least min_views
-- requests: browser reports alone never decide) and past the canary's max_vitals_increase. `reason`
-- is the guard's reason to abort (the first metric past its margin), else null.
create or replace function private.release_vitals_comparison(p_canary private.release_canaries, p_candidate jsonb, p_live jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_metric text;
  v_key text;
  v_candidate numeric;
  v_live numeric;
  v_judged boolean;
  v_increase numeric;
  v_past boolean;
  v_metrics jsonb := '{}'::jsonb;
  v_reason text;
begin
  foreach v_metric in array array['LCP', 'INP'] loop
    v_key := lower(v_metric);
    v_candidate := (p_candidate ->> (v_key || 'P75'))::numeric;
    v_live := (p_live ->> (v_key || 'P75'))::numeric;
    v_judged := coalesce((p_candidate ->> (v_key || 'Samples'))::bigint, 0) >= p_canary.min_views
                and coalesce((p_candidate ->> 'requests')::bigint, 0) >= p_canary.min_views
                and coalesce((p_live ->> 'requests')::bigint, 0) >= p_canary.min_views
                and coalesce((p_live ->> (v_key || 'Samples'))::bigint, 0) >= p_canary.min_views
                and v_live > 0;
    v_increase := case when v_candidate is not null and v_live > 0 then round((v_candidate - v_live) / v_live, 4) end;
    v_past := v_judged and v_increase > p_canary.max_vitals_increase;
    v_metrics := v_metrics || jsonb_build_object(v_metric, jsonb_build_object(
      'candidate', v_candidate, 'live', v_live, 'increase', v_increase, 'judged', v_judged, 'past', coalesce(v_past, false)));
    if v_past and v_reason is null then
      v_reason := pg_catalog.format('%s p75 %s ms on the candidate against %s ms live (+%s%%), past +%s%%', v_metric,
                                    round(v_candidate), round(v_live), round(100 * v_increase, 1), round(100 * p_canary.max_vitals_increase, 1));
    end if;
  end loop;
  return jsonb_build_object('maxIncrease', p_canary.max_vitals_increase, 'minSamples', p_canary.min_views, 'metrics', v_metrics, 'reason', v_reason);
end
$$;

revoke execute on function private.release_vitals_comparison(private.release_canaries, jsonb, jsonb) from public, anon, authenticated, service_role;
