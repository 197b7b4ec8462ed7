-- Logs a form submission to private.submission_log. Never fails on oversized input: the log must
-- not be the reason a lead is lost, so values are clipped to the column limits instead of being
-- rejected. The 'unknown' bucket is logged as no address (client_ip NULL, client_ip_known false):
-- the log says who submitted, and 'unknown' is not anyone.
create or replace function private.log_submission(
  event_type text,
  payload_data jsonb,
  client_ip text,
  user_agent_string text,
  is_success boolean,
  error_msg text default null
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id bigint;
  payload jsonb := coalesce(log_submission.payload_data, '{}'::jsonb);
  v_ip text := nullif(log_submission.client_ip, 'unknown');
begin
  if v_ip is null and payload ? 'client_ip_known' then
    payload := jsonb_set(payload, '{client_ip_known}', 'false'::jsonb);
  end if;
  if octet_length(payload::text) > 16384 then
    payload := jsonb_build_object('truncated', true, 'original_bytes', octet_length(payload::text));
  end if;

  insert into private.submission_log (event_type, payload_data, client_ip, user_agent, is_success, error_msg)
  values (
    left(coalesce(nullif(log_submission.event_type, ''), 'unknown'), 100),
    payload,
    left(v_ip, 100),
    left(log_submission.user_agent_string, 512),
    coalesce(log_submission.is_success, false),
    left(log_submission.error_msg, 2000)
  )
  returning id into new_id;

  return new_id;
end;
$$;

revoke execute on function private.log_submission(text, jsonb, text, text, boolean, text) from public, anon, authenticated, service_role;
