-- Who is calling: the operator (the service role's key, or a database login with no API role set,
-- as at a SQL prompt) or a team, by the credential in the request's `x-release-credential` header.
create or replace function private.release_caller(out team text, out operator boolean, out actor text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text := pg_catalog.current_setting('role', true);
  v_claims jsonb := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb;
  v_token text := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb ->> 'x-release-credential';
  v_credential record;
begin
  -- PostgREST and the local API always set an API role; only a direct database session has none.
  if coalesce(v_claims ->> 'role', '') = 'service_role' or v_role = 'service_role' or coalesce(v_role, 'none') = 'none' then
    team := null;
    operator := true;
    actor := 'operator';
    return;
  end if;
  if v_token is null or v_token = '' then
    raise exception 'This needs a release credential: the operator issues one per team (npm run release -- credential issue <team>)'
      using errcode = 'PT401', hint = 'Set RELEASE_CREDENTIAL to your team''s credential.';
  end if;
  select c.team, c.label into v_credential
    from private.release_credentials c
   where c.token_hash = pg_catalog.sha256(pg_catalog.convert_to(v_token, 'UTF8'))
     and c.revoked_at is null;
  if not found then
    raise exception 'This release credential is not valid: it was revoked, or never issued'
      using errcode = 'PT401', hint = 'Ask the operator for a new credential.';
  end if;
  team := v_credential.team;
  operator := false;
  actor := pg_catalog.format('team %s (%s)', v_credential.team, v_credential.label);
end
$$;

revoke execute on function private.release_caller() from public, anon, authenticated, service_role;
