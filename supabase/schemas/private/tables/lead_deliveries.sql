-- The lead outbox (docs/backend.md, "Lead delivery"): submit_marketing_audit writes the webhook
-- payload here in the same transaction as the contact and the audit, so a lead is stored if and
-- only if its delivery is queued. The worker (supabase/src/worker/) claims due rows with a lease
-- (public.claim_lead_deliveries), posts them signed, and records the outcome
-- (public.finish_lead_delivery). A row goes with its audit (ON DELETE CASCADE), so the retention
-- purge needs nothing of its own.
create table private.lead_deliveries (
  id bigint generated always as identity primary key,
  audit_id uuid not null unique references public.marketing_audits (id) on delete cascade,
  payload jsonb not null,
  state text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  locked_by text,
  last_error text,
  last_status integer,
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  constraint lead_deliveries_state_check check (state in ('pending', 'delivered', 'dead')),
  constraint lead_deliveries_attempts_check check (attempts >= 0),
  constraint lead_deliveries_payload_object check (jsonb_typeof(payload) = 'object'),
  constraint lead_deliveries_locked_by_length check (char_length(locked_by) <= 200),
  constraint lead_deliveries_last_error_length check (char_length(last_error) <= 2000),
  constraint lead_deliveries_delivered_at check ((state = 'delivered') = (delivered_at is not null))
);

-- The worker's poll: due pending rows in order. Delivered and dead rows are not in the index.
create index lead_deliveries_due_idx on private.lead_deliveries (next_attempt_at, id) where state = 'pending';

comment on table private.lead_deliveries is
  'Outbox of the automation webhook: one row per lead, written in the submission''s transaction (migration 20261124140000).';

revoke all on table private.lead_deliveries from public, anon, authenticated, service_role;
