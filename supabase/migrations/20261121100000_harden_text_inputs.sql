-- Hostile-input hardening (issue 11). What the hostile input corpus
-- (supabase/test/reliability/hostile-input.test.ts) found getting through the API with the anon key:
--
--   1. Blank names. Only ASCII spaces were trimmed, so a first name of two no-break spaces
--      (U+00A0), ideographic spaces (U+3000) or zero-width spaces (U+200B) passed the
--      2-character minimum and was stored as a lead with an invisible name.
--   2. Direction overrides. Bidi embedding, override and isolate controls (U+202A-U+202E,
--      U+2066-U+2069) were stored, so a lead could display reversed or reordered in the owner's
--      tools ("Ann<U+202E>gpj.exe" shows as "Annexe.jpg").
--   3. Line breaks in single-line fields. U+2028/U+2029 (line and paragraph separators) are not
--      control characters, so "Ann<U+2028>Lee" kept its line break; the budget and score were
--      not cleaned at all.
--   4. Control characters in analytics_events text columns (page_url, referrer, user_agent were
--      stored as sent, e.g. ANSI escape sequences in a user agent).
--   5. Script URLs. A website of `javascript:alert(1)` was stored; any tool that renders the
--      website as a link would run it on click.
--   6. Decomposed text (NFD, e.g. "e" + U+0301) counted one character per combining mark and was
--      stored unnormalised, so the same name could be stored in two spellings.
--
-- Applied as a new migration (never edit an applied one): `create or replace` keeps the
-- function's owner and grants; they are restated below anyway.

-- The one cleaning rule for text arriving from the public internet. Close to the form's
-- sanitiser (remote-audit/src/forms/audit-request/sanitize.ts), but HTML is kept as data (the
-- form strips tags; the database stores what it is given and every reader escapes) and tabs stay
-- in multi-line text, as before.
--   1. line breaks normalised to \n (\r\n, \r, U+2028, U+2029);
--   2. C0 controls, DEL and C1 controls removed; in multi-line text \n and \t are kept;
--   3. bidi embedding/override/isolate controls and invisible separators removed (zero-width
--      space U+200B, word joiner U+2060, BOM U+FEFF, Mongolian vowel separator U+180E).
--      Zero-width joiner/non-joiner (emoji sequences, Indic and Persian scripts) and the
--      LRM/RLM/ALM marks (they reorder nothing on their own) are kept;
--   4. Unicode NFC normalisation;
--   5. leading and trailing white space trimmed, Unicode spaces included.
-- NUL never reaches SQL: PostgreSQL text cannot hold it (the API answers 400 / 22P05).
create or replace function private.clean_text(value text, multiline boolean default false)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
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
           '', 'g')
$$;

revoke execute on function private.clean_text(text, boolean) from public, anon, authenticated, service_role;

comment on function private.clean_text(text, boolean) is
  'Cleans visitor text: line breaks, control, bidi and invisible characters, NFC, Unicode trim (migration 20261121100000).';

-- ---------------------------------------------------------------------------------------------
-- submit_marketing_audit: same contract (arguments, errors, result), cleaner input.
-- Differences from 20250601120200: private.clean_text for every text field; website must not be
-- a script URL.
-- ---------------------------------------------------------------------------------------------
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
  elsif v_website ~* '^(javascript|vbscript|data|file|blob|filesystem|about)[[:space:]]*:' then
    -- Browsers ignore case and (already removed above) tabs and line breaks in a scheme.
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

revoke execute on function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb)
  from public;
grant execute on function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- analytics_events: browsers insert directly, so the cleaning runs in a trigger. Cleaning rather
-- than rejecting: the site sends events in batches of 10 and one odd user agent must not sink
-- the batch. A page_url that cleans down to '' still fails its 1-2048 CHECK (400).
-- SECURITY DEFINER because the inserting role (anon) has no USAGE on schema private; the
-- function only rewrites the row being inserted.
-- ---------------------------------------------------------------------------------------------
create or replace function private.clean_analytics_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.page_url := private.clean_text(new.page_url);
  new.referrer := nullif(private.clean_text(new.referrer), '');
  new.user_agent := private.clean_text(new.user_agent);
  return new;
end;
$$;

revoke execute on function private.clean_analytics_event() from public, anon, authenticated, service_role;

create trigger analytics_events_clean_text
  before insert or update of page_url, referrer, user_agent on public.analytics_events
  for each row execute function private.clean_analytics_event();
