-- A canary as `release status` shows it: its settings, both cohorts' figures, the candidate's vitals
-- against the live release's, and the guard's last
-- look at it. Figures that cannot be read are shown as such ("error"), never fail the status.
create or replace function private.release_canary_json(p_canary private.release_canaries)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_live jsonb;
  v_candidate jsonb;
  v_vitals jsonb;
begin
  if p_canary.id is null then
    return null;
  end if;
  begin
    v_live := private.release_cohort_figures(p_canary, 'l');
    v_candidate := private.release_cohort_figures(p_canary, 'c');
    v_vitals := private.release_vitals_comparison(p_canary, v_candidate, v_live);
  exception when others then
    v_live := jsonb_build_object('error', pg_catalog.left(sqlerrm, 500));
    v_candidate := v_live;
  end;
  return jsonb_build_object(
    'id', p_canary.id, 'release', p_canary.release_id, 'percent', p_canary.percent, 'since', p_canary.started_at, 'by', p_canary.started_by,
    'minViews', p_canary.min_views, 'maxFailureRate', p_canary.max_failure_rate, 'maxVitalsIncrease', p_canary.max_vitals_increase,
    'vitals', v_vitals,
    'judgedAt', p_canary.judged_at, 'judgeError', p_canary.judge_error,
    'live', v_live,
    'candidate', v_candidate
  );
end
$$;

revoke execute on function private.release_canary_json(private.release_canaries) from public, anon, authenticated, service_role;
