-- The release ledger's history: one row per change, appended by the release_* functions. It
-- refuses UPDATE, DELETE and TRUNCATE (private/triggers/release_events.sql).
create table private.release_events (
  id bigint generated always as identity primary key,
  at timestamptz not null default pg_catalog.clock_timestamp(),
  remote text not null references private.release_remotes (name),
  action text not null,
  release_id bigint references private.releases (id),
  -- What was live before (promote, rollback, import), so a rollback knows where to go back to.
  previous_release_id bigint references private.releases (id),
  actor text not null,
  -- The release check's verdict that the event recorded (register, check).
  verdict text,
  note text,
  constraint release_events_verdict_check check (verdict in ('pass', 'fail')),
  constraint release_events_action_check check (action in ('define', 'import', 'register', 'check', 'promote', 'rollback', 'withdraw', 'preview', 'canary', 'abort')),
  constraint release_events_actor_length check (char_length(actor) <= 200),
  constraint release_events_note_length check (char_length(note) <= 2000)
);

create index release_events_remote_idx on private.release_events (remote, id desc);

comment on table private.release_events is 'The release ledger''s history: one row per change, append-only.';

alter table private.release_events enable row level security;
revoke all on table private.release_events from public, anon, authenticated, service_role;
