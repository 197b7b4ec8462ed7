-- A new bearer token (credentials, previews): 244 random bits from the server's strong random
-- source (gen_random_uuid), no extension needed. Only its SHA-256 is ever stored.
create or replace function private.release_token(p_prefix text)
returns text
language sql
volatile
set search_path = ''
as $$
  select p_prefix || pg_catalog.replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
$$;

revoke execute on function private.release_token(text) from public, anon, authenticated, service_role;
