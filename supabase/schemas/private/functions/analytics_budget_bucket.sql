-- The address bucket the analytics write budget charges: private.request_client_ip()'s (an IPv4
-- address, an IPv6 /64, or 'unknown' for every request without a trusted address header).
create or replace function private.analytics_budget_bucket()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(left(private.request_client_ip(), 100), ''), 'unknown')
$$;

revoke execute on function private.analytics_budget_bucket() from public, anon, authenticated, service_role;
