-- How long a passing release check stays good enough to promote on: older, it is run again.
create or replace function private.release_check_max_age()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '1 hour' $$;

revoke execute on function private.release_check_max_age() from public, anon, authenticated, service_role;
