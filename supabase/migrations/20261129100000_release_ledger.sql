-- ---------------------------------------------------------------------------------------------
-- The release ledger: which release of each remote (section) is live, who may change that, and
-- everything that ever happened to it (docs/deploying.md, "Release a remote" and "Preview and
-- canary"; docs/decisions/release-ledger.md).
--
-- A remote belongs to one team. A team's credential (an opaque token the operator issues; only
-- its SHA-256 is stored) may register, promote, roll back and withdraw its own remote's releases,
-- hand out preview links and run canaries of them, and nothing else; the service role (the
-- operator) may do everything. The rights are checked here, in the functions, whatever client
-- calls them: the tables are in schema `private`, where no API role has USAGE, row-level
-- security is on with no policy, and every change goes through the SECURITY DEFINER functions
-- below, which lock the remote's row so that concurrent changes of one remote apply one after
-- another. Every change appends a row to private.release_events, which refuses UPDATE, DELETE
-- and TRUNCATE.
--
-- The composition servers read the live map with public.release_map() (anon, no credential): the
-- same JSON as a hand-written remotes.json; and the running canaries and previews in force with
-- public.release_rollouts(). A preview token is shown once and only its SHA-256 is kept (and
-- published), so composers tell a token the ledger issued for that remote and release from any
-- other without a shared secret. A guard (public.release_guard(), run by the delivery worker)
-- aborts a canary whose composition or browser load failures pass its threshold, from what
-- composers and browsers write to analytics_events.
-- ---------------------------------------------------------------------------------------------

-- A remote's URL paths as the map writes them: '/blog', '/blog/*'.
create function private.release_paths_ok(paths text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select paths is not null
     and pg_catalog.cardinality(paths) between 1 and 64
     and not exists (
       select 1 from pg_catalog.unnest(paths) as p(path)
        where path is null
           or char_length(path) > 200
           or path !~ '^/([^/[:space:][:cntrl:]*?#]+(/[^/[:space:][:cntrl:]*?#]+)*(/\*)?|\*)?$'
     )
$$;

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

alter table private.release_remotes
  add constraint release_remotes_live_release_fk foreign key (live_release_id) references private.releases (id);

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

comment on table private.release_remotes is 'The release ledger: each remote, the team that owns it, its paths and its live release (migration 20261129100000).';
comment on table private.releases is 'The release ledger: every registered release of a remote, with its release check and state.';
comment on table private.release_events is 'The release ledger''s history: one row per change, append-only.';
comment on table private.release_credentials is 'Release credentials the operator issued to teams (SHA-256 of each token; the token is shown once).';

alter table private.release_remotes enable row level security;
alter table private.releases enable row level security;
alter table private.release_events enable row level security;
alter table private.release_credentials enable row level security;
revoke all on table private.release_remotes, private.releases, private.release_events, private.release_credentials
  from public, anon, authenticated, service_role;

create table private.release_canaries (
  id bigint generated always as identity primary key,
  remote text not null references private.release_remotes (name),
  release_id bigint not null references private.releases (id),
  percent integer not null,
  min_views integer not null,
  max_failure_rate numeric not null,
  started_at timestamptz not null default now(),
  started_by text not null,
  ended_at timestamptz,
  outcome text,
  constraint release_canaries_percent_check check (percent between 1 and 99),
  constraint release_canaries_min_views_check check (min_views between 1 and 1000000),
  constraint release_canaries_rate_check check (max_failure_rate > 0 and max_failure_rate <= 1),
  constraint release_canaries_outcome_check check (outcome in ('promoted', 'aborted', 'replaced')),
  constraint release_canaries_ended check ((ended_at is null) = (outcome is null))
);

create unique index release_canaries_one_active_idx on private.release_canaries (remote) where ended_at is null;

create table private.release_previews (
  token_hash bytea primary key,
  remote text not null references private.release_remotes (name),
  release_id bigint not null references private.releases (id),
  expires_at timestamptz not null,
  created_by text not null,
  created_at timestamptz not null default now()
);

create index release_previews_expires_idx on private.release_previews (expires_at);

comment on table private.release_canaries is 'Canaries of the release ledger: a share of visitors on a candidate release of one remote (migration 20261129110000).';
comment on table private.release_previews is 'Preview links of the release ledger (SHA-256 of each token; the token is shown once).';

alter table private.release_canaries enable row level security;
alter table private.release_previews enable row level security;
revoke all on table private.release_canaries, private.release_previews from public, anon, authenticated, service_role;

-- History is never rewritten: not by the functions, not by an operator at a SQL prompt by mistake.
create function private.release_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The release history is append-only: % is not allowed on private.release_events', tg_op
    using errcode = '42501';
end
$$;

create trigger release_events_append_only
  before update or delete or truncate on private.release_events
  for each statement execute function private.release_events_append_only();

-- How long a passing release check stays good enough to promote on: older, it is run again.
create function private.release_check_max_age()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '1 hour' $$;

-- Who is calling: the operator (the service role's key, or a database login with no API role set,
-- as at a SQL prompt) or a team, by the credential in the request's `x-release-credential` header.
create function private.release_caller(out team text, out operator boolean, out actor text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text := pg_catalog.current_setting('role', true);
  v_claims jsonb := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb;
  v_token text := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb ->> 'x-release-credential';
  v_credential record;
begin
  -- PostgREST and the local API always set an API role; only a direct database session has none.
  if coalesce(v_claims ->> 'role', '') = 'service_role' or v_role = 'service_role' or coalesce(v_role, 'none') = 'none' then
    team := null;
    operator := true;
    actor := 'operator';
    return;
  end if;
  if v_token is null or v_token = '' then
    raise exception 'This needs a release credential: the operator issues one per team (npm run release -- credential issue <team>)'
      using errcode = 'PT401', hint = 'Set RELEASE_CREDENTIAL to your team''s credential.';
  end if;
  select c.team, c.label into v_credential
    from private.release_credentials c
   where c.token_hash = pg_catalog.sha256(pg_catalog.convert_to(v_token, 'UTF8'))
     and c.revoked_at is null;
  if not found then
    raise exception 'This release credential is not valid: it was revoked, or never issued'
      using errcode = 'PT401', hint = 'Ask the operator for a new credential.';
  end if;
  team := v_credential.team;
  operator := false;
  actor := pg_catalog.format('team %s (%s)', v_credential.team, v_credential.label);
end
$$;

-- Raises "no such remote", naming the remotes the ledger has, unless `p_remote` is one of them.
create function private.release_known_remote(p_remote text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from private.release_remotes where name = p_remote) then
    raise exception 'The release ledger has no remote named %', coalesce(p_remote, 'null')
      using errcode = 'PT404',
            hint = coalesce('It has: ' || (select pg_catalog.string_agg(name, ', ' order by position, name) from private.release_remotes), 'It has none yet.');
  end if;
end
$$;

-- A new bearer token (credentials, previews): 244 random bits from the server's strong random
-- source (gen_random_uuid), no extension needed. Only its SHA-256 is ever stored.
create function private.release_token(p_prefix text)
returns text
language sql
volatile
set search_path = ''
as $$
  select p_prefix || pg_catalog.replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
$$;

-- The remote's row, locked until the end of the transaction, if the caller may change it.
create function private.release_remote_for(p_remote text, p_team text, p_operator boolean)
returns private.release_remotes
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_remote private.release_remotes;
begin
  perform private.release_known_remote(p_remote);
  select * into v_remote from private.release_remotes where name = p_remote for update;
  if not p_operator and v_remote.team <> p_team then
    raise exception 'Team % may not release %: % belongs to team %', p_team, p_remote, p_remote, v_remote.team
      using errcode = 'PT403', hint = 'A team credential releases its own remotes only; ask that team, or the operator.';
  end if;
  return v_remote;
end
$$;

-- A release of `p_remote`, as the functions report it.
create function private.release_json(p_release private.releases)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when p_release.id is null then null else jsonb_build_object(
    'id', p_release.id,
    'remote', p_release.remote,
    'entry', p_release.entry,
    'state', p_release.state,
    'registeredBy', p_release.registered_by,
    'registeredAt', p_release.registered_at,
    'check', case when p_release.check_ok is null then 'not run' when p_release.check_ok then 'pass' else 'fail' end,
    'checkedAt', p_release.checked_at,
    'checkExpiresAt', p_release.checked_at + private.release_check_max_age(),
    'checkResult', p_release.check_result
  ) end
$$;

create function private.release_check_report_ok(p_check_ok boolean, p_check_result jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_check_ok is null then
    raise exception 'check_ok is required: the release check''s verdict' using errcode = 'PT400';
  end if;
  if p_check_result is null or jsonb_typeof(p_check_result) <> 'array' then
    raise exception 'check_result must be the release check''s report: a JSON array of {name, ok, detail}' using errcode = 'PT400';
  end if;
end
$$;

-- Release `p_release_id` of `p_remote`, or "no such release" (404).
create function private.release_of(p_remote text, p_release_id bigint)
returns private.releases
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_release private.releases;
begin
  select * into v_release from private.releases where id = p_release_id and remote = p_remote;
  if not found then
    raise exception '% has no release %', p_remote, coalesce(p_release_id::text, 'null') using errcode = 'PT404';
  end if;
  return v_release;
end
$$;

-- Makes a release live, the one live before `previous`, and records it (promote, rollback,
-- import). The caller holds the remote's row lock.
create function private.release_go_live(p_remote text, p_release_id bigint, p_action text, p_actor text, p_note text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_live_id bigint := (select live_release_id from private.release_remotes where name = p_remote);
  v_canary_release bigint := (select release_id from private.release_canaries where remote = p_remote and ended_at is null);
  v_previous private.releases;
  v_release private.releases;
begin
  if v_canary_release is not null then
    perform private.release_end_canary(p_remote, case when v_canary_release = p_release_id then 'promoted' else 'replaced' end, p_actor,
                                       pg_catalog.format('canary of release %s ended: release %s made live by %s', v_canary_release, p_release_id, p_action));
  end if;
  if v_live_id is not null then
    update private.releases set state = 'previous' where id = v_live_id returning * into v_previous;
  end if;
  update private.releases set state = 'live' where id = p_release_id returning * into v_release;
  update private.release_remotes set live_release_id = p_release_id, updated_at = now() where name = p_remote;
  insert into private.release_events (remote, action, release_id, previous_release_id, actor, note)
  values (p_remote, p_action, p_release_id, v_live_id, p_actor, p_note);
  perform pg_catalog.pg_notify('release_ledger', p_remote);
  return jsonb_build_object('remote', p_remote, 'live', private.release_json(v_release), 'previous', private.release_json(v_previous));
end
$$;

-- Records a release of the caller's remote with its release check (run by the caller: the
-- release check reads the release where the team uploaded it). A failing check records it as
-- refused: it stays in the history, and can never be promoted until a new check passes.
create function public.release_register(remote text, entry text, check_ok boolean, check_result jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_existing private.releases;
  v_release private.releases;
begin
  perform private.release_check_report_ok(check_ok, check_result);
  if entry is null or char_length(entry) > 2048 or entry !~ '^https?://[^/?#[:space:][:cntrl:]]+/[^[:space:][:cntrl:]]*\.js$' then
    raise exception 'The release''s entry must be the http(s) address of its remoteEntry.js, with no spaces or control characters: %', pg_catalog.left(coalesce(entry, 'null'), 200)
      using errcode = 'PT400';
  end if;
  select * into v_existing from private.releases r
   where r.remote = v_remote.name and r.entry = release_register.entry and r.state not in ('refused', 'withdrawn')
   order by r.id desc limit 1;
  if found then
    raise exception '% is already release % of % (%)', entry, v_existing.id, v_remote.name, v_existing.state
      using errcode = 'PT409', hint = 'Upload each release to a folder of its own; to make this one live, promote it.';
  end if;
  insert into private.releases (remote, entry, state, registered_by, check_ok, check_result, checked_at)
  values (v_remote.name, entry, case when check_ok then 'candidate' else 'refused' end, v_caller.actor, check_ok, check_result, now())
  returning * into v_release;
  insert into private.release_events (remote, action, release_id, actor, verdict)
  values (v_remote.name, 'register', v_release.id, v_caller.actor, case when check_ok then 'pass' else 'fail' end);
  return private.release_json(v_release);
end
$$;

-- Records a new run of the release check for a release (before a promote, when the last one is
-- older than release_check_max_age()). A refused release whose check now passes is a candidate
-- again; a candidate whose check fails is refused.
create function public.release_record_check(remote text, release_id bigint, check_ok boolean, check_result jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_release private.releases;
begin
  perform private.release_check_report_ok(check_ok, check_result);
  v_release := private.release_of(v_remote.name, release_id);
  update private.releases r
     set check_ok = release_record_check.check_ok,
         check_result = release_record_check.check_result,
         checked_at = now(),
         state = case
                   when r.state = 'refused' and release_record_check.check_ok then 'candidate'
                   when r.state = 'candidate' and not release_record_check.check_ok then 'refused'
                   else r.state
                 end
   where r.id = v_release.id
  returning * into v_release;
  insert into private.release_events (remote, action, release_id, actor, verdict)
  values (v_remote.name, 'check', v_release.id, v_caller.actor, case when check_ok then 'pass' else 'fail' end);
  return private.release_json(v_release);
end
$$;

-- Makes a release live. Only a release whose last check passed within release_check_max_age()
-- can be; the release live before becomes `previous`, and rollback() returns to it. Concurrent
-- promotes of one remote wait for each other (the remote's row lock) and all land, in order.
create function public.release_promote(remote text, release_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_release private.releases := private.release_of(v_remote.name, release_id);
begin
  if v_release.state = 'live' then
    raise exception 'Release % of % is live already', v_release.id, v_remote.name using errcode = 'PT409';
  end if;
  if v_release.state = 'withdrawn' then
    raise exception 'Release % of % was withdrawn and cannot be promoted', v_release.id, v_remote.name
      using errcode = 'PT409', hint = 'Register a new release.';
  end if;
  if v_release.check_ok is distinct from true then
    raise exception 'Release % of % cannot be promoted: its release check %', v_release.id, v_remote.name,
        case when v_release.check_ok is null then 'never ran' else 'failed' end
      using errcode = 'PT409', hint = 'Fix what the check reported, then run the check again (npm run release -- promote runs it).';
  end if;
  if v_release.checked_at < now() - private.release_check_max_age() then
    raise exception 'Release % of % was last checked at %, over % ago: run the release check again before promoting it', v_release.id, v_remote.name, v_release.checked_at, private.release_check_max_age()
      using errcode = 'PT409', hint = 'check-expired';
  end if;
  return private.release_go_live(v_remote.name, v_release.id, 'promote', v_caller.actor);
end
$$;

-- Makes the release that was live before the live one live again: the release the live one
-- replaced when it was promoted (or imported). Rolling back twice steps back twice.
create function public.release_rollback(remote text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_target_id bigint;
begin
  if v_remote.live_release_id is null then
    raise exception '% has no live release to roll back', v_remote.name using errcode = 'PT409';
  end if;
  select e.previous_release_id into v_target_id
    from private.release_events e
   where e.remote = v_remote.name and e.action in ('promote', 'import') and e.release_id = v_remote.live_release_id
   order by e.id desc
   limit 1;
  if v_target_id is null then
    raise exception '% has nothing to roll back to: release % was its first live release', v_remote.name, v_remote.live_release_id
      using errcode = 'PT409';
  end if;
  if (select state from private.releases where id = v_target_id) = 'withdrawn' then
    raise exception 'Cannot roll % back to release %: it was withdrawn', v_remote.name, v_target_id
      using errcode = 'PT409', hint = 'Promote another release instead.';
  end if;
  return private.release_go_live(v_remote.name, v_target_id, 'rollback', v_caller.actor);
end
$$;

-- Takes a release out of use for good: it can never be promoted or rolled back to. Not the live one.
create function public.release_withdraw(remote text, release_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_release private.releases := private.release_of(v_remote.name, release_id);
begin
  if v_release.state = 'live' then
    raise exception 'Release % is live: promote another release or roll back first', v_release.id using errcode = 'PT409';
  end if;
  if v_release.state = 'withdrawn' then
    return private.release_json(v_release);
  end if;
  if exists (select 1 from private.release_canaries c where c.release_id = v_release.id and c.ended_at is null) then
    perform private.release_end_canary(v_remote.name, 'aborted', v_caller.actor, pg_catalog.format('canary aborted: release %s withdrawn by %s', v_release.id, v_caller.actor));
  end if;
  delete from private.release_previews p where p.release_id = v_release.id;
  update private.releases set state = 'withdrawn' where id = v_release.id returning * into v_release;
  insert into private.release_events (remote, action, release_id, actor) values (v_remote.name, 'withdraw', v_release.id, v_caller.actor);
  perform pg_catalog.pg_notify('release_ledger', v_remote.name);
  return private.release_json(v_release);
end
$$;

-- One release of a remote, for any valid credential (the command re-runs its check before a promote).
create function public.release_get(remote text, release_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
begin
  perform private.release_known_remote(remote);
  return private.release_json(private.release_of(remote, release_id));
end
$$;

-- What is live for each remote (or one), what it would roll back to, and its latest releases.
-- Any valid credential may read every remote's status: the map itself is public.
create function public.release_status(remote text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_result jsonb;
begin
  if remote is not null then
    perform private.release_known_remote(remote);
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'remote', r.name,
           'team', r.team,
           'paths', to_jsonb(r.paths),
           'live', private.release_json(live),
           'liveSince', (select e.at from private.release_events e
                          where e.remote = r.name and e.release_id = r.live_release_id and e.action in ('promote', 'rollback', 'import')
                          order by e.id desc limit 1),
           'liveBy', (select e.actor from private.release_events e
                       where e.remote = r.name and e.release_id = r.live_release_id and e.action in ('promote', 'rollback', 'import')
                       order by e.id desc limit 1),
           'rollbackTo', (select private.release_json(t) from private.release_events e join private.releases t on t.id = e.previous_release_id
                           where e.remote = r.name and e.action in ('promote', 'import') and e.release_id = r.live_release_id
                           order by e.id desc limit 1),
           'canary', (select private.release_canary_json(c) from private.release_canaries c where c.remote = r.name and c.ended_at is null),
           'releases', (select coalesce(jsonb_agg(private.release_json(x) order by x.id desc), '[]'::jsonb)
                          from private.releases x
                         where x.id in (select y.id from private.releases y where y.remote = r.name order by y.id desc limit 10))
         ) order by r.position, r.name), '[]'::jsonb)
    into v_result
    from private.release_remotes r
    left join private.releases live on live.id = r.live_release_id
   where release_status.remote is null or r.name = release_status.remote;
  return v_result;
end
$$;

-- The remote's history, newest first: every register, check, promote, rollback and withdraw.
create function public.release_history(remote text, max_rows integer default 50)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
begin
  perform private.release_known_remote(remote);
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', e.id,
             'at', e.at,
             'action', e.action,
             'release', e.release_id,
             'entry', rel.entry,
             'previous', e.previous_release_id,
             'by', e.actor,
             'check', case when e.action = 'import' then 'not run' else e.verdict end,
             'note', e.note
           ) order by e.id desc), '[]'::jsonb)
      from (select * from private.release_events e
             where e.remote = release_history.remote
             order by e.id desc
             limit greatest(1, least(coalesce(max_rows, 50), 1000))) as e
      left join private.releases rel on rel.id = e.release_id
  );
end
$$;

-- The live map, as composition servers read it (and as a hand-written remotes.json holds it):
-- { "<remote>": { "entry": "<remoteEntry.js>", "paths": [...] } } for every remote with a live release.
create function public.release_map()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_object_agg(r.name, json_build_object('entry', l.entry, 'paths', to_json(r.paths)) order by r.position, r.name), '{}'::json)
    from private.release_remotes r
    join private.releases l on l.id = r.live_release_id
$$;

-- Operator: adds a remote to the ledger, or changes its team or paths.
create function public.release_define_remote(remote text, team text, paths text[], "position" integer default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes;
begin
  if not v_caller.operator then
    raise exception 'Only the operator may define remotes' using errcode = 'PT403';
  end if;
  insert into private.release_remotes as r (name, team, paths, position)
  values (remote, team, paths, coalesce("position", (select coalesce(max(x.position) + 1, 0) from private.release_remotes x)))
  on conflict (name) do update
    set team = excluded.team, paths = excluded.paths, position = coalesce(release_define_remote."position", r.position), updated_at = now()
  returning * into v_remote;
  insert into private.release_events (remote, action, actor, note)
  values (v_remote.name, 'define', v_caller.actor, pg_catalog.format('team %s, paths %s', v_remote.team, pg_catalog.array_to_string(v_remote.paths, ' ')));
  perform pg_catalog.pg_notify('release_ledger', v_remote.name);
  return jsonb_build_object('remote', v_remote.name, 'team', v_remote.team, 'paths', to_jsonb(v_remote.paths));
end
$$;

-- Operator: takes a hand-written map ({ "<remote>": { "entry", "paths" } }) into the ledger: each
-- remote is defined (its team from `teams`, else its name without `remote`, lower-case) and its
-- entry made live, recorded as imported (its release check never ran). With `keep_live`, a remote
-- that already has a live release keeps it (how a local start seeds the ledger with its builds).
create function public.release_import(map json, teams jsonb default '{}'::jsonb, keep_live boolean default false)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_name text;
  v_value jsonb;
  v_team text;
  v_paths text[];
  v_remote private.release_remotes;
  v_live private.releases;
  v_release private.releases;
  v_position integer := 0;
  v_changed text[] := '{}';
begin
  if not v_caller.operator then
    raise exception 'Only the operator may import a map' using errcode = 'PT403';
  end if;
  if map is null or json_typeof(map) <> 'object' then
    raise exception 'The map must be a JSON object of remotes' using errcode = 'PT400';
  end if;
  -- json, not jsonb: the remotes keep the map's order.
  for v_name, v_value in select key, value::jsonb from json_each(map) loop
    if jsonb_typeof(v_value) <> 'object' or jsonb_typeof(v_value -> 'entry') <> 'string' or jsonb_typeof(v_value -> 'paths') <> 'array' then
      raise exception 'Map entry % must be {"entry": "<remoteEntry.js>", "paths": [...]}', v_name using errcode = 'PT400';
    end if;
    v_team := coalesce(teams ->> v_name, pg_catalog.lower(pg_catalog.regexp_replace(v_name, '^remote', '')));
    v_paths := array(select jsonb_array_elements_text(v_value -> 'paths'));
    select * into v_remote from private.release_remotes where name = v_name for update;
    if not found then
      insert into private.release_remotes (name, team, paths, position) values (v_name, v_team, v_paths, v_position) returning * into v_remote;
      insert into private.release_events (remote, action, actor, note)
      values (v_name, 'define', v_caller.actor, pg_catalog.format('team %s, paths %s', v_team, pg_catalog.array_to_string(v_paths, ' ')));
    elsif v_remote.paths is distinct from v_paths or (teams ? v_name and v_remote.team <> v_team) then
      update private.release_remotes
         set paths = v_paths, team = case when teams ? v_name then v_team else team end, updated_at = now()
       where name = v_name returning * into v_remote;
      insert into private.release_events (remote, action, actor, note)
      values (v_name, 'define', v_caller.actor, pg_catalog.format('team %s, paths %s', v_remote.team, pg_catalog.array_to_string(v_paths, ' ')));
    end if;
    v_position := v_position + 1;
    select * into v_live from private.releases where id = v_remote.live_release_id;
    if v_live.id is not null and (keep_live or v_live.entry = v_value ->> 'entry') then
      continue;
    end if;
    insert into private.releases (remote, entry, state, registered_by)
    values (v_name, v_value ->> 'entry', 'candidate', v_caller.actor)
    returning * into v_release;
    perform private.release_go_live(v_name, v_release.id, 'import', v_caller.actor, 'imported from a map: no release check ran');
    v_changed := v_changed || v_name;
  end loop;
  return jsonb_build_object('imported', to_jsonb(v_changed));
end
$$;

-- Operator: a new credential for a team, shown once. Only its SHA-256 is kept.
create function public.release_issue_credential(team text, label text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_token text := private.release_token('rt_');
  v_id uuid;
begin
  if not v_caller.operator then
    raise exception 'Only the operator may issue release credentials' using errcode = 'PT403';
  end if;
  insert into private.release_credentials (team, label, token_hash)
  values (team, label, pg_catalog.sha256(pg_catalog.convert_to(v_token, 'UTF8')))
  returning id into v_id;
  return jsonb_build_object('id', v_id, 'team', team, 'label', label, 'credential', v_token);
exception when unique_violation then
  raise exception 'Team % already has a credential labelled %: revoke it first, or choose another label', team, label using errcode = 'PT409';
end
$$;

-- Operator: revokes a team's credential (by its label); requests carrying it are refused at once.
create function public.release_revoke_credential(team text, label text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_id uuid;
begin
  if not v_caller.operator then
    raise exception 'Only the operator may revoke release credentials' using errcode = 'PT403';
  end if;
  update private.release_credentials c set revoked_at = now()
   where c.team = release_revoke_credential.team and c.label = release_revoke_credential.label and c.revoked_at is null
  returning id into v_id;
  if v_id is null then
    raise exception 'Team % has no credential labelled % in use', team, label using errcode = 'PT404';
  end if;
  return jsonb_build_object('id', v_id, 'team', team, 'label', label, 'revoked', true);
end
$$;

-- Operator: the credentials issued (never the tokens).
create function public.release_credentials()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
begin
  if not v_caller.operator then
    raise exception 'Only the operator may list release credentials' using errcode = 'PT403';
  end if;
  return (select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'team', c.team, 'label', c.label, 'createdAt', c.created_at, 'revokedAt', c.revoked_at)
                                    order by c.team, c.created_at), '[]'::jsonb)
            from private.release_credentials c);
end
$$;

-- A release that may be shown to visitors who did not ask for it: a passing check, not withdrawn.
create function private.release_showable(p_release private.releases, p_what text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_release.state in ('live', 'withdrawn') then
    raise exception 'Release % of % is % and cannot be given a %', p_release.id, p_release.remote, p_release.state, p_what
      using errcode = 'PT409', hint = case when p_release.state = 'live' then 'It is live already.' else 'Register a new release.' end;
  end if;
  if p_release.check_ok is distinct from true then
    raise exception 'Release % of % cannot be given a %: its release check %', p_release.id, p_release.remote, p_what,
        case when p_release.check_ok is null then 'never ran' else 'failed' end
      using errcode = 'PT409';
  end if;
end
$$;

-- A preview link's token for one release, for `ttl_seconds` (default 24 hours, at most 30 days).
create function public.release_preview(remote text, release_id bigint, ttl_seconds integer default 86400)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_release private.releases := private.release_of(v_remote.name, release_id);
  v_token text := private.release_token('rp_');
  v_expires timestamptz;
begin
  if ttl_seconds is null or ttl_seconds < 60 or ttl_seconds > 30 * 86400 then
    raise exception 'A preview lasts from 60 seconds to 30 days; got % seconds', ttl_seconds using errcode = 'PT400';
  end if;
  perform private.release_showable(v_release, 'preview');
  v_expires := now() + pg_catalog.make_interval(secs => ttl_seconds);
  insert into private.release_previews (token_hash, remote, release_id, expires_at, created_by)
  values (pg_catalog.sha256(pg_catalog.convert_to(v_token, 'UTF8')), v_remote.name, v_release.id, v_expires, v_caller.actor);
  insert into private.release_events (remote, action, release_id, actor, note)
  values (v_remote.name, 'preview', v_release.id, v_caller.actor, 'preview link until ' || pg_catalog.to_char(v_expires at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'));
  perform pg_catalog.pg_notify('release_ledger', v_remote.name);
  return jsonb_build_object('remote', v_remote.name, 'release', v_release.id, 'token', v_token, 'expiresAt', v_expires);
end
$$;

-- Starts a canary (or changes its share): `percent` of visitors see `release_id` for this remote.
-- Only a release that could be promoted now can be; one canary per remote at a time.
create function public.release_canary(remote text, release_id bigint, percent integer, min_views integer default 200, max_failure_rate numeric default 0.05)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_release private.releases := private.release_of(v_remote.name, release_id);
  v_active private.release_canaries;
  v_canary private.release_canaries;
begin
  perform private.release_showable(v_release, 'canary');
  if v_release.checked_at < now() - private.release_check_max_age() then
    raise exception 'Release % of % was last checked over % ago: run the release check again first', v_release.id, v_remote.name, private.release_check_max_age()
      using errcode = 'PT409', hint = 'check-expired';
  end if;
  select * into v_active from private.release_canaries c where c.remote = v_remote.name and c.ended_at is null;
  if v_active.id is not null and v_active.release_id <> v_release.id then
    raise exception '% has a canary of release % running: promote or abort it first', v_remote.name, v_active.release_id using errcode = 'PT409';
  end if;
  if v_active.id is not null then
    update private.release_canaries c
       set percent = release_canary.percent, min_views = release_canary.min_views, max_failure_rate = release_canary.max_failure_rate
     where c.id = v_active.id returning * into v_canary;
  else
    insert into private.release_canaries (remote, release_id, percent, min_views, max_failure_rate, started_by)
    values (v_remote.name, v_release.id, percent, min_views, max_failure_rate, v_caller.actor)
    returning * into v_canary;
  end if;
  insert into private.release_events (remote, action, release_id, actor, note)
  values (v_remote.name, 'canary', v_release.id, v_caller.actor,
          pg_catalog.format('canary %s: %s%% of visitors (abort past %s%% failures after %s views)', v_canary.id, v_canary.percent, v_canary.max_failure_rate * 100, v_canary.min_views));
  perform pg_catalog.pg_notify('release_ledger', v_remote.name);
  return jsonb_build_object('remote', v_remote.name, 'canary', v_canary.id, 'release', v_release.id, 'percent', v_canary.percent,
                            'minViews', v_canary.min_views, 'maxFailureRate', v_canary.max_failure_rate, 'since', v_canary.started_at);
end
$$;

-- Ends the remote's canary; its visitors see the live release from the next request.
create function private.release_end_canary(p_remote text, p_outcome text, p_actor text, p_reason text)
returns private.release_canaries
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_canary private.release_canaries;
begin
  update private.release_canaries set ended_at = now(), outcome = p_outcome
   where remote = p_remote and ended_at is null
  returning * into v_canary;
  if v_canary.id is not null and p_outcome <> 'promoted' then
    insert into private.release_events (remote, action, release_id, actor, note)
    values (p_remote, 'abort', v_canary.release_id, p_actor, pg_catalog.left(p_reason, 2000));
    perform pg_catalog.pg_notify('release_ledger', p_remote);
  end if;
  return v_canary;
end
$$;

create function public.release_abort(remote text, reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_canary private.release_canaries := private.release_end_canary(v_remote.name, 'aborted', v_caller.actor,
                                         pg_catalog.format('canary aborted by %s%s', v_caller.actor, coalesce(': ' || nullif(pg_catalog.btrim(reason), ''), '')));
begin
  if v_canary.id is null then
    raise exception '% has no canary running', v_remote.name using errcode = 'PT409';
  end if;
  return jsonb_build_object('remote', v_remote.name, 'canary', v_canary.id, 'release', v_canary.release_id, 'outcome', 'aborted');
end
$$;



-- What composers need beside the map: each remote's running canary, and the previews in force
-- (by the SHA-256 of their token, hex). Public, like the map: a hash gives no token away.
create function public.release_rollouts()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'canaries', coalesce((select json_object_agg(c.remote, json_build_object('id', c.id, 'release', c.release_id, 'entry', r.entry, 'percent', c.percent) order by c.remote)
                            from private.release_canaries c join private.releases r on r.id = c.release_id
                           where c.ended_at is null), '{}'::json),
    'previews', coalesce((select json_object_agg(pg_catalog.encode(p.token_hash, 'hex'), json_build_object('remote', p.remote, 'release', p.release_id, 'entry', r.entry, 'expiresAt', p.expires_at) order by p.expires_at)
                            from private.release_previews p join private.releases r on r.id = p.release_id
                           where p.expires_at > now() and r.state <> 'withdrawn'), '{}'::json)
  )
$$;

-- One cohort's figures of a canary since it started, from analytics_events: page views and web
-- vitals (tagged by the browser with the page's cohorts, e.g. "7c" = canary 7, canary cohort),
-- browser section load failures, and the composers' request and failure counts.
create function private.release_cohort_figures(p_canary private.release_canaries, p_cohort text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with tagged as (
    select e.event_name, e.properties
      from public.analytics_events e
     where e.created_at >= p_canary.started_at
       and (p_canary.ended_at is null or e.created_at <= p_canary.ended_at)
       and e.event_name in ('page_view', 'web_vital', 'section_load_failed')
       and coalesce(e.properties ->> 'cohorts', '') ~ ('(^|\.)' || p_canary.id || p_cohort || '($|\.)')
  ),
  served as (
    select coalesce(sum((e.properties ->> 'requests')::bigint), 0) as requests, coalesce(sum((e.properties ->> 'failures')::bigint), 0) as failures
      from public.analytics_events e
     where e.event_name = 'release_canary_requests'
       and e.created_at >= p_canary.started_at
       and e.properties ->> 'canary' = p_canary.id::text
       and e.properties ->> 'cohort' = p_cohort
       and jsonb_typeof(e.properties -> 'requests') = 'number'
       and jsonb_typeof(e.properties -> 'failures') = 'number'
  ),
  vitals as (
    select t.properties ->> 'metric' as metric, (t.properties ->> 'value')::numeric as value
      from tagged t
     where t.event_name = 'web_vital' and t.properties ->> 'metric' in ('LCP', 'INP', 'CLS') and jsonb_typeof(t.properties -> 'value') = 'number'
  )
  select jsonb_build_object(
    'pageViews', (select count(*) from tagged where event_name = 'page_view'),
    'requests', (select requests from served),
    'serverFailures', (select failures from served),
    'browserFailures', (select count(*) from tagged where event_name = 'section_load_failed'),
    'lcpP75', (select percentile_cont(0.75) within group (order by value) from vitals where metric = 'LCP'),
    'inpP75', (select percentile_cont(0.75) within group (order by value) from vitals where metric = 'INP'),
    'clsP75', (select percentile_cont(0.75) within group (order by value) from vitals where metric = 'CLS')
  )
$$;

-- A canary as `release status` shows it: its settings and both cohorts' figures.
create function private.release_canary_json(p_canary private.release_canaries)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when p_canary.id is null then null else jsonb_build_object(
    'id', p_canary.id, 'release', p_canary.release_id, 'percent', p_canary.percent, 'since', p_canary.started_at, 'by', p_canary.started_by,
    'minViews', p_canary.min_views, 'maxFailureRate', p_canary.max_failure_rate,
    'live', private.release_cohort_figures(p_canary, 'l'),
    'candidate', private.release_cohort_figures(p_canary, 'c')
  ) end
$$;

-- The guard (service role: `npm run worker`, and the embedded backend): aborts each running
-- canary whose candidate cohort has at least min_views requests (server) or page views (browser)
-- and whose failures among them reach max_failure_rate, saying why in the history. Also drops
-- previews that have expired. Returns the canaries it aborted.
create function public.release_guard()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_canary private.release_canaries;
  v_figures jsonb;
  v_requests bigint;
  v_views bigint;
  v_server bigint;
  v_browser bigint;
  v_reason text;
  v_aborted jsonb := '[]'::jsonb;
begin
  delete from private.release_previews where expires_at <= now();
  for v_canary in select * from private.release_canaries where ended_at is null order by id loop
    v_figures := private.release_cohort_figures(v_canary, 'c');
    v_requests := (v_figures ->> 'requests')::bigint;
    v_views := (v_figures ->> 'pageViews')::bigint;
    v_server := (v_figures ->> 'serverFailures')::bigint;
    v_browser := (v_figures ->> 'browserFailures')::bigint;
    v_reason := null;
    if v_requests >= v_canary.min_views and v_server >= v_requests * v_canary.max_failure_rate then
      v_reason := pg_catalog.format('composition failures: %s of %s candidate requests (%s%%), at or past %s%%', v_server, v_requests,
                                    round(100.0 * v_server / v_requests, 1), v_canary.max_failure_rate * 100);
    elsif v_views >= v_canary.min_views and v_browser >= v_views * v_canary.max_failure_rate then
      v_reason := pg_catalog.format('browser load failures: %s of %s candidate page views (%s%%), at or past %s%%', v_browser, v_views,
                                    round(100.0 * v_browser / v_views, 1), v_canary.max_failure_rate * 100);
    end if;
    if v_reason is not null then
      perform private.release_end_canary(v_canary.remote, 'aborted', 'guard', 'canary aborted by the guard: ' || v_reason);
      v_aborted := v_aborted || jsonb_build_object('remote', v_canary.remote, 'canary', v_canary.id, 'release', v_canary.release_id, 'reason', v_reason);
    end if;
  end loop;
  return v_aborted;
end
$$;

revoke execute on all functions in schema private from public, anon, authenticated, service_role;
revoke execute on function
  public.release_register(text, text, boolean, jsonb),
  public.release_record_check(text, bigint, boolean, jsonb),
  public.release_promote(text, bigint),
  public.release_rollback(text),
  public.release_withdraw(text, bigint),
  public.release_get(text, bigint),
  public.release_status(text),
  public.release_history(text, integer),
  public.release_map(),
  public.release_define_remote(text, text, text[], integer),
  public.release_import(json, jsonb, boolean),
  public.release_issue_credential(text, text),
  public.release_revoke_credential(text, text),
  public.release_preview(text, bigint, integer),
  public.release_canary(text, bigint, integer, integer, numeric),
  public.release_abort(text, text),
  public.release_rollouts(),
  public.release_guard(),
  public.release_credentials()
  from public, anon, authenticated, service_role;

-- Teams call with the public anon key and their credential; the functions decide what they may do.
grant execute on function
  public.release_register(text, text, boolean, jsonb),
  public.release_record_check(text, bigint, boolean, jsonb),
  public.release_promote(text, bigint),
  public.release_rollback(text),
  public.release_withdraw(text, bigint),
  public.release_get(text, bigint),
  public.release_status(text),
  public.release_history(text, integer),
  public.release_map(),
  public.release_preview(text, bigint, integer),
  public.release_canary(text, bigint, integer, integer, numeric),
  public.release_abort(text, text),
  public.release_rollouts()
  to anon, authenticated, service_role;
grant execute on function
  public.release_define_remote(text, text, text[], integer),
  public.release_import(json, jsonb, boolean),
  public.release_issue_credential(text, text),
  public.release_revoke_credential(text, text),
  public.release_credentials(),
  public.release_guard()
  to service_role;
