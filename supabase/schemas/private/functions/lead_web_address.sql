-- A page address or referrer as the webhook carries it: cleaned, http(s) only, at most 2048
-- characters; anything else is NULL (never an error: the lead is stored either way).
create or replace function private.lead_web_address(value text)
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

revoke execute on function private.lead_web_address(text) from public, anon, authenticated, service_role;
