-- What the composers counted of each running canary, by cohort: page requests, and the
-- candidate's composition failures (served the live page instead). Written only through
-- public.release_count_canary, with a composer's credential (team `composers`) or by the operator;
-- the guard judges a canary on these, never on rows a browser can write.
create table private.release_canary_counts (
  id bigint generated always as identity primary key,
  canary_id bigint not null references private.release_canaries (id),
  cohort text not null,
  requests bigint not null,
  failures bigint not null,
  counted_by text not null,
  counted_at timestamptz not null default now(),
  constraint release_canary_counts_cohort_check check (cohort in ('c', 'l')),
  constraint release_canary_counts_requests_check check (requests between 1 and 1000000),
  constraint release_canary_counts_failures_check check (failures between 0 and requests),
  constraint release_canary_counts_counted_by_length check (char_length(counted_by) <= 200)
);

create index release_canary_counts_canary_idx on private.release_canary_counts (canary_id, cohort);

comment on table private.release_canary_counts is 'Composers'' counts of each canary''s requests and failures, by cohort (public.release_count_canary).';

alter table private.release_canary_counts enable row level security;
revoke all on table private.release_canary_counts from public, anon, authenticated, service_role;
