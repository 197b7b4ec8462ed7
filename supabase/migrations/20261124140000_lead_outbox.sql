-- ---------------------------------------------------------------------------------------------
-- Every lead reaches the CRM: a transactional outbox for the automation webhook.
--
-- The visitor's browser used to post the webhook after the RPC returned (no-cors, response never
-- read), so a stored lead could miss the CRM: tab closed, a blocker, the receiver down a minute.
-- Now submit_marketing_audit writes the webhook payload into private.lead_deliveries in the SAME
-- transaction as the contact and the audit: a lead is stored if and only if its delivery is
-- queued. A server-side worker (supabase/src/worker/) claims due rows with a lease, posts them
-- signed, and records the outcome with the service-role-only functions below.
--
-- Also:
--   * submit_marketing_audit takes the page's attribution (utm_*, page_url, referrer). They are
--     cleaned and never refused: an over-long UTM value is clipped, an address that is not
--     http(s) is stored as NULL. The lead matters more than its attribution.
--   * list_recent_leads returns each lead's delivery state and can list only the undelivered.
--     It becomes SECURITY DEFINER (execute still granted to service_role only) because the
--     outbox lives in schema private, where no API role has USAGE.
--   * Retention: a delivery row goes with its audit (ON DELETE CASCADE), so purge_expired_data
--     needs no change.
-- Leads stored before this migration have no delivery row: they were posted by the browser, and
-- queueing them now would send every old lead to the CRM again. `redeliver_leads(audit_id)`
-- queues one explicitly.
-- ---------------------------------------------------------------------------------------------

create table private.lead_deliveries (
  id bigint generated always as identity primary key,
  audit_id uuid not null unique references public.marketing_audits (id) on delete cascade,
  payload jsonb not null,
  state text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  locked_by text,
  last_error text,
  last_status integer,
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  constraint lead_deliveries_state_check check (state in ('pending', 'delivered', 'dead')),
  constraint lead_deliveries_attempts_check check (attempts >= 0),
  constraint lead_deliveries_payload_object check (jsonb_typeof(payload) = 'object'),
  constraint lead_deliveries_locked_by_length check (char_length(locked_by) <= 200),
  constraint lead_deliveries_last_error_length check (char_length(last_error) <= 2000),
  constraint lead_deliveries_delivered_at check ((state = 'delivered') = (delivered_at is not null))
);

-- The worker's poll: due pending rows in order. Delivered and dead rows are not in the index.
create index lead_deliveries_due_idx on private.lead_deliveries (next_attempt_at, id) where state = 'pending';

comment on table private.lead_deliveries is
  'Outbox of the automation webhook: one row per lead, written in the submission''s transaction (migration 20261124140000).';

revoke all on table private.lead_deliveries from public, anon, authenticated, service_role;

-- A page address or referrer as the webhook carries it: cleaned, http(s) only, at most 2048
-- characters; anything else is NULL (never an error: the lead is stored either way).
create function private.lead_web_address(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
           when c.v is null or char_length(c.v) > 2048 then null
           when c.v ~* '^https?://[^/?#\\[:space:]]+([/?#][^[:space:]]*)?$' then c.v
           else null
         end
    from (select nullif(private.clean_text(value), '') as v) as c
$$;

-- A UTM value: cleaned, clipped to 200 characters, NULL when empty.
create function private.lead_utm(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(pg_catalog.left(private.clean_text(value), 200), '')
$$;

-- The webhook body of one stored audit, with the same keys the browser used to send, read back
-- from the stored (cleaned) rows. The site's name comes from the database setting app.site_name
-- when one is set (ALTER DATABASE ... SET app.site_name = '...').
create function private.lead_webhook_payload(
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
           'currentMarketing', coalesce(a.main_challenges[1], ''),
           'monthlyBudget', a.monthly_budget,
           'goals', coalesce(a.goals[1], ''),
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

revoke execute on function private.lead_web_address(text), private.lead_utm(text),
  private.lead_webhook_payload(uuid, text, text, text, text, text, text, text, text)
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- submit_marketing_audit: the wrapper of 20261121220000 (request_id) with the attribution
-- arguments, and the outbox row in the same transaction. The validating body
-- (private.submit_marketing_audit, last restated in 20261124120000) is called unchanged, so
-- every validation, message, rate limit and log line stays as it was. New arguments change the
-- signature, so the old function is dropped rather than overloaded (PostgREST cannot choose
-- between overloads that differ only in optional arguments).
-- ---------------------------------------------------------------------------------------------
drop function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb, uuid);

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

revoke execute on function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb, uuid, text, text, text, text, text, text, text)
  from public;
grant execute on function public.submit_marketing_audit(text, text, text, text, text, text, text, text, text, text, jsonb, uuid, text, text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The worker's functions (service_role only).
-- ---------------------------------------------------------------------------------------------

-- Leases up to max_rows due deliveries to one worker: pending, due, and not leased by anyone
-- else. SKIP LOCKED lets several workers claim at once without waiting on or sharing a row; the
-- lease (locked_until) keeps a row from being claimed again while its POST may be in flight, and
-- lets another worker take it over once a crashed worker's lease has run out. An attempt is
-- counted when it is claimed, so a row that kills its worker still reaches the attempt bound.
create function public.claim_lead_deliveries(worker_id text, max_rows integer default 10, lease_ms integer default 60000)
returns table (id bigint, audit_id uuid, payload jsonb, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if claim_lead_deliveries.worker_id is null or pg_catalog.btrim(claim_lead_deliveries.worker_id) = ''
     or char_length(claim_lead_deliveries.worker_id) > 200 then
    raise exception using errcode = '22023', message = 'worker_id: 1-200 characters';
  end if;
  if claim_lead_deliveries.lease_ms is null or claim_lead_deliveries.lease_ms not between 100 and 86400000 then
    raise exception using errcode = '22023', message = 'lease_ms: 100 to 86400000';
  end if;

  return query
  with due as (
    select d.id
      from private.lead_deliveries as d
     where d.state = 'pending'
       and d.next_attempt_at <= now()
       and (d.locked_until is null or d.locked_until <= now())
     order by d.next_attempt_at, d.id
     limit greatest(1, least(coalesce(claim_lead_deliveries.max_rows, 10), 100))
       for update skip locked
  )
  update private.lead_deliveries as d
     set locked_until = now() + make_interval(secs => claim_lead_deliveries.lease_ms / 1000.0),
         locked_by = claim_lead_deliveries.worker_id,
         attempts = d.attempts + 1
    from due
   where d.id = due.id
  returning d.id, d.audit_id, d.payload, d.attempts;
end;
$$;

-- Records one attempt's outcome, only while the row is still that worker's: a worker whose lease
-- ran out and whose row another worker took over changes nothing (returns false).
--   delivered  state delivered, delivered_at now, last error cleared
--   retry      stays pending, due again at retry_at (default now)
--   dead       dead-lettered: left for the owner (`npm run leads -- --redeliver-dead`)
create function public.finish_lead_delivery(
  delivery_id bigint,
  worker_id text,
  outcome text,
  status integer default null,
  error text default null,
  retry_at timestamptz default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if finish_lead_delivery.outcome is null or finish_lead_delivery.outcome not in ('delivered', 'retry', 'dead') then
    raise exception using errcode = '22023', message = 'outcome: delivered, retry or dead';
  end if;

  update private.lead_deliveries as d
     set state = case finish_lead_delivery.outcome when 'retry' then 'pending' else finish_lead_delivery.outcome end,
         delivered_at = case when finish_lead_delivery.outcome = 'delivered' then now() end,
         next_attempt_at = case when finish_lead_delivery.outcome = 'retry'
                                then coalesce(finish_lead_delivery.retry_at, now()) else d.next_attempt_at end,
         locked_until = null,
         locked_by = null,
         last_status = finish_lead_delivery.status,
         last_error = case when finish_lead_delivery.outcome = 'delivered' then null
                           else pg_catalog.left(finish_lead_delivery.error, 2000) end
   where d.id = finish_lead_delivery.delivery_id
     and d.state = 'pending'
     and d.locked_by = finish_lead_delivery.worker_id;
  return found;
end;
$$;

-- The owner's re-queue. No argument: every dead delivery. An audit id: that lead, whatever its
-- state (a lead stored before the outbox gets its first delivery row). Re-queued rows are due now
-- with a fresh attempt count; a row leased right now keeps its lease, so it is not posted twice at
-- once. Returns how many rows were queued.
create function public.redeliver_leads(audit_id uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  if redeliver_leads.audit_id is null then
    update private.lead_deliveries as d
       set state = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null, locked_by = null
     where d.state = 'dead';
    get diagnostics n = row_count;
    return n;
  end if;

  insert into private.lead_deliveries (audit_id, payload)
  select a.id, private.lead_webhook_payload(a.id, null, null, null, null, null, null, null, null)
    from public.marketing_audits as a
   where a.id = redeliver_leads.audit_id
  on conflict on constraint lead_deliveries_audit_id_key do update
     set state = 'pending', attempts = 0, next_attempt_at = now(), delivered_at = null;
  get diagnostics n = row_count;
  return n;
end;
$$;

revoke execute on function public.claim_lead_deliveries(text, integer, integer) from public, anon, authenticated;
revoke execute on function public.finish_lead_delivery(bigint, text, text, integer, text, timestamptz) from public, anon, authenticated;
revoke execute on function public.redeliver_leads(uuid) from public, anon, authenticated;
grant execute on function public.claim_lead_deliveries(text, integer, integer) to service_role;
grant execute on function public.finish_lead_delivery(bigint, text, text, integer, text, timestamptz) to service_role;
grant execute on function public.redeliver_leads(uuid) to service_role;

comment on function public.claim_lead_deliveries(text, integer, integer) is
  'Delivery worker: leases up to max_rows due webhook deliveries (SKIP LOCKED). service_role only (migration 20261124140000).';
comment on function public.finish_lead_delivery(bigint, text, text, integer, text, timestamptz) is
  'Delivery worker: records delivered / retry / dead for a row it still holds. service_role only (migration 20261124140000).';
comment on function public.redeliver_leads(uuid) is
  'Owner: re-queues one lead''s delivery, or every dead one when no audit id is given. service_role only (migration 20261124140000).';

-- ---------------------------------------------------------------------------------------------
-- list_recent_leads (20261124130000) with each lead's delivery: same paging arguments and
-- grants, four more columns, and undelivered_only (leads whose delivery is pending or dead).
-- ---------------------------------------------------------------------------------------------
drop function public.list_recent_leads(integer, timestamptz, uuid);

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
         a.status, a.website_url,
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
