-- Starts a canary (or changes its share): `percent` of visitors see `release_id` for this remote.
-- Only a release that could be promoted now can be; one canary per remote at a time.
create or replace function public.release_canary(remote text, release_id bigint, percent integer, min_views integer default 200, max_failure_rate numeric default 0.05, max_vitals_increase numeric default 0.2)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_release private.releases := private.release_of(v_remote.name, release_id);
  v_active private.release_canaries;
  v_canary private.release_canaries;
begin
  perform private.release_showable(v_release, 'canary');
  if v_release.checked_at < now() - private.release_check_max_age() then
    raise exception 'Release % of % was last checked over % ago: run the release check again first', v_release.id, v_remote.name, private.release_check_max_age()
      using errcode = 'PT409', hint = 'check-expired';
  end if;
  select * into v_active from private.release_canaries c where c.remote = v_remote.name and c.ended_at is null;
  if v_active.id is not null and v_active.release_id <> v_release.id then
    raise exception '% has a canary of release % running: promote or abort it first', v_remote.name, v_active.release_id using errcode = 'PT409';
  end if;
  if v_active.id is not null then
    update private.release_canaries c
       set percent = release_canary.percent, min_views = release_canary.min_views, max_failure_rate = release_canary.max_failure_rate,
           max_vitals_increase = release_canary.max_vitals_increase
     where c.id = v_active.id returning * into v_canary;
  else
    insert into private.release_canaries (remote, release_id, percent, min_views, max_failure_rate, max_vitals_increase, started_by)
    values (v_remote.name, v_release.id, percent, min_views, max_failure_rate, max_vitals_increase, v_caller.actor)
    returning * into v_canary;
  end if;
  insert into private.release_events (remote, action, release_id, actor, note)
  values (v_remote.name, 'canary', v_release.id, v_caller.actor,
          pg_catalog.format('canary %s: %s%% of visitors (abort at %s%% failures after %s requests or page views, or p75 LCP or INP over +%s%% of live)',
                            v_canary.id, v_canary.percent, v_canary.max_failure_rate * 100, v_canary.min_views, v_canary.max_vitals_increase * 100));
  perform pg_catalog.pg_notify('release_ledger', v_remote.name);
  return jsonb_build_object('remote', v_remote.name, 'canary', v_canary.id, 'release', v_release.id, 'percent', v_canary.percent,
                            'minViews', v_canary.min_views, 'maxFailureRate', v_canary.max_failure_rate, 'maxVitalsIncrease', v_canary.max_vitals_increase,
                            'since', v_canary.started_at);
end
$$;

revoke execute on function public.release_canary(text, bigint, integer, integer, numeric, numeric) from public;
grant execute on function public.release_canary(text, bigint, integer, integer, numeric, numeric) to anon, authenticated, service_role;
