-- History is never rewritten: not by the functions, not by an operator at a SQL prompt by mistake.
create or replace function private.release_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The release history is append-only: % is not allowed on private.release_events', tg_op
    using errcode = '42501';
end
$$;

revoke execute on function private.release_events_append_only() from public, anon, authenticated, service_role;
