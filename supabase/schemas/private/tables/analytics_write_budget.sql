-- The analytics write budget's counters (docs/backend.md, "Analytics write budget"): rows stored
-- per address bucket per 10-minute window, one row per address per window. The triggers on
-- public.analytics_events charge it; an address opening a new window deletes every past window, so
-- the table stays the size of one window's distinct addresses.
create table private.analytics_write_budget (
  bucket text not null,
  window_start timestamptz not null,
  rows_written integer not null,
  primary key (bucket, window_start),
  constraint analytics_write_budget_bucket_length check (char_length(bucket) between 1 and 100),
  constraint analytics_write_budget_rows_positive check (rows_written > 0)
);

create index analytics_write_budget_window_idx on private.analytics_write_budget (window_start);

comment on table private.analytics_write_budget is
  'Analytics rows stored per address bucket per 10-minute window (migration 20261124110000). Only the current windows are kept.';

revoke all on table private.analytics_write_budget from public, anon, authenticated, service_role;
