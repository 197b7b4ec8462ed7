-- Audit trail of form submissions (docs/product.md §8), written by private.log_submission.
create table private.submission_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  event_type text not null,
  payload_data jsonb not null default '{}'::jsonb,
  client_ip text,
  user_agent text,
  is_success boolean not null,
  error_msg text,
  constraint submission_log_event_type_length check (char_length(event_type) between 1 and 100),
  constraint submission_log_payload_size check (octet_length(payload_data::text) <= 16384),
  constraint submission_log_client_ip_length check (client_ip is null or char_length(client_ip) <= 100),
  constraint submission_log_user_agent_length check (user_agent is null or char_length(user_agent) <= 512),
  constraint submission_log_error_msg_length check (error_msg is null or char_length(error_msg) <= 2000)
);

create index submission_log_created_at_idx on private.submission_log (created_at desc);

comment on table private.submission_log is
  'Audit trail of audit-request submissions, written by private.log_submission (docs/product.md §8).';

revoke all on table private.submission_log from public, anon, authenticated, service_role;
