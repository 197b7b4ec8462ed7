-- Fixed windows on the 10-minute boundaries (UTC).
create or replace function private.analytics_budget_window()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select pg_catalog.date_bin('10 minutes'::interval, pg_catalog.now(), '2000-01-01 00:00:00+00'::timestamptz)
$$;

revoke execute on function private.analytics_budget_window() from public, anon, authenticated, service_role;
