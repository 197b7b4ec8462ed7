-- The delivery worker's record of one attempt (service_role only), only while the row is still
-- that worker's: a worker whose lease ran out and whose row another worker took over changes
-- nothing (returns false).
--   delivered  state delivered, delivered_at now, last error cleared
--   retry      stays pending, due again at retry_at (default now)
--   dead       dead-lettered: left for the owner (`npm run leads -- --redeliver-dead`)
create or replace function public.finish_lead_delivery(
  delivery_id bigint,
  worker_id text,
  outcome text,
  status integer default null,
  error text default null,
  retry_at timestamptz default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if finish_lead_delivery.outcome is null or finish_lead_delivery.outcome not in ('delivered', 'retry', 'dead') then
    raise exception using errcode = '22023', message = 'outcome: delivered, retry or dead';
  end if;

  update private.lead_deliveries as d
     set state = case finish_lead_delivery.outcome when 'retry' then 'pending' else finish_lead_delivery.outcome end,
         delivered_at = case when finish_lead_delivery.outcome = 'delivered' then now() end,
         next_attempt_at = case when finish_lead_delivery.outcome = 'retry'
                                then coalesce(finish_lead_delivery.retry_at, now()) else d.next_attempt_at end,
         locked_until = null,
         locked_by = null,
         last_status = finish_lead_delivery.status,
         last_error = case when finish_lead_delivery.outcome = 'delivered' then null
                           else pg_catalog.left(finish_lead_delivery.error, 2000) end
   where d.id = finish_lead_delivery.delivery_id
     and d.state = 'pending'
     and d.locked_by = finish_lead_delivery.worker_id;
  return found;
end;
$$;

comment on function public.finish_lead_delivery(bigint, text, text, integer, text, timestamp with time zone) is
  'Delivery worker: records delivered / retry / dead for a row it still holds. service_role only (migration 20261124140000).';

revoke execute on function public.finish_lead_delivery(bigint, text, text, integer, text, timestamp with time zone) from public, anon, authenticated;
grant execute on function public.finish_lead_delivery(bigint, text, text, integer, text, timestamp with time zone) to service_role;
