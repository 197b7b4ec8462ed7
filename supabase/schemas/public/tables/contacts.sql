-- contacts: one row per person who asked for something (today: a marketing audit). Written only by
-- public.submit_marketing_audit (security definer); never by the browser.
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

-- RLS on with no policy: no API role sees or changes a row except service_role (BYPASSRLS).
alter table public.contacts enable row level security;

revoke all on table public.contacts from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.contacts to service_role;
