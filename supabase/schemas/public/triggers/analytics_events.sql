-- The triggers of public.analytics_events: text cleaning and the per-address write budget
-- (docs/backend.md, "Analytics write budget"). Row triggers fire in name order: "batch_cap" runs
-- before "clean_text", so a 26th row is never cleaned.

-- BEFORE STATEMENT: refuses an insert from an address over its budget before a row is written.
create trigger analytics_events_budget_gate
  before insert on public.analytics_events
  for each statement execute function private.analytics_budget_gate();

-- BEFORE ROW: stops an oversized insert at its 26th row.
create trigger analytics_events_batch_cap
  before insert on public.analytics_events
  for each row execute function private.analytics_batch_cap();

-- Browsers insert directly, so the cleaning runs here. Cleaning rather than rejecting: the site
-- sends events in batches and one odd user agent must not sink the batch.
create trigger analytics_events_clean_text
  before insert or update of page_url, referrer, user_agent on public.analytics_events
  for each row execute function private.clean_analytics_event();

-- AFTER STATEMENT, with the inserted rows as a transition table: charges them to the address.
create trigger analytics_events_budget_charge
  after insert on public.analytics_events
  referencing new table as analytics_inserted_rows
  for each statement execute function private.analytics_budget_charge();
