-- One refusal for both the early and the late check, so a client sees the same answer.
create or replace function private.analytics_budget_refuse(window_start timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = 'PT429',
    message = 'rate_limited',
    detail = 'Too many analytics events from this address: at most 1000 rows per 10 minutes.',
    hint = format('Retry after %s minutes',
                  greatest(1, ceil(extract(epoch from (analytics_budget_refuse.window_start + interval '10 minutes' - now())) / 60)::integer));
end;
$$;

revoke execute on function private.analytics_budget_refuse(timestamp with time zone) from public, anon, authenticated, service_role;
