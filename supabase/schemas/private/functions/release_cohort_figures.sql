-- One cohort's figures of a canary since it started: the composers' request and failure counts
-- (private.release_canary_counts), and what browsers reported, tagged with the page's cohorts (e.g.
-- "7c" = canary 7, canary cohort): page views, web vitals and section load failures. Browser
-- reports are anyone's to write, so they never outweigh the composers: page views count up to the
-- requests the composers served the cohort, load failures up to those page views, and only rows
-- whose fields have the shape the site sends are read.
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
       and jsonb_typeof(e.properties -> 'cohorts') = 'string'
       and (e.properties ->> 'cohorts') ~ '^[0-9]{1,18}[cl](\.[0-9]{1,18}[cl]){0,15}$'
       and (e.properties ->> 'cohorts') ~ ('(^|\.)' || p_canary.id || p_cohort || '($|\.)')
  ),
  served as (
    select coalesce(sum(n.requests), 0)::bigint as requests, coalesce(sum(n.failures), 0)::bigint as failures
      from private.release_canary_counts n
     where n.canary_id = p_canary.id and n.cohort = p_cohort
  ),
  vitals as (
    select v.metric, v.value
      from (select t.properties ->> 'metric' as metric,
                   case when jsonb_typeof(t.properties -> 'value') = 'number' then (t.properties ->> 'value')::numeric end as value
              from tagged t
             where t.event_name = 'web_vital') v
     where v.metric in ('LCP', 'INP', 'CLS') and v.value between 0 and 600000
  ),
  browser as (
    select least((select count(*) from tagged where event_name = 'page_view'), (select requests from served)) as views,
           (select count(*) from tagged where event_name = 'section_load_failed') as failures
  )
  select jsonb_build_object(
    'pageViews', (select views from browser),
    'requests', (select requests from served),
    'serverFailures', (select failures from served),
    'browserFailures', (select least(failures, views) from browser),
    'lcpSamples', (select count(*) from vitals where metric = 'LCP'),
    'inpSamples', (select count(*) from vitals where metric = 'INP'),
    'lcpP75', (select percentile_cont(0.75) within group (order by value) from vitals where metric = 'LCP'),
    'inpP75', (select percentile_cont(0.75) within group (order by value) from vitals where metric = 'INP'),
    'clsP75', (select percentile_cont(0.75) within group (order by value) from vitals where metric = 'CLS')
  )
$$;

revoke execute on function private.release_cohort_figures(private.release_canaries, text) from public, anon, authenticated, service_role;
