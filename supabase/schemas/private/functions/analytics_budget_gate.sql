-- BEFORE STATEMENT: the early refusal, and the start of the row count.
create or replace function private.analytics_budget_gate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window timestamptz;
  v_used integer;
begin
  if not private.analytics_insert_is_budgeted() then
    -- '' tells the row trigger not to count (an unset placeholder reads as NULL or '').
    perform pg_catalog.set_config('analytics_budget.rows', '', true);
    return null;
  end if;
  perform pg_catalog.set_config('analytics_budget.rows', '0', true);
  v_window := private.analytics_budget_window();
  select b.rows_written into v_used
    from private.analytics_write_budget as b
   where b.bucket = private.analytics_budget_bucket()
     and b.window_start = v_window;
  if coalesce(v_used, 0) + 25 > 1000 then
    perform private.analytics_budget_refuse(v_window);
  end if;
  return null;
end;
$$;

revoke execute on function private.analytics_budget_gate() from public, anon, authenticated, service_role;
