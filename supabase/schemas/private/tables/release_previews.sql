-- Preview links of the release ledger (public.release_preview): only the SHA-256 of each token is
-- kept, and published by public.release_rollouts, so composers tell a token the ledger issued from
-- any other without a shared secret.
create table private.release_previews (
  token_hash bytea primary key,
  remote text not null references private.release_remotes (name),
  release_id bigint not null references private.releases (id),
  expires_at timestamptz not null,
  created_by text not null,
  created_at timestamptz not null default now()
);

create index release_previews_expires_idx on private.release_previews (expires_at);

comment on table private.release_previews is 'Preview links of the release ledger (SHA-256 of each token; the token is shown once).';

alter table private.release_previews enable row level security;
revoke all on table private.release_previews from public, anon, authenticated, service_role;
