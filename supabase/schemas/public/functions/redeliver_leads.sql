-- The owner's re-queue. No argument: every dead delivery. An audit id: that lead, whatever its
-- state (a lead stored before the outbox gets its first delivery row). Re-queued rows are due now
-- with a fresh attempt count; a row leased right now keeps its lease, so it is not posted twice at
-- once. Returns how many rows were queued.
create or replace function public.redeliver_leads(audit_id uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  if redeliver_leads.audit_id is null then
    update private.lead_deliveries as d
       set state = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null, locked_by = null
     where d.state = 'dead';
    get diagnostics n = row_count;
    return n;
  end if;

  insert into private.lead_deliveries (audit_id, payload)
  select a.id, private.lead_webhook_payload(a.id, null, null, null, null, null, null, null, null)
    from public.marketing_audits as a
   where a.id = redeliver_leads.audit_id
  on conflict on constraint lead_deliveries_audit_id_key do update
     set state = 'pending', attempts = 0, next_attempt_at = now(), delivered_at = null;
  get diagnostics n = row_count;
  return n;
end;
$$;

comment on function public.redeliver_leads(uuid) is
  'Owner: re-queues one lead''s delivery, or every dead one when no audit id is given. service_role only (migration 20261124140000).';

revoke execute on function public.redeliver_leads(uuid) from public, anon, authenticated;
grant execute on function public.redeliver_leads(uuid) to service_role;
