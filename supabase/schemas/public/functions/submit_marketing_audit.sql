-- The audit form's only write path (docs/backend.md, "submit_marketing_audit"), callable with the
-- anon key. Every argument defaults to NULL so that a missing field is answered with a validation
-- message (400) rather than PostgREST's "function not found" (404). The validating body is
-- private.submit_marketing_audit; this wrapper adds:
--   * request_id: a call whose request_id is already stored returns the stored ids and writes
--     nothing, logs nothing and spends no rate-limit hit (the browser retries after 15 s);
--   * the page's attribution (utm_*, page_url, referrer), cleaned and never refused: the lead
--     matters more than its attribution;
--   * the lead's webhook delivery (private.lead_deliveries), queued in the same transaction, so a
--     lead is stored if and only if its delivery is queued.
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
  answers jsonb default null,
  request_id uuid default null,
  utm_source text default null,
  utm_medium text default null,
  utm_campaign text default null,
  utm_content text default null,
  utm_term text default null,
  page_url text default null,
  referrer text default null
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
    -- committed, then finds its row below. A replay writes nothing, so no second delivery.
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
  v_audit_id := (v_result ->> 'audit_id')::uuid;

  if submit_marketing_audit.request_id is not null then
    update public.marketing_audits
       set request_id = submit_marketing_audit.request_id
     where id = v_audit_id;
  end if;

  insert into private.lead_deliveries (audit_id, payload)
  values (
    v_audit_id,
    private.lead_webhook_payload(
      v_audit_id,
      private.lead_web_address(submit_marketing_audit.page_url),
      private.lead_web_address(submit_marketing_audit.referrer),
      private.request_user_agent(),
      private.lead_utm(submit_marketing_audit.utm_source),
      private.lead_utm(submit_marketing_audit.utm_medium),
      private.lead_utm(submit_marketing_audit.utm_campaign),
      private.lead_utm(submit_marketing_audit.utm_content),
      private.lead_utm(submit_marketing_audit.utm_term)
    )
  );

  return v_result;
end;
$$;

comment on function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb, uuid, text, text, text, text, text, text, text) is
  'The audit form''s only write path: validates, rate-limits by client IP, stores contact + audit and queues the webhook delivery; idempotent per request_id (migrations 20261121220000, 20261124140000).';

revoke execute on function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb, uuid, text, text, text, text, text, text, text) from public;
grant execute on function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb, uuid, text, text, text, text, text, text, text) to anon, authenticated, service_role;
