-- The delivery worker's claim (service_role only): leases up to max_rows due deliveries to one
-- worker: pending, due, and not leased by anyone else. SKIP LOCKED lets several workers claim at
-- once without waiting on or sharing a row; the lease (locked_until) keeps a row from being claimed
-- again while its POST may be in flight, and lets another worker take it over once a crashed
-- worker's lease has run out. An attempt is counted when it is claimed, so a row that kills its
-- worker still reaches the attempt bound.
create or replace function public.claim_lead_deliveries(worker_id text, max_rows integer default 10, lease_ms integer default 60000)
returns table (id bigint, audit_id uuid, payload jsonb, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if claim_lead_deliveries.worker_id is null or pg_catalog.btrim(claim_lead_deliveries.worker_id) = ''
     or char_length(claim_lead_deliveries.worker_id) > 200 then
    raise exception using errcode = '22023', message = 'worker_id: 1-200 characters';
  end if;
  if claim_lead_deliveries.lease_ms is null or claim_lead_deliveries.lease_ms not between 100 and 86400000 then
    raise exception using errcode = '22023', message = 'lease_ms: 100 to 86400000';
  end if;

  return query
  with due as (
    select d.id
      from private.lead_deliveries as d
     where d.state = 'pending'
       and d.next_attempt_at <= now()
       and (d.locked_until is null or d.locked_until <= now())
     order by d.next_attempt_at, d.id
     limit greatest(1, least(coalesce(claim_lead_deliveries.max_rows, 10), 100))
       for update skip locked
  )
  update private.lead_deliveries as d
     set locked_until = now() + make_interval(secs => claim_lead_deliveries.lease_ms / 1000.0),
         locked_by = claim_lead_deliveries.worker_id,
         attempts = d.attempts + 1
    from due
   where d.id = due.id
  returning d.id, d.audit_id, d.payload, d.attempts;
end;
$$;

comment on function public.claim_lead_deliveries(text, integer, integer) is
  'Delivery worker: leases up to max_rows due webhook deliveries (SKIP LOCKED). service_role only (migration 20261124140000).';

revoke execute on function public.claim_lead_deliveries(text, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_lead_deliveries(text, integer, integer) to service_role;
