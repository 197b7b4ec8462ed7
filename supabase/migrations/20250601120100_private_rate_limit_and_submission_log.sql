-- Rate-limit ledger and submission log, outside the schema PostgREST exposes.
--
-- Nothing in `private` is reachable over the REST API (only `public` is exposed) and no API
-- role has USAGE on it; only security-definer functions owned by the migration role touch it.

create schema if not exists private;

revoke all on schema private from public, anon, authenticated, service_role;

-- One row per ALLOWED request. A denied request writes nothing: the caller raises and its
-- transaction rolls back (see docs/backend.md, "Rate limiting").
create table private.rate_limit_hits (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  client_ip text not null,
  endpoint_name text not null,
  constraint rate_limit_hits_client_ip_length check (char_length(client_ip) between 1 and 100),
  constraint rate_limit_hits_endpoint_name_format check (endpoint_name ~ '^[a-z][a-z0-9_]{0,63}$')
);

create index rate_limit_hits_lookup_idx
  on private.rate_limit_hits (endpoint_name, client_ip, created_at desc);

-- Audit trail of form submissions (docs/product.md §8, log_webhook_attempt).
create table private.submission_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  event_type text not null,
  payload_data jsonb not null default '{}'::jsonb,
  client_ip text,
  user_agent text,
  is_success boolean not null,
  error_msg text,
  constraint submission_log_event_type_length check (char_length(event_type) between 1 and 100),
  constraint submission_log_payload_size check (octet_length(payload_data::text) <= 16384),
  constraint submission_log_client_ip_length check (client_ip is null or char_length(client_ip) <= 100),
  constraint submission_log_user_agent_length check (user_agent is null or char_length(user_agent) <= 512),
  constraint submission_log_error_msg_length check (error_msg is null or char_length(error_msg) <= 2000)
);

create index submission_log_created_at_idx on private.submission_log (created_at desc);

revoke all on all tables in schema private from public, anon, authenticated, service_role;
revoke all on all sequences in schema private from public, anon, authenticated, service_role;

-- Returns true and records a hit when the caller is under the limit; false (recording nothing)
-- when `max_requests` hits already exist for this ip+endpoint inside the window.
create or replace function private.check_rate_limit(
  client_ip text,
  endpoint_name text,
  max_requests integer default 10,
  window_minutes integer default 60
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent_hits integer;
begin
  if client_ip is null or endpoint_name is null then
    raise exception 'check_rate_limit: client_ip and endpoint_name are required'
      using errcode = '22004';
  end if;
  if max_requests < 1 or window_minutes < 1 then
    raise exception 'check_rate_limit: max_requests and window_minutes must be positive'
      using errcode = '22023';
  end if;

  -- Serialise checks for the same key: without it two concurrent requests could both count
  -- max_requests - 1 and both pass. The lock is released at commit/rollback.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(check_rate_limit.endpoint_name || '|' || check_rate_limit.client_ip, 0)
  );

  select count(*) into recent_hits
    from private.rate_limit_hits h
   where h.endpoint_name = check_rate_limit.endpoint_name
     and h.client_ip = check_rate_limit.client_ip
     and h.created_at > now() - make_interval(mins => window_minutes);

  if recent_hits >= max_requests then
    return false;
  end if;

  insert into private.rate_limit_hits (client_ip, endpoint_name)
  values (left(check_rate_limit.client_ip, 100), check_rate_limit.endpoint_name);

  -- Keep the ledger small without a cron job: drop this key's hits that left the window.
  delete from private.rate_limit_hits h
   where h.endpoint_name = check_rate_limit.endpoint_name
     and h.client_ip = check_rate_limit.client_ip
     and h.created_at <= now() - make_interval(mins => window_minutes);

  return true;
end;
$$;

-- Never fails on oversized input: the log must not be the reason a lead is lost, so values are
-- clipped to the column limits instead of being rejected.
create or replace function private.log_webhook_attempt(
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
  payload jsonb := coalesce(log_webhook_attempt.payload_data, '{}'::jsonb);
begin
  if octet_length(payload::text) > 16384 then
    payload := jsonb_build_object('truncated', true, 'original_bytes', octet_length(payload::text));
  end if;

  insert into private.submission_log (event_type, payload_data, client_ip, user_agent, is_success, error_msg)
  values (
    left(coalesce(nullif(log_webhook_attempt.event_type, ''), 'unknown'), 100),
    payload,
    left(log_webhook_attempt.client_ip, 100),
    left(log_webhook_attempt.user_agent_string, 512),
    coalesce(log_webhook_attempt.is_success, false),
    left(log_webhook_attempt.error_msg, 2000)
  )
  returning id into new_id;

  return new_id;
end;
$$;

-- The client IP as the deployment's proxy reports it (docs/backend.md, "Client IP").
-- cf-connecting-ip is set by Cloudflare in front of hosted Supabase and cannot be supplied by
-- the client through it; the first x-forwarded-for hop is the fallback (the local backend
-- overwrites x-forwarded-for with the one address it trusts and strips cf-connecting-ip).
-- NULL when neither is present (a request that did not come through a proxy).
create or replace function private.request_client_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select left(coalesce(
           nullif(btrim(h ->> 'cf-connecting-ip'), ''),
           nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), '')
         ), 100)
    from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h) as req
$$;

create or replace function private.request_user_agent()
returns text
language sql
stable
set search_path = ''
as $$
  select left(h ->> 'user-agent', 512)
    from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h) as req
$$;

revoke execute on all functions in schema private from public, anon, authenticated, service_role;
