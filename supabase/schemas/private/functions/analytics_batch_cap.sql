-- BEFORE ROW: stops an oversized insert at its 26th row. SECURITY DEFINER only to reach the shared
-- refusal in schema private (the inserting role has no USAGE there).
create or replace function private.analytics_batch_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_seen text := pg_catalog.current_setting('analytics_budget.rows', true);
begin
  if v_seen is null or v_seen = '' then
    return new;
  end if;
  if v_seen::integer >= 25 then
    perform private.analytics_too_many_rows();
  end if;
  perform pg_catalog.set_config('analytics_budget.rows', (v_seen::integer + 1)::text, true);
  return new;
end;
$$;

revoke execute on function private.analytics_batch_cap() from public, anon, authenticated, service_role;
