-- ---------------------------------------------------------------------------------------------
-- One lead contract (shared/src/backend/lead-contract.ts): names that say what they hold.
--
--   1. marketing_audits.main_challenges holds the form's current_marketing, one value, as a
--      one-item array. It becomes current_marketing text; goals (also one value in an array)
--      becomes text too. Rows keep their data: the items are joined with line breaks. Each column
--      gets a length check (1-1000, as the form's cap), NOT VALID so that an older row whose
--      items run longer once joined does not stop the migration; every new or changed row is
--      checked.
--   2. private.log_webhook_attempt logs submissions (the webhook has its own outbox since
--      20261124140000): it is private.log_submission now, same arguments and behavior.
--   3. private.submit_marketing_audit (last restated in 20261124120000) stores the two columns as
--      text and calls log_submission; its validation, messages and result are unchanged.
--   4. private.lead_webhook_payload reads the renamed columns; the payload is unchanged.
--   5. list_recent_leads also returns current_marketing and goals, so the leads CSV has a column
--      for every field of the lead contract.
--
-- current_marketing_spend stays as it is: the form never asked for it (it sends a budget bracket,
-- monthly_budget), but rows written by other means may hold a value.
-- supabase/test/lead-contract.test.ts holds these limits and messages to the lead contract.
-- ---------------------------------------------------------------------------------------------

alter table public.marketing_audits drop constraint marketing_audits_main_challenges_size;
alter table public.marketing_audits drop constraint marketing_audits_goals_size;
alter table public.marketing_audits rename column main_challenges to current_marketing;
alter table public.marketing_audits
  alter column current_marketing type text using nullif(array_to_string(current_marketing, E'\n'), ''),
  alter column goals type text using nullif(array_to_string(goals, E'\n'), '');
alter table public.marketing_audits
  add constraint marketing_audits_current_marketing_length
    check (current_marketing is null or char_length(current_marketing) between 1 and 1000) not valid,
  add constraint marketing_audits_goals_length
    check (goals is null or char_length(goals) between 1 and 1000) not valid;

comment on column public.marketing_audits.current_marketing is
  'The form''s current_marketing: what the practice does for marketing today (migration 20261124150000).';
comment on column public.marketing_audits.current_marketing_spend is
  'Not asked by the form (it sends a budget bracket, monthly_budget); NULL for every lead the form stores.';

-- ---------------------------------------------------------------------------------------------
-- log_submission: log_webhook_attempt of 20261124100000 under the name of what it does.
-- ---------------------------------------------------------------------------------------------
create function private.log_submission(
  event_type text,
  payload_data jsonb,
  client_ip text,
  user_agent_string text,
  is_success boolean,
  error_msg text default null
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id bigint;
  payload jsonb := coalesce(log_submission.payload_data, '{}'::jsonb);
  v_ip text := nullif(log_submission.client_ip, 'unknown');
begin
  if v_ip is null and payload ? 'client_ip_known' then
    payload := jsonb_set(payload, '{client_ip_known}', 'false'::jsonb);
  end if;
  if octet_length(payload::text) > 16384 then
    payload := jsonb_build_object('truncated', true, 'original_bytes', octet_length(payload::text));
  end if;

  insert into private.submission_log (event_type, payload_data, client_ip, user_agent, is_success, error_msg)
  values (
    left(coalesce(nullif(log_submission.event_type, ''), 'unknown'), 100),
    payload,
    left(v_ip, 100),
    left(log_submission.user_agent_string, 512),
    coalesce(log_submission.is_success, false),
    left(log_submission.error_msg, 2000)
  )
  returning id into new_id;

  return new_id;
end;
$$;

drop function private.log_webhook_attempt(text, jsonb, text, text, boolean, text);

revoke execute on function private.log_submission(text, jsonb, text, text, boolean, text)
  from public, anon, authenticated, service_role;

comment on table private.submission_log is
  'Audit trail of audit-request submissions, written by private.log_submission (docs/product.md §8).';

-- ---------------------------------------------------------------------------------------------
-- The body of submit_marketing_audit, as in 20261124120000 but for the two text columns and the
-- log function's name.
-- ---------------------------------------------------------------------------------------------
create or replace function private.submit_marketing_audit(
  first_name text default null,
  last_name text default null,
  email text default null,
  phone text default null,
  business_name text default null,
  website text default null,
  current_marketing text default null,
  monthly_budget text default null,
  goals text default null,
  questionnaire_score text default null,
  answers jsonb default null
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_first text := coalesce(private.clean_text(submit_marketing_audit.first_name), '');
  v_last text := coalesce(private.clean_text(submit_marketing_audit.last_name), '');
  v_email text := coalesce(private.clean_text(submit_marketing_audit.email), '');
  v_phone text := coalesce(private.clean_text(submit_marketing_audit.phone), '');
  v_business text := coalesce(private.clean_text(submit_marketing_audit.business_name), '');
  v_website text := nullif(private.clean_text(submit_marketing_audit.website), '');
  v_current text := nullif(private.clean_text(submit_marketing_audit.current_marketing, true), '');
  v_goals text := nullif(private.clean_text(submit_marketing_audit.goals, true), '');
  v_budget text := coalesce(private.clean_text(submit_marketing_audit.monthly_budget), '');
  v_score_text text := coalesce(private.clean_text(submit_marketing_audit.questionnaire_score), '');
  v_score integer;
  v_answers jsonb := coalesce(submit_marketing_audit.answers, '{}'::jsonb);
  v_errors jsonb := '[]'::jsonb;
  v_ip text := private.request_client_ip();
  v_contact_id uuid;
  v_audit_id uuid;
  v_message text;
begin
  -- ---- validation: collect every problem so the form can show them all at once ----
  -- Minimums count what shows (private.visible_text); maximums count what is stored.
  if v_first = '' then
    v_errors := v_errors || jsonb_build_object('field', 'first_name', 'message', 'First name is required');
  elsif char_length(private.visible_text(v_first)) < 2 then
    v_errors := v_errors || jsonb_build_object('field', 'first_name', 'message', 'First name must be at least 2 characters');
  elsif char_length(v_first) > 50 then
    v_errors := v_errors || jsonb_build_object('field', 'first_name', 'message', 'First name too long');
  end if;

  if v_last = '' then
    v_errors := v_errors || jsonb_build_object('field', 'last_name', 'message', 'Last name is required');
  elsif char_length(private.visible_text(v_last)) < 2 then
    v_errors := v_errors || jsonb_build_object('field', 'last_name', 'message', 'Last name must be at least 2 characters');
  elsif char_length(v_last) > 50 then
    v_errors := v_errors || jsonb_build_object('field', 'last_name', 'message', 'Last name too long');
  end if;

  if v_email = '' then
    v_errors := v_errors || jsonb_build_object('field', 'email', 'message', 'Email is required');
  elsif char_length(v_email) > 254 then
    v_errors := v_errors || jsonb_build_object('field', 'email', 'message', 'Email too long');
  elsif v_email !~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$' then
    v_errors := v_errors || jsonb_build_object('field', 'email', 'message', 'Please enter a valid email address');
  end if;

  if char_length(v_phone) > 20 then
    v_errors := v_errors || jsonb_build_object('field', 'phone', 'message', 'Phone number too long');
  elsif char_length(v_phone) < 10
     or char_length(regexp_replace(v_phone, '[^0-9]', '', 'g')) not between 7 and 15 then
    v_errors := v_errors || jsonb_build_object('field', 'phone', 'message', 'Please enter a valid phone number');
  end if;

  if char_length(private.visible_text(v_business)) < 2 then
    v_errors := v_errors || jsonb_build_object('field', 'business_name', 'message', 'Business name is required');
  elsif char_length(v_business) > 100 then
    v_errors := v_errors || jsonb_build_object('field', 'business_name', 'message', 'Business name too long');
  end if;

  if char_length(v_website) > 1000 then
    v_errors := v_errors || jsonb_build_object('field', 'website', 'message', 'Website is too long (maximum 1000 characters)');
  elsif not private.is_allowed_website(v_website) then
    v_errors := v_errors || jsonb_build_object('field', 'website', 'message', 'Please enter a valid website address');
  end if;

  if char_length(v_current) > 1000 then
    v_errors := v_errors || jsonb_build_object('field', 'current_marketing', 'message', 'Description too long');
  end if;

  if v_budget not in ('under-2k', '2k-5k', '5k-10k', '10k-plus') then
    v_errors := v_errors || jsonb_build_object('field', 'monthly_budget', 'message', 'Please select a budget range');
  end if;

  if char_length(v_goals) > 1000 then
    v_errors := v_errors || jsonb_build_object('field', 'goals', 'message', 'Goals description too long');
  end if;

  -- The form sends the score as text; a JSON number arrives here as text too.
  if v_score_text ~ '^[0-9]{1,3}$' and v_score_text::integer between 0 and 100 then
    v_score := v_score_text::integer;
  else
    v_errors := v_errors || jsonb_build_object('field', 'questionnaire_score', 'message', 'Questionnaire score must be a whole number from 0 to 100');
  end if;

  -- Quiz answers: an object of question id -> option score 0..3 (5 questions today; room for 20).
  if jsonb_typeof(v_answers) <> 'object'
     or (select count(*) from jsonb_each(v_answers)) > 20
     or exists (
       select 1
         from jsonb_each(v_answers) as a(k, v)
        where char_length(a.k) > 64
           or jsonb_typeof(a.v) <> 'number'
           or a.v::text !~ '^[0-3]$'
     ) then
    v_errors := v_errors || jsonb_build_object('field', 'answers', 'message', 'Quiz answers are invalid');
  end if;

  if jsonb_array_length(v_errors) > 0 then
    raise exception using
      errcode = '22023',
      message = (select string_agg(e ->> 'message', '. ') from jsonb_array_elements(v_errors) as e),
      detail = v_errors::text,
      hint = 'invalid_audit_request';
  end if;

  -- ---- rate limit: 5 per 60 minutes per client IP ----
  if v_ip is not null and not private.check_rate_limit(v_ip, 'marketing_audit', 5, 60) then
    raise exception using
      errcode = 'PT429',
      message = 'rate_limited',
      detail = 'Too many audit requests from this address. Please wait an hour before trying again.',
      hint = 'Retry after 60 minutes';
  end if;

  -- ---- write: contact, then audit, in this one transaction ----
  v_message := format('Requested a free marketing audit. Monthly budget: %s.', v_budget);

  insert into public.contacts (first_name, last_name, email, phone, company, message, source)
  values (v_first, v_last, v_email, v_phone, v_business, v_message, 'marketing_audit')
  returning id into v_contact_id;

  insert into public.marketing_audits (
    contact_id, business_name, website_url, current_marketing, goals, monthly_budget, questionnaire_score, answers, status
  )
  values (v_contact_id, v_business, v_website, v_current, v_goals, v_budget, v_score, v_answers, 'pending')
  returning id into v_audit_id;

  perform private.log_submission(
    'form_submission_marketing_audit',
    jsonb_build_object(
      'form', jsonb_build_object(
        'first_name', v_first, 'last_name', v_last, 'email', v_email, 'phone', v_phone,
        'business_name', v_business, 'website', v_website, 'current_marketing', v_current,
        'monthly_budget', v_budget, 'goals', v_goals, 'questionnaire_score', v_score,
        'answers', v_answers
      ),
      'sanitized', true,
      'timestamp', now(),
      'contact_id', v_contact_id,
      'audit_id', v_audit_id,
      'client_ip_known', v_ip is not null
    ),
    v_ip,
    private.request_user_agent(),
    true,
    null
  );

  return json_build_object('contact_id', v_contact_id, 'audit_id', v_audit_id);
end;
$$;

revoke execute on function private.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb)
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The webhook body of 20261124140000, reading the renamed text columns; same keys and values.
-- ---------------------------------------------------------------------------------------------
create or replace function private.lead_webhook_payload(
  p_audit_id uuid,
  p_page_url text,
  p_referrer text,
  p_user_agent text,
  p_utm_source text,
  p_utm_medium text,
  p_utm_campaign text,
  p_utm_content text,
  p_utm_term text
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
           'firstName', c.first_name,
           'lastName', c.last_name,
           'email', c.email,
           'phone', c.phone,
           'businessName', a.business_name,
           'website', coalesce(a.website_url, ''),
           'currentMarketing', coalesce(a.current_marketing, ''),
           'monthlyBudget', a.monthly_budget,
           'goals', coalesce(a.goals, ''),
           'form_type', 'marketing_audit',
           'timestamp', pg_catalog.to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'origin', (select pg_catalog.lower(m[1] || '://' || m[2])
                        from pg_catalog.regexp_match(p_page_url, '^(https?)://(?:[^/?#@]*@)?([^/?#]+)', 'i') as m),
           'source', 'website_form',
           'site_name', coalesce(nullif(pg_catalog.current_setting('app.site_name', true), ''), 'Elevate Practice Partners'),
           'page_url', p_page_url,
           'path', case when p_page_url is null then null
                        else coalesce((pg_catalog.regexp_match(p_page_url, '^https?://[^/?#]+(/[^?#]*)', 'i'))[1], '/') end,
           'referrer', p_referrer,
           'user_agent', p_user_agent,
           'utm_source', p_utm_source,
           'utm_medium', p_utm_medium,
           'utm_campaign', p_utm_campaign,
           'utm_content', p_utm_content,
           'utm_term', p_utm_term,
           'questionnaireScore', a.questionnaire_score,
           'answers', a.answers,
           'contact_id', a.contact_id,
           'audit_id', a.id
         )
    from public.marketing_audits as a
    join public.contacts as c on c.id = a.contact_id
   where a.id = p_audit_id
$$;

-- ---------------------------------------------------------------------------------------------
-- list_recent_leads of 20261124140000 with the two free-text fields (the leads CSV has a column
-- for every field of the lead contract); same arguments, grants and order.
-- ---------------------------------------------------------------------------------------------
drop function public.list_recent_leads(integer, timestamptz, uuid, boolean);

create function public.list_recent_leads(
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

comment on function public.list_recent_leads(integer, timestamptz, uuid, boolean) is
  'What `npm run leads` prints: audit requests newest first with their webhook delivery, at most 1,000 a call; pass the last row''s created_at and audit_id to read the next page; undelivered_only: only leads whose delivery is pending or dead. quiz_answers = 0 means the quiz was skipped. delivery_state is NULL for leads stored before the outbox.';

revoke execute on function public.list_recent_leads(integer, timestamptz, uuid, boolean) from public, anon, authenticated;
grant execute on function public.list_recent_leads(integer, timestamptz, uuid, boolean) to service_role;
