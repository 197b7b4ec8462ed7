-- AFTER STATEMENT: charges the statement's rows to the address.
create or replace function private.analytics_budget_charge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows integer;
  v_window timestamptz;
  v_used integer;
  v_opened boolean;
begin
  if not private.analytics_insert_is_budgeted() then
    return null;
  end if;
  select count(*) into v_rows from analytics_inserted_rows;
  if v_rows = 0 then
    return null;
  end if;
  if v_rows > 25 then
    perform private.analytics_too_many_rows();
  end if;
  v_window := private.analytics_budget_window();

  insert into private.analytics_write_budget as b (bucket, window_start, rows_written)
  values (private.analytics_budget_bucket(), v_window, v_rows)
  on conflict (bucket, window_start) do update set rows_written = b.rows_written + excluded.rows_written
  returning b.rows_written, (b.xmax = 0) into v_used, v_opened;

  if v_used > 1000 then
    perform private.analytics_budget_refuse(v_window);
  end if;

  -- An address opening a window clears every past window: the table keeps current counters only.
  if v_opened then
    delete from private.analytics_write_budget where window_start < v_window;
  end if;
  return null;
end;
$$;

revoke execute on function private.analytics_budget_charge() from public, anon, authenticated, service_role;
