-- True when the insert comes from a browser role. `role` is the role the API switched to (SET
-- ROLE); a SECURITY DEFINER function changes current_user, not this setting.
create or replace function private.analytics_insert_is_budgeted()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.current_setting('role', true), 'none') in ('anon', 'authenticated')
$$;

revoke execute on function private.analytics_insert_is_budgeted() from public, anon, authenticated, service_role;
