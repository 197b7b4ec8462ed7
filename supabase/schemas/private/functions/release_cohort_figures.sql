-- One cohort's figures of a canary since it started, from analytics_events: page views and web
-- vitals (tagged by the browser with the page's cohorts, e.g. "7c" = canary 7, canary cohort),
-- browser section load failures, and the composers' request and failure counts.
create or replace function private.release_cohort_figures(p_canary private.release_canaries, p_cohort text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with tagged as (
    select e.event_name, e.properties
      from public.analytics_events e
     where e.created_at >= p_canary.started_at
       and (p_canary.ended_at is null or e.created_at <= p_canary.ended_at)
       and e.event_name in ('page_view', 'web_vital', 'section_load_failed')
       and coalesce(e.properties ->> 'cohorts', '') ~ ('(^|\.)' || p_canary.id || p_cohort || '($|\.)')
  ),
  served as (
    select coalesce(sum((e.properties ->> 'requests')::bigint), 0) as requests, coalesce(sum((e.properties ->> 'failures')::bigint), 0) as failures
      from public.analytics_events e
     where e.event_name = 'release_canary_requests'
       and e.created_at >= p_canary.started_at
       and e.properties ->> 'canary' = p_canary.id::text
       and e.properties ->> 'cohort' = p_cohort
       and jsonb_typeof(e.properties -> 'requests') = 'number'
       and jsonb_typeof(e.properties -> 'failures') = 'number'
  ),
  vitals as (
    select t.properties ->> 'metric' as metric, (t.properties ->> 'value')::numeric as value
      from tagged t
     where t.event_name = 'web_vital' and t.properties ->> 'metric' in ('LCP', 'INP', 'CLS') and jsonb_typeof(t.properties -> 'value') = 'number'
  )
  select jsonb_build_object(
    'pageViews', (select count(*) from tagged where event_name = 'page_view'),
    'requests', (select requests from served),
    'serverFailures', (select failures from served),
    'browserFailures', (select count(*) from tagged where event_name = 'section_load_failed'),
    'lcpP75', (select percentile_cont(0.75) within group (order by value) from vitals where metric = 'LCP'),
    'inpP75', (select percentile_cont(0.75) within group (order by value) from vitals where metric = 'INP'),
    'clsP75', (select percentile_cont(0.75) within group (order by value) from vitals where metric = 'CLS')
  )
$$;

revoke execute on function private.release_cohort_figures(private.release_canaries, text) from public, anon, authenticated, service_role;
