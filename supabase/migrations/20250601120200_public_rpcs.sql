-- Public RPCs: the audit form's single entry point, and the owner's lead listing.

-- submit_marketing_audit: validates, rate-limits by client IP, logs, and writes contact + audit
-- in the caller's single transaction. Every argument defaults to NULL so a missing field is
-- answered with a validation message (400) rather than PostgREST's "function not found" (404).
--
-- Errors (PostgREST turns SQLSTATE into HTTP status):
--   22023 -> 400, hint 'invalid_audit_request', details = JSON array of {field, message},
--                 message = the messages joined by '. ' (docs/product.md §6 wording).
--   PT429 -> 429, message 'rate_limited'. Raising rolls the whole transaction back, so a
--                 rejected request leaves no row anywhere (not even a ledger hit or log line).
create or replace function public.submit_marketing_audit(
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
  -- Single-line fields lose every control character; multi-line ones keep \t \n \r.
  v_first text := btrim(regexp_replace(coalesce(submit_marketing_audit.first_name, ''), '[[:cntrl:]]', '', 'g'));
  v_last text := btrim(regexp_replace(coalesce(submit_marketing_audit.last_name, ''), '[[:cntrl:]]', '', 'g'));
  v_email text := btrim(regexp_replace(coalesce(submit_marketing_audit.email, ''), '[[:cntrl:]]', '', 'g'));
  v_phone text := btrim(regexp_replace(coalesce(submit_marketing_audit.phone, ''), '[[:cntrl:]]', '', 'g'));
  v_business text := btrim(regexp_replace(coalesce(submit_marketing_audit.business_name, ''), '[[:cntrl:]]', '', 'g'));
  v_website text := nullif(btrim(regexp_replace(coalesce(submit_marketing_audit.website, ''), '[[:cntrl:]]', '', 'g')), '');
  v_current text := nullif(btrim(regexp_replace(coalesce(submit_marketing_audit.current_marketing, ''), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]', '', 'g')), '');
  v_goals text := nullif(btrim(regexp_replace(coalesce(submit_marketing_audit.goals, ''), '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]', '', 'g')), '');
  v_budget text := btrim(coalesce(submit_marketing_audit.monthly_budget, ''));
  v_score_text text := btrim(coalesce(submit_marketing_audit.questionnaire_score, ''));
  v_score integer;
  v_answers jsonb := coalesce(submit_marketing_audit.answers, '{}'::jsonb);
  v_errors jsonb := '[]'::jsonb;
  v_ip text := private.request_client_ip();
  v_contact_id uuid;
  v_audit_id uuid;
  v_message text;
begin
  -- ---- validation: collect every problem so the form can show them all at once ----
  if v_first = '' then
    v_errors := v_errors || jsonb_build_object('field', 'first_name', 'message', 'First name is required');
  elsif char_length(v_first) < 2 then
    v_errors := v_errors || jsonb_build_object('field', 'first_name', 'message', 'First name must be at least 2 characters');
  elsif char_length(v_first) > 50 then
    v_errors := v_errors || jsonb_build_object('field', 'first_name', 'message', 'First name too long');
  end if;

  if v_last = '' then
    v_errors := v_errors || jsonb_build_object('field', 'last_name', 'message', 'Last name is required');
  elsif char_length(v_last) < 2 then
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

  if char_length(v_business) < 2 then
    v_errors := v_errors || jsonb_build_object('field', 'business_name', 'message', 'Business name is required');
  elsif char_length(v_business) > 100 then
    v_errors := v_errors || jsonb_build_object('field', 'business_name', 'message', 'Business name too long');
  end if;

  if char_length(v_website) > 1000 then
    v_errors := v_errors || jsonb_build_object('field', 'website', 'message', 'Website is too long (maximum 1000 characters)');
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

  -- The form sends the score as text (docs/product.md §8); a JSON number arrives here as text too.
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

  -- ---- rate limit: 5 per 60 minutes per client IP (docs/product.md §8) ----
  -- The IP comes from the proxy-set request header, never from an argument. Without an IP (a
  -- request that bypassed every proxy) the lead is accepted rather than lost, and logged so.
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

  -- "Current marketing" is the visitor's description of what they do today and what is not
  -- working: it is the audit's challenge statement. The spend column stays NULL because the
  -- form asks for a budget bracket, not a figure.
  insert into public.marketing_audits (
    contact_id, business_name, website_url, main_challenges, goals,
    current_marketing_spend, monthly_budget, questionnaire_score, answers, status
  )
  values (
    v_contact_id, v_business, v_website,
    case when v_current is null then null else array[v_current] end,
    case when v_goals is null then null else array[v_goals] end,
    null, v_budget, v_score, v_answers, 'pending'
  )
  returning id into v_audit_id;

  perform private.log_webhook_attempt(
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

comment on function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb) is
  'The audit form''s only write path. Callable with the anon key.';

-- list_recent_leads: what `npm run leads` prints. SECURITY INVOKER, so it only works for a role
-- that can read both tables (service_role); execute is granted to nobody else.
create or replace function public.list_recent_leads(max_rows integer default 50)
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
  status text,
  website_url text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.id, a.created_at, c.first_name, c.last_name, a.business_name, c.email, c.phone,
         a.monthly_budget, a.questionnaire_score, a.status, a.website_url
    from public.marketing_audits as a
    join public.contacts as c on c.id = a.contact_id
   order by a.created_at desc, a.id
   limit greatest(1, least(coalesce(max_rows, 50), 1000))
$$;

-- Supabase grants EXECUTE on new functions to anon by default (and PostgreSQL to PUBLIC):
-- take it all back, then hand out exactly the public entry points.
revoke execute on all functions in schema public from public, anon, authenticated;

grant execute on function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb)
  to anon, authenticated, service_role;

grant execute on function public.list_recent_leads(integer) to service_role;
