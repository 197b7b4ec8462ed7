-- The rate-limit ledger (private.check_rate_limit): one row per ALLOWED request. A denied request
-- writes nothing: the caller raises and its transaction rolls back (docs/backend.md, "Rate limiting and what survives a rejection").
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

-- The lookup index leads with the endpoint and IP; the retention purge looks by age alone.
create index rate_limit_hits_created_at_idx on private.rate_limit_hits (created_at);

revoke all on table private.rate_limit_hits from public, anon, authenticated, service_role;
