-- Canaries of the release ledger: a share of visitors on a candidate release of one remote, at
-- most one running per remote (public.release_canary; aborted by public.release_guard).
create table private.release_canaries (
  id bigint generated always as identity primary key,
  remote text not null references private.release_remotes (name),
  release_id bigint not null references private.releases (id),
  percent integer not null,
  min_views integer not null,
  max_failure_rate numeric not null,
  -- How much worse the candidate's p75 LCP or INP may be than the live release's over the same
  -- period (0.2 = +20%) before the guard aborts it, once both cohorts have min_views samples.
  max_vitals_increase numeric not null default 0.2,
  started_at timestamptz not null default now(),
  started_by text not null,
  ended_at timestamptz,
  outcome text,
  -- The guard's last look at it: when, and why it could not judge it (null when it could).
  judged_at timestamptz,
  judge_error text,
  constraint release_canaries_percent_check check (percent between 1 and 99),
  constraint release_canaries_min_views_check check (min_views between 1 and 1000000),
  constraint release_canaries_rate_check check (max_failure_rate > 0 and max_failure_rate <= 1),
  constraint release_canaries_vitals_check check (max_vitals_increase > 0 and max_vitals_increase <= 10),
  constraint release_canaries_outcome_check check (outcome in ('promoted', 'aborted', 'replaced')),
  constraint release_canaries_ended check ((ended_at is null) = (outcome is null)),
  constraint release_canaries_judge_error_length check (char_length(judge_error) <= 500)
);

create unique index release_canaries_one_active_idx on private.release_canaries (remote) where ended_at is null;

comment on table private.release_canaries is 'Canaries of the release ledger: a share of visitors on a candidate release of one remote.';

alter table private.release_canaries enable row level security;
revoke all on table private.release_canaries from public, anon, authenticated, service_role;
