-- The rate limit (docs/backend.md, "Rate limiting and what survives a rejection"): returns true and records a hit when the caller
-- is under the limit; false, recording nothing, when `max_requests` hits already exist for this
-- ip+endpoint inside the window. The shared 'unknown' bucket (no usable address) gets half the
-- limit, at least 1, so requests without an address are limited together instead of not at all.
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

revoke execute on function private.check_rate_limit(text, text, integer, integer) from public, anon, authenticated, service_role;
