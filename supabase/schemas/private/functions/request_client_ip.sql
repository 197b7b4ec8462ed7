-- The caller's rate-limit bucket, from cf-connecting-ip only (docs/backend.md, "Client IP"). Hosted
-- Supabase sits behind Cloudflare, which sets that header to the address that connected to it;
-- X-Forwarded-For there starts with whatever the client sent. The local backend writes the address
-- it trusts into cf-connecting-ip and strips every client-sent address header, so both run this
-- same code.
create or replace function private.request_client_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select private.client_bucket_key(h ->> 'cf-connecting-ip')
    from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h) as req
$$;

comment on function private.request_client_ip() is
  'The caller''s rate-limit bucket from cf-connecting-ip only: IPv4, an IPv6 /64 such as 2001:db8:1:2::/64, or ''unknown'' (migration 20261124100000).';

revoke execute on function private.request_client_ip() from public, anon, authenticated, service_role;
