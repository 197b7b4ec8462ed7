-- ---------------------------------------------------------------------------------------------
-- list_recent_leads also says how many quiz questions the visitor answered.
--
-- The quiz is optional: a visitor who skips it is sent with score 0 and answers {}, which in
-- `npm run leads` read like a practice that scored 0. The owner now sees "skipped" instead (and
-- how many answers stand behind a partial score). The result gains a column, so the function is
-- dropped and created again; same arguments, same grants.
-- ---------------------------------------------------------------------------------------------

drop function public.list_recent_leads(integer);

create function public.list_recent_leads(max_rows integer default 50)
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
   order by a.created_at desc, a.id
   limit greatest(1, least(coalesce(max_rows, 50), 1000))
$$;

comment on function public.list_recent_leads(integer) is
  'What `npm run leads` prints: the latest audit requests with their contact; quiz_answers = 0 means the quiz was skipped (migration 20261121230000).';

revoke execute on function public.list_recent_leads(integer) from public, anon, authenticated;
grant execute on function public.list_recent_leads(integer) to service_role;
