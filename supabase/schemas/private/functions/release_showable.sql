-- A release that may be shown to visitors who did not ask for it: a passing check, not withdrawn.
create or replace function private.release_showable(p_release private.releases, p_what text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_release.state in ('live', 'withdrawn') then
    raise exception 'Release % of % is % and cannot be given a %', p_release.id, p_release.remote, p_release.state, p_what
      using errcode = 'PT409', hint = case when p_release.state = 'live' then 'It is live already.' else 'Register a new release.' end;
  end if;
  if p_release.check_ok is distinct from true then
    raise exception 'Release % of % cannot be given a %: its release check %', p_release.id, p_release.remote, p_what,
        case when p_release.check_ok is null then 'never ran' else 'failed' end
      using errcode = 'PT409';
  end if;
end
$$;

revoke execute on function private.release_showable(private.releases, text) from public, anon, authenticated, service_role;
