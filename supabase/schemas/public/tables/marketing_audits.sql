-- marketing_audits: the free-audit request attached to a contact. Written only by
-- public.submit_marketing_audit; the field limits are the lead contract's
-- (shared/src/helpers/lead-contract.ts, held to it by supabase/test/lead-contract.test.ts).
create table public.marketing_audits (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  contact_id uuid not null references public.contacts (id) on delete cascade,
  business_name text not null,
  website_url text,
  current_marketing text,
  goals text,
  current_marketing_spend text,
  monthly_budget text not null,
  questionnaire_score integer not null,
  answers jsonb not null default '{}'::jsonb,
  status text not null default 'pending',
  request_id uuid,
  constraint marketing_audits_business_name_length check (char_length(btrim(business_name)) between 2 and 100),
  constraint marketing_audits_website_url_length check (website_url is null or char_length(website_url) between 1 and 1000),
  constraint marketing_audits_current_marketing_spend_length check (
    current_marketing_spend is null or char_length(current_marketing_spend) <= 100
  ),
  constraint marketing_audits_monthly_budget_choice check (
    monthly_budget in ('under-2k', '2k-5k', '5k-10k', '10k-plus')
  ),
  constraint marketing_audits_questionnaire_score_range check (questionnaire_score between 0 and 100),
  constraint marketing_audits_answers_object check (jsonb_typeof(answers) = 'object'),
  constraint marketing_audits_answers_size check (octet_length(answers::text) <= 2048),
  -- Only 'pending' is produced by the site; the others are for the owner's follow-up workflow.
  constraint marketing_audits_status_choice check (status in ('pending', 'contacted', 'completed', 'archived')),
  -- A retry of the same request (same request_id) returns this row instead of storing another.
  constraint marketing_audits_request_id_key unique (request_id)
);

-- NOT VALID: current_marketing and goals were one-item text arrays until migration 20261124150000,
-- and an older row whose items run longer once joined is not re-checked; every new or changed row is.
alter table public.marketing_audits
  add constraint marketing_audits_current_marketing_length
    check (current_marketing is null or char_length(current_marketing) between 1 and 1000) not valid,
  add constraint marketing_audits_goals_length
    check (goals is null or char_length(goals) between 1 and 1000) not valid;

create index marketing_audits_created_at_idx on public.marketing_audits (created_at desc);
create index marketing_audits_contact_id_idx on public.marketing_audits (contact_id);

comment on table public.marketing_audits is
  'Free marketing audit requests. Personal data: readable only with the service_role key.';
comment on column public.marketing_audits.request_id is
  'The browser''s id for this request: a retry with the same id returns this row instead of storing another (migration 20261121220000).';
comment on column public.marketing_audits.current_marketing is
  'The form''s current_marketing: what the practice does for marketing today (migration 20261124150000).';
comment on column public.marketing_audits.current_marketing_spend is
  'Not asked by the form (it sends a budget bracket, monthly_budget); NULL for every lead the form stores.';

-- RLS on with no policy: no API role sees or changes a row except service_role (BYPASSRLS).
alter table public.marketing_audits enable row level security;

revoke all on table public.marketing_audits from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.marketing_audits to service_role;
