-- A release of `p_remote`, as the functions report it.
create or replace function private.release_json(p_release private.releases)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when p_release.id is null then null else jsonb_build_object(
    'id', p_release.id,
    'remote', p_release.remote,
    'entry', p_release.entry,
    'state', p_release.state,
    'registeredBy', p_release.registered_by,
    'registeredAt', p_release.registered_at,
    'check', case when p_release.check_ok is null then 'not run' when p_release.check_ok then 'pass' else 'fail' end,
    'checkedAt', p_release.checked_at,
    'checkExpiresAt', p_release.checked_at + private.release_check_max_age(),
    'checkResult', p_release.check_result
  ) end
$$;

revoke execute on function private.release_json(private.releases) from public, anon, authenticated, service_role;
