-- The release ledger (docs/backend.md, "The release ledger"; docs/decisions/release-ledger.md):
-- each remote (section), the team that owns it, its URL paths and its live release. Like every
-- ledger table: RLS on with no policy and no privilege for any API role; everything goes through
-- the SECURITY DEFINER release_* functions, which lock the remote's row so that concurrent changes
-- of one remote apply one after another.
--
-- The foreign key of live_release_id (release_remotes_live_release_fk) is in releases.sql: the two
-- tables refer to each other.
create table private.release_remotes (
  name text primary key,
  team text not null,
  paths text[] not null,
  position integer not null default 0,
  live_release_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A federation name, as the map and the browser's runtime use it (remoteBlog).
  constraint release_remotes_name_check check (name ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$'),
  constraint release_remotes_team_check check (team ~ '^[a-z][a-z0-9-]{0,39}$'),
  constraint release_remotes_paths_check check (private.release_paths_ok(paths))
);

comment on table private.release_remotes is 'The release ledger: each remote, the team that owns it, its paths and its live release (migration 20261129100000).';

alter table private.release_remotes enable row level security;
revoke all on table private.release_remotes from public, anon, authenticated, service_role;
