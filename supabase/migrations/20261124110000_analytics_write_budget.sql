-- ---------------------------------------------------------------------------------------------
-- Analytics write limits: what one address can make the database store (docs/backend.md,
-- "Analytics write budget").
--
-- Every browser may insert into public.analytics_events with the public anon key. Unbounded, one
-- insert carries as many rows as the body limit allows and one client stores rows as fast as the
-- database can write them, growing the database and delaying lead submissions behind the writes.
-- The limits live here, in the database, so the hosted API (PostgREST, with nothing in front
-- that counts rows) enforces them too.
--
--   rows per insert      25        the site's client sends at most 10; 413 / PT413 above
--   properties           4096 bytes of jsonb text, 64 top-level keys, 5 levels deep; 400 / 23514
--                                  (the client sends at most 2 KiB of compact JSON, 51 keys, 4 levels)
--   rows per address     1,000 per 10-minute window; 429 / PT429 past it
--
-- Only the browser roles (anon, authenticated) are counted and capped: service_role and the
-- migration role (the owner's tools, imports, retention) are not. The address is the bucket of
-- private.request_client_ip() (an IPv4 address, an IPv6 /64, or 'unknown' without a trusted
-- header: all such requests share one bucket).
--
-- How, cheaply and without writing what is refused:
--   * BEFORE STATEMENT: reads the address's counter for the current window (one primary-key
--     lookup) and refuses the whole insert unless a full 25-row insert still fits in the budget.
--     An address over its budget is therefore refused before a single row is written.
--   * BEFORE ROW (first among the row triggers): counts the statement's rows in a transaction-
--     local setting and stops at row 26, so an oversized insert is abandoned early rather than
--     after writing and cleaning all its rows.
--   * AFTER STATEMENT, with the inserted rows as a transition table: adds the statement's row
--     count to the counter (one upsert per insert, not per row). Past the budget (two inserts
--     racing for the last rows) it raises, which rolls the insert and the count back.
-- The counter table holds one row per address per window; rows of past windows are deleted when
-- an address opens a new window, so it stays the size of one window's distinct addresses.
-- ---------------------------------------------------------------------------------------------

-- ---- row contents: tighter than the 8 KiB ceiling of 20250601120000 -------------------------
-- NOT VALID: rows already stored are not re-checked (older data may be larger); every new row is.
alter table public.analytics_events
  add constraint analytics_events_properties_max_bytes
  check (octet_length(properties::text) <= 4096) not valid;

-- The silent form never raises: a non-object fails analytics_events_properties_object instead.
alter table public.analytics_events
  add constraint analytics_events_properties_max_keys
  check (jsonb_array_length(jsonb_path_query_array(properties, 'strict $.keyvalue()', '{}', true)) <= 64) not valid;

-- Level 0 is the properties object itself; nothing may sit at level 6 or deeper.
alter table public.analytics_events
  add constraint analytics_events_properties_max_depth
  check (not jsonb_path_exists(properties, 'strict $.**{6}', '{}', true)) not valid;

-- ---- the per-address counters -----------------------------------------------------------------
create table private.analytics_write_budget (
  bucket text not null,
  window_start timestamptz not null,
  rows_written integer not null,
  primary key (bucket, window_start),
  constraint analytics_write_budget_bucket_length check (char_length(bucket) between 1 and 100),
  constraint analytics_write_budget_rows_positive check (rows_written > 0)
);

create index analytics_write_budget_window_idx on private.analytics_write_budget (window_start);

revoke all on table private.analytics_write_budget from public, anon, authenticated, service_role;

comment on table private.analytics_write_budget is
  'Analytics rows stored per address bucket per 10-minute window (migration 20261124110000). Only the current windows are kept.';

-- True when the insert comes from a browser role. `role` is the role the API switched to (SET
-- ROLE); a SECURITY DEFINER function changes current_user, not this setting.
create or replace function private.analytics_insert_is_budgeted()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.current_setting('role', true), 'none') in ('anon', 'authenticated')
$$;

create or replace function private.analytics_budget_bucket()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(left(private.request_client_ip(), 100), ''), 'unknown')
$$;

-- Fixed windows on the 10-minute boundaries (UTC).
create or replace function private.analytics_budget_window()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select pg_catalog.date_bin('10 minutes'::interval, pg_catalog.now(), '2000-01-01 00:00:00+00'::timestamptz)
$$;

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

-- BEFORE ROW: stops an oversized insert at its 26th row. SECURITY DEFINER only to reach the shared
-- refusal in schema private (the inserting role has no USAGE there).
create or replace function private.analytics_batch_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_seen text := pg_catalog.current_setting('analytics_budget.rows', true);
begin
  if v_seen is null or v_seen = '' then
    return new;
  end if;
  if v_seen::integer >= 25 then
    perform private.analytics_too_many_rows();
  end if;
  perform pg_catalog.set_config('analytics_budget.rows', (v_seen::integer + 1)::text, true);
  return new;
end;
$$;

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

revoke execute on function
  private.analytics_insert_is_budgeted(),
  private.analytics_budget_bucket(),
  private.analytics_budget_window(),
  private.analytics_budget_refuse(timestamptz),
  private.analytics_too_many_rows(),
  private.analytics_budget_gate(),
  private.analytics_batch_cap(),
  private.analytics_budget_charge()
  from public, anon, authenticated, service_role;

create trigger analytics_events_budget_gate
  before insert on public.analytics_events
  for each statement execute function private.analytics_budget_gate();

-- Row triggers fire in name order: "batch_cap" runs before "clean_text", so a 26th row is never cleaned.
create trigger analytics_events_batch_cap
  before insert on public.analytics_events
  for each row execute function private.analytics_batch_cap();

create trigger analytics_events_budget_charge
  after insert on public.analytics_events
  referencing new table as analytics_inserted_rows
  for each statement execute function private.analytics_budget_charge();

comment on constraint analytics_events_properties_max_bytes on public.analytics_events is
  'The site''s client sends at most 2 KiB of compact JSON; jsonb text adds a space after each colon and comma.';
