-- The rate-limit bucket of one address, from an address the client cannot choose (docs/backend.md,
-- "Client IP"): IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64 (a single line or host normally
-- holds a whole /64; one bucket per address would be 2^64 buckets), and 'unknown' when there is no
-- usable address. Never raises: a header is client input.
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

revoke execute on function private.client_bucket_key(text) from public, anon, authenticated, service_role;
