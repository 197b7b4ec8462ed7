-- The body of the audit form's RPC (public.submit_marketing_audit wraps it; docs/backend.md,
-- "submit_marketing_audit"): cleans and validates every field, rate-limits by client address,
-- writes contact and audit, and logs the submission, in the caller's one transaction.
--
-- Errors (PostgREST turns SQLSTATE into HTTP status):
--   22023 -> 400, hint 'invalid_audit_request', detail = JSON array of {field, message},
--                 message = the messages joined by '. '. The browser shows each message by its
--                 field (shared/src/singletons/backend/marketing-audit.ts).
--   PT429 -> 429, message 'rate_limited'. Raising rolls the whole transaction back, so a rejected
--                 request leaves no row anywhere (not even a ledger hit or log line).
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

  -- The form sends the score as text; a JSON number arrives here as text too. The visitor types
  -- neither the score nor the answers (the page sends the quiz's): the messages say what to do.
  if v_score_text ~ '^[0-9]{1,3}$' and v_score_text::integer between 0 and 100 then
    v_score := v_score_text::integer;
  else
    v_errors := v_errors || jsonb_build_object('field', 'questionnaire_score', 'message', 'The quiz score must be a whole number from 0 to 100: please answer the quiz again');
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
    v_errors := v_errors || jsonb_build_object('field', 'answers', 'message', 'The quiz answers could not be read: please answer the quiz again');
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

comment on function private.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb) is
  'The validating body of the audit form''s write path, run by public.submit_marketing_audit; no API role may call it.';

revoke execute on function private.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb) from public, anon, authenticated, service_role;
