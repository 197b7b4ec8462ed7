-- A website the owner's tools may render as a link: http:// or https:// with a host, or a bare
-- domain (labels joined by dots, an optional port, then a path, query or fragment). Nothing with
-- another scheme can match: a bare domain's host has no ':' and must contain a dot.
create or replace function private.is_allowed_website(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value ~* '^https?://[^/?#\\\u0001-\u0020\u007f.:@][^/?#\\\u0001-\u0020\u007f]*([/?#].*)?$'
      or value ~ '^[^/?#\\:@.\u0001-\u0020\u007f]+(\.[^/?#\\:@.\u0001-\u0020\u007f]+)+(:[0-9]{1,5})?([/?#].*)?$'
$$;

comment on function private.is_allowed_website(text) is
  'Website allow-list: http(s)://host... or a bare domain (migration 20261124120000).';

revoke execute on function private.is_allowed_website(text) from public, anon, authenticated, service_role;
