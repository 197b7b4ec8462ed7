-- What `npm run leads` prints (service_role only): audit requests newest first with their contact
-- and their webhook delivery. Pages by keyset: pass the created_at and audit_id of the last row
-- read; newest first, ties broken by audit_id, so a cursor never skips or repeats a row.
-- undelivered_only: the leads whose delivery is pending or dead. SECURITY DEFINER because the
-- outbox is in schema private, where no API role has USAGE.
create or replace function public.list_recent_leads(
  max_rows integer default 50,
  before_created_at timestamptz default null,
  before_audit_id uuid default null,
  undelivered_only boolean default false
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
  website_url text,
  current_marketing text,
  goals text,
  delivery_state text,
  delivery_attempts integer,
  delivered_at timestamptz,
  delivery_last_error text
)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.created_at, c.first_name, c.last_name, a.business_name, c.email, c.phone,
         a.monthly_budget, a.questionnaire_score,
         (select count(*)::integer from jsonb_object_keys(a.answers)),
         a.status, a.website_url, a.current_marketing, a.goals,
         d.state, d.attempts, d.delivered_at, d.last_error
    from public.marketing_audits as a
    join public.contacts as c on c.id = a.contact_id
    left join private.lead_deliveries as d on d.audit_id = a.id
   where (before_created_at is null
          or a.created_at < before_created_at
          or (a.created_at = before_created_at and a.id < before_audit_id))
     and (not coalesce(undelivered_only, false) or d.state in ('pending', 'dead'))
   order by a.created_at desc, a.id desc
   limit greatest(1, least(coalesce(max_rows, 50), 1000))
$$;

comment on function public.list_recent_leads(integer, timestamp with time zone, uuid, boolean) is
  'What `npm run leads` prints: audit requests newest first with their webhook delivery, at most 1,000 a call; pass the last row''s created_at and audit_id to read the next page; undelivered_only: only leads whose delivery is pending or dead. quiz_answers = 0 means the quiz was skipped. delivery_state is NULL for leads stored before the outbox.';

revoke execute on function public.list_recent_leads(integer, timestamp with time zone, uuid, boolean) from public, anon, authenticated;
grant execute on function public.list_recent_leads(integer, timestamp with time zone, uuid, boolean) to service_role;
