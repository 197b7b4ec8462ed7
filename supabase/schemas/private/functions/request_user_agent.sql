-- The caller's User-Agent header, clipped to the submission log's 512 characters.
create or replace function private.request_user_agent()
returns text
language sql
stable
set search_path = ''
as $$
  select left(h ->> 'user-agent', 512)
    from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h) as req
$$;

revoke execute on function private.request_user_agent() from public, anon, authenticated, service_role;
