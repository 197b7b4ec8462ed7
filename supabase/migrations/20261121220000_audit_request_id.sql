-- ---------------------------------------------------------------------------------------------
-- submit_marketing_audit becomes idempotent per request_id.
--
-- The browser gives up on a request after 15 s and offers "try again". If the database stored the
-- lead anyway (a slow network, a lost response), the retry stored it a second time and spent one
-- of the visitor's 5 requests per hour. The form now sends a request_id (a random uuid that stays
-- the same while the visitor retries the same answers): a call whose request_id is already stored
-- returns the stored ids and writes nothing, logs nothing and spends no rate-limit hit.
--
-- How: the function of 20261121100000 moves unchanged into schema private (anon has no USAGE
-- there, so it is not reachable from the API), and a new public function with the same
-- arguments plus request_id wraps it. Without a request_id (older clients, scripts) it behaves
-- exactly as before.
-- ---------------------------------------------------------------------------------------------

alter table public.marketing_audits add column request_id uuid;

alter table public.marketing_audits
  add constraint marketing_audits_request_id_key unique (request_id);

comment on column public.marketing_audits.request_id is
  'The browser''s id for this request: a retry with the same id returns this row instead of storing another (migration 20261121220000).';

alter function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb)
  set schema private;

revoke execute on function private.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb)
  from public, anon, authenticated, service_role;

create function public.submit_marketing_audit(
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
  answers jsonb default null,
  request_id uuid default null
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_result json;
  v_contact_id uuid;
  v_audit_id uuid;
begin
  if submit_marketing_audit.request_id is not null then
    -- Two copies of one request arriving together: the second waits here until the first has
    -- committed, then finds its row below.
    perform pg_advisory_xact_lock(hashtextextended('submit_marketing_audit:' || submit_marketing_audit.request_id::text, 0));

    select a.contact_id, a.id
      into v_contact_id, v_audit_id
      from public.marketing_audits as a
     where a.request_id = submit_marketing_audit.request_id;

    if found then
      return json_build_object('contact_id', v_contact_id, 'audit_id', v_audit_id);
    end if;
  end if;

  v_result := private.submit_marketing_audit(
    first_name => submit_marketing_audit.first_name,
    last_name => submit_marketing_audit.last_name,
    email => submit_marketing_audit.email,
    phone => submit_marketing_audit.phone,
    business_name => submit_marketing_audit.business_name,
    website => submit_marketing_audit.website,
    current_marketing => submit_marketing_audit.current_marketing,
    monthly_budget => submit_marketing_audit.monthly_budget,
    goals => submit_marketing_audit.goals,
    questionnaire_score => submit_marketing_audit.questionnaire_score,
    answers => submit_marketing_audit.answers
  );

  if submit_marketing_audit.request_id is not null then
    update public.marketing_audits
       set request_id = submit_marketing_audit.request_id
     where id = (v_result ->> 'audit_id')::uuid;
  end if;

  return v_result;
end;
$$;

comment on function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb, uuid) is
  'The audit form''s only write path: validates, rate-limits by client IP, stores contact + audit; idempotent per request_id (migration 20261121220000).';

revoke execute on function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb, uuid)
  from public;
grant execute on function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb, uuid)
  to anon, authenticated, service_role;
