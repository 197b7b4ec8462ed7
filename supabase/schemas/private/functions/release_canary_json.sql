-- A canary as `release status` shows it: its settings and both cohorts' figures.
create or replace function private.release_canary_json(p_canary private.release_canaries)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when p_canary.id is null then null else jsonb_build_object(
    'id', p_canary.id, 'release', p_canary.release_id, 'percent', p_canary.percent, 'since', p_canary.started_at, 'by', p_canary.started_by,
    'minViews', p_canary.min_views, 'maxFailureRate', p_canary.max_failure_rate,
    'live', private.release_cohort_figures(p_canary, 'l'),
    'candidate', private.release_cohort_figures(p_canary, 'c')
  ) end
$$;

revoke execute on function private.release_canary_json(private.release_canaries) from public, anon, authenticated, service_role;
