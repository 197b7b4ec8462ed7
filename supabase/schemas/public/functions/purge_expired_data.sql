-- Retention (docs/backend-operations.md, "Retention"): the privacy policy ("How long we keep
-- information") promises limits; this enforces them.
--
--   audit requests and their contact records  24 months after the person's last request
--   IP addresses and submission logs          90 days (rate-limit ledger, submission log)
--   analytics events                          14 months
--
-- Client records live in the CRM, not here, so nothing in this database is exempt. It deletes what
-- has expired and reports how much; idempotent and cheap when there is nothing to do (every delete
-- is on an indexed created_at), so it can run daily. Locally the embedded backend runs it at start
-- and every 24 hours; where pg_cron is available it is scheduled at the end of this file.
create or replace function public.purge_expired_data()
returns table (data text, deleted bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_cutoff constant timestamptz := now() - interval '24 months';
  log_cutoff constant timestamptz := now() - interval '90 days';
  analytics_cutoff constant timestamptz := now() - interval '14 months';
  n bigint;
begin
  -- By person, not by row: an older request is kept while the same address asked again within
  -- 24 months (that later request is "our last contact"). Audits go with their contact (cascade).
  delete from public.contacts c
   where c.created_at < lead_cutoff
     and not exists (
       select 1 from public.contacts later
        where lower(later.email) = lower(c.email)
          and later.created_at >= lead_cutoff
     );
  get diagnostics n = row_count;
  data := 'contacts and their audit requests'; deleted := n; return next;

  delete from private.submission_log where created_at < log_cutoff;
  get diagnostics n = row_count;
  data := 'submission log'; deleted := n; return next;

  delete from private.rate_limit_hits where created_at < log_cutoff;
  get diagnostics n = row_count;
  data := 'rate-limit ledger'; deleted := n; return next;

  delete from public.analytics_events where created_at < analytics_cutoff;
  get diagnostics n = row_count;
  data := 'analytics events'; deleted := n; return next;
end;
$$;

comment on function public.purge_expired_data() is
  'Deletes personal data past the retention periods of the privacy policy. service_role only.';

revoke execute on function public.purge_expired_data() from public, anon, authenticated;
grant execute on function public.purge_expired_data() to service_role;

-- Daily at 03:17 UTC where pg_cron can be enabled (hosted Supabase). Elsewhere (PGlite, a bare
-- PostgreSQL) this does nothing: scheduling is then the operator's, as documented. The schedule
-- is a row of pg_cron's, not part of the schema: `db diff` does not compare it, so a change of
-- schedule needs a migration written by hand (supabase/schemas/README.md).
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('purge-expired-data', '17 3 * * *', 'select public.purge_expired_data()');
  else
    raise notice 'pg_cron is not available: schedule public.purge_expired_data() daily yourself';
  end if;
exception
  when others then
    raise notice 'pg_cron is not available: schedule public.purge_expired_data() daily yourself (%)', sqlerrm;
end;
$$;
