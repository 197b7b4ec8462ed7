-- The release ledger: every registered release of a remote, with its release check and state
-- (candidate, refused, live, previous, withdrawn; docs/backend.md, "The release ledger").
create table private.releases (
  id bigint generated always as identity primary key,
  remote text not null references private.release_remotes (name),
  entry text not null,
  state text not null,
  registered_by text not null,
  registered_at timestamptz not null default now(),
  -- The release check's verdict and report ([{name, ok, detail}]); null: never checked (imported).
  check_ok boolean,
  check_result jsonb not null default '[]'::jsonb,
  checked_at timestamptz,
  constraint releases_state_check check (state in ('candidate', 'refused', 'live', 'previous', 'withdrawn')),
  -- The release's remoteEntry.js: an http(s) address, or a path on the site's own origin (the
  -- local builds). No whitespace or control character anywhere.
  constraint releases_entry_check check (
    char_length(entry) <= 2048
    and entry ~ '^(https?://[^/?#[:space:][:cntrl:]]+)?/[^[:space:][:cntrl:]]*\.js$'
    and entry !~ '^//'
  ),
  constraint releases_check_result_check check (jsonb_typeof(check_result) = 'array' and octet_length(check_result::text) <= 65536),
  constraint releases_registered_by_length check (char_length(registered_by) <= 200),
  constraint releases_checked check ((check_ok is null) = (checked_at is null))
);

create unique index releases_one_live_idx on private.releases (remote) where state = 'live';
create index releases_remote_idx on private.releases (remote, id desc);

-- release_remotes.live_release_id: here, because the two tables refer to each other.
alter table private.release_remotes
  add constraint release_remotes_live_release_fk foreign key (live_release_id) references private.releases (id);

comment on table private.releases is 'The release ledger: every registered release of a remote, with its release check and state.';

alter table private.releases enable row level security;
revoke all on table private.releases from public, anon, authenticated, service_role;
