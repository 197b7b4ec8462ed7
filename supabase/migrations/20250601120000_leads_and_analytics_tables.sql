-- Leads and analytics tables, their limits, row-level security and grants.
--
-- Runs unchanged on hosted Supabase (roles anon/authenticated/service_role already exist) and
-- locally on PGlite / PostgreSQL 15 (the local migration runner creates those roles first).
-- Permissions are spelled out here instead of trusting Supabase's default grants, which give
-- anon full table access in `public` and leave row-level security as the only guard.

-- New objects in `public` start private: a future table or function is exposed only by an
-- explicit GRANT in its migration, never by accident through default privileges.
alter default privileges in schema public revoke all on tables from public, anon, authenticated;
alter default privileges in schema public revoke all on sequences from public, anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;

grant usage on schema public to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- analytics_events: written by every visitor's browser (anon insert only).
-- ---------------------------------------------------------------------------------------------
create table public.analytics_events (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  event_name text not null,
  page_url text not null,
  referrer text,
  user_agent text not null default '',
  properties jsonb not null default '{}'::jsonb,
  -- snake_case identifiers only: keeps dashboards groupable and stops free text being smuggled
  -- in as an event name.
  constraint analytics_events_event_name_format check (event_name ~ '^[a-z][a-z0-9_]{0,63}$'),
  constraint analytics_events_page_url_length check (char_length(page_url) between 1 and 2048),
  constraint analytics_events_referrer_length check (referrer is null or char_length(referrer) <= 2048),
  constraint analytics_events_user_agent_length check (char_length(user_agent) <= 512),
  constraint analytics_events_properties_object check (jsonb_typeof(properties) = 'object'),
  -- jsonb::text adds spaces after ':' and ','; the browser client caps its compact JSON at 2 KiB
  -- so a legitimate batch never hits this 8 KiB ceiling.
  constraint analytics_events_properties_size check (octet_length(properties::text) <= 8192)
);

create index analytics_events_created_at_idx on public.analytics_events (created_at desc);
create index analytics_events_event_name_idx on public.analytics_events (event_name, created_at desc);

comment on table public.analytics_events is
  'Page views and interaction events sent by the site. Anonymous visitors may insert, nobody but service_role may read.';

-- ---------------------------------------------------------------------------------------------
-- contacts: one row per person who asked for something (today: a marketing audit).
-- Written only by public.submit_marketing_audit (security definer); never by the browser.
-- ---------------------------------------------------------------------------------------------
create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  company text,
  message text,
  source text not null default 'website',
  -- Limits mirror the audit form (docs/product.md §6) so the database rejects what the form rejects
  -- even when the form is bypassed.
  constraint contacts_first_name_length check (char_length(btrim(first_name)) between 2 and 50),
  constraint contacts_last_name_length check (char_length(btrim(last_name)) between 2 and 50),
  constraint contacts_email_length check (char_length(email) <= 254),
  constraint contacts_email_format check (email ~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$'),
  constraint contacts_phone_length check (char_length(phone) between 10 and 20),
  -- 7-15 digits: the E.164 maximum, and the shortest local number worth calling back.
  constraint contacts_phone_digits check (char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 7 and 15),
  constraint contacts_company_length check (company is null or char_length(btrim(company)) between 2 and 100),
  constraint contacts_message_length check (message is null or char_length(message) <= 1000),
  constraint contacts_source_format check (source ~ '^[a-z][a-z0-9_]{0,39}$')
);

create index contacts_created_at_idx on public.contacts (created_at desc);
create index contacts_email_idx on public.contacts (lower(email));

comment on table public.contacts is
  'People who contacted the business. Personal data: readable only with the service_role key.';

-- ---------------------------------------------------------------------------------------------
-- marketing_audits: the free-audit request attached to a contact.
-- ---------------------------------------------------------------------------------------------
create table public.marketing_audits (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  contact_id uuid not null references public.contacts (id) on delete cascade,
  business_name text not null,
  website_url text,
  main_challenges text[],
  goals text[],
  current_marketing_spend text,
  monthly_budget text not null,
  questionnaire_score integer not null,
  answers jsonb not null default '{}'::jsonb,
  status text not null default 'pending',
  constraint marketing_audits_business_name_length check (char_length(btrim(business_name)) between 2 and 100),
  constraint marketing_audits_website_url_length check (website_url is null or char_length(website_url) between 1 and 1000),
  -- Arrays hold free text from the form: at most 10 entries, no NULL entries, 1000 chars in all.
  constraint marketing_audits_main_challenges_size check (
    main_challenges is null
    or (cardinality(main_challenges) <= 10
        and array_position(main_challenges, null) is null
        and char_length(array_to_string(main_challenges, '')) <= 1000)
  ),
  constraint marketing_audits_goals_size check (
    goals is null
    or (cardinality(goals) <= 10
        and array_position(goals, null) is null
        and char_length(array_to_string(goals, '')) <= 1000)
  ),
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
  constraint marketing_audits_status_choice check (status in ('pending', 'contacted', 'completed', 'archived'))
);

create index marketing_audits_created_at_idx on public.marketing_audits (created_at desc);
create index marketing_audits_contact_id_idx on public.marketing_audits (contact_id);

comment on table public.marketing_audits is
  'Free marketing audit requests. Personal data: readable only with the service_role key.';

-- ---------------------------------------------------------------------------------------------
-- Row-level security and privileges.
-- RLS is on everywhere; with no policy a role sees and changes nothing. Privileges are the
-- first gate (PostgREST answers 401/42501 before RLS is even consulted).
-- ---------------------------------------------------------------------------------------------
alter table public.analytics_events enable row level security;
alter table public.contacts enable row level security;
alter table public.marketing_audits enable row level security;

revoke all on table public.analytics_events, public.contacts, public.marketing_audits
  from public, anon, authenticated, service_role;

-- Browsers may add events and nothing else: no SELECT means `insert().select()` fails too, so
-- the anon key can never read back what other visitors sent. Column-level: id and created_at
-- are always the server's.
grant insert (event_name, page_url, referrer, user_agent, properties)
  on table public.analytics_events to anon, authenticated;

create policy analytics_events_insert_by_site_visitors
  on public.analytics_events
  for insert
  to anon, authenticated
  -- Row content is already bounded by the CHECK constraints above.
  with check (true);

-- The owner's tools (leads CLI, dashboard) use the service_role key, which bypasses RLS.
grant select, insert, update, delete on table public.analytics_events, public.contacts, public.marketing_audits
  to service_role;
