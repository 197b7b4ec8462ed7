-- The refusal of an analytics insert of more than 25 rows (413 / PT413): one message for the row
-- trigger and the statement trigger.
create or replace function private.analytics_too_many_rows()
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = 'PT413',
    message = 'Too many rows: an analytics insert may carry at most 25 events',
    detail = 'The request has more than 25 rows.',
    hint = 'Send the events in batches of at most 25.';
end;
$$;

revoke execute on function private.analytics_too_many_rows() from public, anon, authenticated, service_role;
