-- ---------------------------------------------------------------------------------------------
-- Rate-limit buckets from an address the client cannot choose (docs/backend.md, "Client IP").
--
-- 1. private.request_client_ip() reads ONLY cf-connecting-ip. Hosted Supabase sits behind
--    Cloudflare, which sets that header to the address that connected to it; X-Forwarded-For
--    there starts with whatever the client sent, so its first hop chose the bucket. The local
--    backend writes the address it trusts into cf-connecting-ip and strips every client-sent
--    address header, so both run this same code.
-- 2. It returns the rate-limit bucket, not the raw address: IPv4 as is (IPv4-mapped IPv6 too),
--    IPv6 by its /64 (a single line or host normally holds a whole /64; one bucket per address
--    would be 2^64 buckets), and 'unknown' when there is no usable address.
-- 3. private.check_rate_limit gives the shared 'unknown' bucket half the limit (at least 1), so
--    requests without an address are limited together instead of not at all.
-- 4. private.log_webhook_attempt records 'unknown' as no address (client_ip NULL,
--    client_ip_known false), as the submission log did before.
--
-- submit_marketing_audit is unchanged: it calls these helpers, and its `v_ip is not null` test
-- is now always true, so every submission is counted in some bucket.
-- ---------------------------------------------------------------------------------------------

-- The bucket of one address as text, or 'unknown'. Never raises: a header is client input.
create or replace function private.client_bucket_key(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_text text := btrim(coalesce(client_bucket_key.address, ''));
  v_ip inet;
begin
  -- A zone id (fe80::1%eth0) names an interface on the proxy, not a different client.
  if position('%' in v_text) > 0 then
    v_text := split_part(v_text, '%', 1);
  end if;
  -- Only address characters: no ranges (a '/' would make inet accept a network), no spaces.
  if v_text = '' or char_length(v_text) > 45 or v_text !~ '^[0-9A-Fa-f:.]+$' then
    return 'unknown';
  end if;
  begin
    v_ip := v_text::inet;
  exception when invalid_text_representation then
    return 'unknown';
  end;
  if family(v_ip) = 6 and v_ip << '::ffff:0.0.0.0/96'::inet then
    v_ip := '0.0.0.0'::inet + (v_ip - '::ffff:0.0.0.0'::inet);
  end if;
  if family(v_ip) = 4 then
    return host(v_ip);
  end if;
  return pg_catalog.network(pg_catalog.set_masklen(v_ip, 64))::text;
end;
$$;

-- The caller's rate-limit bucket (see above). Same name and signature as before, so the RPCs
-- that call it pick up the new rules without being restated.
create or replace function private.request_client_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select private.client_bucket_key(h ->> 'cf-connecting-ip')
    from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h) as req
$$;

-- As in 20250601120100, plus the stricter limit for the shared 'unknown' bucket.
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
  v_max integer := check_rate_limit.max_requests;
begin
  if client_ip is null or endpoint_name is null then
    raise exception 'check_rate_limit: client_ip and endpoint_name are required'
      using errcode = '22004';
  end if;
  if max_requests < 1 or window_minutes < 1 then
    raise exception 'check_rate_limit: max_requests and window_minutes must be positive'
      using errcode = '22023';
  end if;

  -- Everyone without a usable address shares this one bucket: half the allowance, so the
  -- bucket cannot serve as a way around the per-client limit.
  if check_rate_limit.client_ip = 'unknown' then
    v_max := greatest(1, v_max / 2);
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

  if recent_hits >= v_max then
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

-- As in 20250601120100, except that the 'unknown' bucket is logged as no address: the log says
-- who submitted, and 'unknown' is not anyone.
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
  v_ip text := nullif(log_webhook_attempt.client_ip, 'unknown');
begin
  if v_ip is null and payload ? 'client_ip_known' then
    payload := jsonb_set(payload, '{client_ip_known}', 'false'::jsonb);
  end if;
  if octet_length(payload::text) > 16384 then
    payload := jsonb_build_object('truncated', true, 'original_bytes', octet_length(payload::text));
  end if;

  insert into private.submission_log (event_type, payload_data, client_ip, user_agent, is_success, error_msg)
  values (
    left(coalesce(nullif(log_webhook_attempt.event_type, ''), 'unknown'), 100),
    payload,
    left(v_ip, 100),
    left(log_webhook_attempt.user_agent_string, 512),
    coalesce(log_webhook_attempt.is_success, false),
    left(log_webhook_attempt.error_msg, 2000)
  )
  returning id into new_id;

  return new_id;
end;
$$;

comment on function private.request_client_ip() is
  'The caller''s rate-limit bucket from cf-connecting-ip only: IPv4, an IPv6 /64 such as 2001:db8:1:2::/64, or ''unknown'' (migration 20261124100000).';

revoke execute on all functions in schema private from public, anon, authenticated, service_role;
