-- ---------------------------------------------------------------------------------------------
-- Input allow-lists: what a security review still found getting through with the anon key.
--
--   1. Blank-looking names. Text made only of characters that show nothing was stored: ZWJ/ZWNJ,
--      LRM/RLM, Hangul fillers (U+3164, U+115F, U+1160, U+FFA0), Braille blank U+2800, soft
--      hyphen, combining grapheme joiner, variation selectors, invisible operators
--      (U+2061-U+2064), tag characters (U+E0000-U+E007F), Mongolian variation selectors. Such a
--      value is now empty, so the "required" messages apply, and the minimum lengths count only
--      what shows ("A" + ZWJ is one character). These characters are NOT removed from real text:
--      ZWJ/ZWNJ and the variation selectors build emoji sequences and Persian or Indic words, tag
--      characters build subdivision flags.
--   2. Websites of any scheme but the few blocked ones were stored (intent:, ms-msdt:,
--      search-ms:, view-source:javascript:, protocol-relative //host): a tool that renders the
--      website as a link would open them. Now an allow-list: http://, https://, or a bare domain
--      such as glow.example (which the form reads as https).
--
-- Only the two functions below are restated. The public wrapper (request_id, migration
-- 20261121220000) calls private.submit_marketing_audit by name and is unchanged; so are
-- private.request_client_ip() and private.check_rate_limit(), which the body calls exactly as
-- before.
-- ---------------------------------------------------------------------------------------------

-- What shows of a value: without the characters that have no glyph of their own, and trimmed of
-- white space (Unicode spaces included). Listed code point by code point rather than by locale
-- class, so PostgreSQL 15 clusters with any locale agree with PGlite:
--   U+00AD soft hyphen, U+034F combining grapheme joiner, U+061C Arabic letter mark,
--   U+115F/U+1160/U+3164/U+FFA0 Hangul fillers, U+180B-U+180F Mongolian selectors and vowel
--   separator, U+200B-U+200F zero-width space, ZWNJ, ZWJ, LRM, RLM, U+202A-U+202E and
--   U+2066-U+2069 bidi controls, U+2060-U+2064 word joiner and invisible operators,
--   U+206A-U+206F deprecated format controls, U+2800 Braille blank, U+FE00-U+FE0F and
--   U+E0100-U+E01EF variation selectors, U+FEFF BOM, U+E0000-U+E007F tag characters.
create or replace function private.visible_text(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
           pg_catalog.regexp_replace(
             value,
             '[\u00ad\u034f\u061c\u115f\u1160\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e007f\U000e0100-\U000e01ef]',
             '', 'g'),
           '^[\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$',
           '', 'g')
$$;

revoke execute on function private.visible_text(text) from public, anon, authenticated, service_role;

comment on function private.visible_text(text) is
  'What shows of a value: invisible marks removed, white space trimmed; for emptiness and minimum lengths only, never stored (migration 20261124120000).';

-- The cleaning rule of 20261121100000, unchanged, plus: a value with nothing visible cleans to ''
-- (so required fields are missing, optional ones NULL, and analytics referrers NULL).
create or replace function private.clean_text(value text, multiline boolean default false)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when private.visible_text(c.cleaned) = '' then '' else c.cleaned end
    from (
      select pg_catalog.regexp_replace(
               pg_catalog.normalize(
                 pg_catalog.regexp_replace(
                   pg_catalog.regexp_replace(
                     pg_catalog.regexp_replace(value, '\r\n?|[\u2028\u2029]', E'\n', 'g'),
                     case when multiline
                          then '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]'
                          else '[\u0001-\u001f\u007f-\u009f]' end,
                     '', 'g'),
                   '[\u202a-\u202e\u2066-\u2069\u200b\u2060\ufeff\u180e]', '', 'g'),
                 'NFC'),
               '^[[:space:]\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+|[[:space:]\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+$',
               '', 'g') as cleaned
    ) as c
$$;

revoke execute on function private.clean_text(text, boolean) from public, anon, authenticated, service_role;

comment on function private.clean_text(text, boolean) is
  'Cleans visitor text: line breaks, control, bidi and invisible characters, NFC, Unicode trim; nothing visible -> '''' (migrations 20261121100000, 20261124120000).';

-- A website the owner's tools may render as a link: http:// or https:// with a host, or a bare
-- domain (labels joined by dots, an optional port, then a path, query or fragment). Nothing with
-- another scheme can match: a bare domain's host has no ':' and must contain a dot.
create or replace function private.is_allowed_website(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value ~* '^https?://[^/?#\\\u0001-\u0020\u007f.:@][^/?#\\\u0001-\u0020\u007f]*([/?#].*)?$'
      or value ~ '^[^/?#\\:@.\u0001-\u0020\u007f]+(\.[^/?#\\:@.\u0001-\u0020\u007f]+)+(:[0-9]{1,5})?([/?#].*)?$'
$$;

revoke execute on function private.is_allowed_website(text) from public, anon, authenticated, service_role;

comment on function private.is_allowed_website(text) is
  'Website allow-list: http(s)://host... or a bare domain (migration 20261124120000).';

-- ---------------------------------------------------------------------------------------------
-- The body of submit_marketing_audit (schema private since 20261121220000). Differences from
-- 20261121100000: minimum lengths count visible characters; the website must pass the allow-list
-- instead of a scheme block-list. Arguments, errors, messages and result are unchanged.
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

revoke execute on function private.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb)
  from public, anon, authenticated, service_role;
