-- Release credentials the operator issued to teams: only the SHA-256 of each token is kept (the
-- token is shown once, by public.release_issue_credential).
create table private.release_credentials (
  id uuid primary key default gen_random_uuid(),
  team text not null,
  label text not null,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  constraint release_credentials_team_check check (team ~ '^[a-z][a-z0-9-]{0,39}$'),
  constraint release_credentials_label_check check (label ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$')
);

create unique index release_credentials_label_idx on private.release_credentials (team, label) where revoked_at is null;

comment on table private.release_credentials is 'Release credentials the operator issued to teams (SHA-256 of each token; the token is shown once).';

alter table private.release_credentials enable row level security;
revoke all on table private.release_credentials from public, anon, authenticated, service_role;
