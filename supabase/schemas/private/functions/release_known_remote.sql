-- Raises "no such remote", naming the remotes the ledger has, unless `p_remote` is one of them.
create or replace function private.release_known_remote(p_remote text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from private.release_remotes where name = p_remote) then
    raise exception 'The release ledger has no remote named %', coalesce(p_remote, 'null')
      using errcode = 'PT404',
            hint = coalesce('It has: ' || (select pg_catalog.string_agg(name, ', ' order by position, name) from private.release_remotes), 'It has none yet.');
  end if;
end
$$;

revoke execute on function private.release_known_remote(text) from public, anon, authenticated, service_role;
