-- ---------------------------------------------------------------------------------------------
-- list_recent_leads pages through every lead.
--
-- The owner's export stopped at 1,000 rows. The function now takes an optional keyset cursor
-- (the created_at and audit_id of the last row already read), so `npm run leads -- --csv` reads
-- page after page until none is left. Newest first, ties broken by audit_id, so a cursor never
-- skips or repeats a row. Same result columns; same grants (service_role only).
-- ---------------------------------------------------------------------------------------------

drop function public.list_recent_leads(integer);

create function public.list_recent_leads(
  max_rows integer default 50,
  before_created_at timestamptz default null,
  before_audit_id uuid default null
)
returns table (
  audit_id uuid,
  created_at timestamptz,
  first_name text,
  last_name text,
  business_name text,
  email text,
  phone text,
  monthly_budget text,
  questionnaire_score integer,
  quiz_answers integer,
  status text,
  website_url text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.id, a.created_at, c.first_name, c.last_name, a.business_name, c.email, c.phone,
         a.monthly_budget, a.questionnaire_score,
         (select count(*)::integer from jsonb_object_keys(a.answers)),
         a.status, a.website_url
    from public.marketing_audits as a
    join public.contacts as c on c.id = a.contact_id
   where before_created_at is null
      or a.created_at < before_created_at
      or (a.created_at = before_created_at and a.id < before_audit_id)
   order by a.created_at desc, a.id desc
   limit greatest(1, least(coalesce(max_rows, 50), 1000))
$$;

comment on function public.list_recent_leads(integer, timestamptz, uuid) is
  'What `npm run leads` prints: audit requests newest first, at most 1,000 a call; pass the last row''s created_at and audit_id to read the next page. quiz_answers = 0 means the quiz was skipped.';

revoke execute on function public.list_recent_leads(integer, timestamptz, uuid) from public, anon, authenticated;
grant execute on function public.list_recent_leads(integer, timestamptz, uuid) to service_role;
