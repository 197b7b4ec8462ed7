-- A UTM value: cleaned, clipped to 200 characters, NULL when empty.
create or replace function private.lead_utm(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(pg_catalog.left(private.clean_text(value), 200), '')
$$;

revoke execute on function private.lead_utm(text) from public, anon, authenticated, service_role;
