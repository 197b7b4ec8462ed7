-- Release `p_release_id` of `p_remote`, or "no such release" (404).
create or replace function private.release_of(p_remote text, p_release_id bigint)
returns private.releases
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_release private.releases;
begin
  select * into v_release from private.releases where id = p_release_id and remote = p_remote;
  if not found then
    raise exception '% has no release %', p_remote, coalesce(p_release_id::text, 'null') using errcode = 'PT404';
  end if;
  return v_release;
end
$$;

revoke execute on function private.release_of(text, bigint) from public, anon, authenticated, service_role;
