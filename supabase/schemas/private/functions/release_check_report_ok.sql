-- Refuses a release check's verdict without its report: check_ok is required, check_result a JSON
-- array of {name, ok, detail}.
create or replace function private.release_check_report_ok(p_check_ok boolean, p_check_result jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_check_ok is null then
    raise exception 'check_ok is required: the release check''s verdict' using errcode = 'PT400';
  end if;
  if p_check_result is null or jsonb_typeof(p_check_result) <> 'array' then
    raise exception 'check_result must be the release check''s report: a JSON array of {name, ok, detail}' using errcode = 'PT400';
  end if;
end
$$;

revoke execute on function private.release_check_report_ok(boolean, jsonb) from public, anon, authenticated, service_role;
