-- analytics_events: page views and interaction events, written by every visitor's browser (anon
-- may insert, nobody but service_role may read).
--
-- Triggers: public/triggers/analytics_events.sql (text cleaning and the per-address write budget).
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
  -- The first ceiling, kept for rows stored before the tighter limits below.
  constraint analytics_events_properties_size check (octet_length(properties::text) <= 8192)
);

-- Row contents, tighter than the 8 KiB ceiling (docs/backend.md, "Analytics write budget"). NOT
-- VALID: rows stored before these limits are not re-checked (older data may be larger); every new
-- row is.
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

create index analytics_events_created_at_idx on public.analytics_events (created_at desc);
create index analytics_events_event_name_idx on public.analytics_events (event_name, created_at desc);

comment on table public.analytics_events is
  'Page views and interaction events sent by the site. Anonymous visitors may insert, nobody but service_role may read.';

comment on constraint analytics_events_properties_max_bytes on public.analytics_events is
  'The site''s client sends at most 2 KiB of compact JSON; jsonb text adds a space after each colon and comma.';

-- RLS on; privileges are the first gate (PostgREST answers 401/42501 before RLS is consulted).
alter table public.analytics_events enable row level security;

revoke all on table public.analytics_events from public, anon, authenticated, service_role;

-- Browsers may add events and nothing else: no SELECT means `insert().select()` fails too, so the
-- anon key can never read back what other visitors sent. Column-level: id and created_at are always
-- the server's.
grant insert (event_name, page_url, referrer, user_agent, properties)
  on table public.analytics_events to anon, authenticated;

create policy analytics_events_insert_by_site_visitors
  on public.analytics_events
  for insert
  to anon, authenticated
  -- Row content is bounded by the CHECK constraints above and by the write budget's triggers.
  with check (true);

-- The owner's tools (leads CLI, dashboard) use the service_role key, which bypasses RLS.
grant select, insert, update, delete on table public.analytics_events to service_role;
