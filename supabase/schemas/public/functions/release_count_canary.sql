-- Composers (a credential of the reserved team `composers`) and the operator: adds counts of
-- running canaries' requests, e.g. [{"canary": 7, "cohort": "c", "requests": 40, "failures": 2}].
-- Every figure is checked (whole numbers, failures within requests, at most 100 rows a call);
-- counts of a canary that has ended are dropped. Returns how many rows it stored.
create or replace function public.release_count_canary(counts jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_row jsonb;
  v_stored integer := 0;
begin
  if not v_caller.operator and v_caller.team is distinct from 'composers' then
    raise exception 'Only a composer''s credential (team composers) or the operator may count canary requests' using errcode = 'PT403';
  end if;
  if jsonb_typeof(counts) is distinct from 'array' or jsonb_array_length(counts) > 100 then
    raise exception 'counts must be an array of at most 100 objects' using errcode = 'PT400';
  end if;
  for v_row in select value from jsonb_array_elements(counts) loop
    -- Shapes first, then the casts: SQL does not promise to evaluate an OR from left to right.
    if jsonb_typeof(v_row) is distinct from 'object'
       or coalesce(v_row ->> 'cohort', '') not in ('c', 'l')
       or jsonb_typeof(v_row -> 'canary') is distinct from 'number'
       or jsonb_typeof(v_row -> 'requests') is distinct from 'number'
       or jsonb_typeof(v_row -> 'failures') is distinct from 'number'
       or (v_row ->> 'canary') !~ '^[0-9]{1,18}$'
       or (v_row ->> 'requests') !~ '^[0-9]{1,7}$'
       or (v_row ->> 'failures') !~ '^[0-9]{1,7}$' then
      raise exception 'Not a canary count: % (each needs canary, cohort "c" or "l", requests 1-1000000 and failures 0-requests, whole numbers)', pg_catalog.left(v_row::text, 200)
        using errcode = 'PT400';
    end if;
    if (v_row ->> 'requests')::bigint not between 1 and 1000000 or (v_row ->> 'failures')::bigint > (v_row ->> 'requests')::bigint then
      raise exception 'Not a canary count: % (requests 1-1000000, failures at most requests)', pg_catalog.left(v_row::text, 200)
        using errcode = 'PT400';
    end if;
    insert into private.release_canary_counts (canary_id, cohort, requests, failures, counted_by)
    select c.id, v_row ->> 'cohort', (v_row ->> 'requests')::bigint, (v_row ->> 'failures')::bigint, v_caller.actor
      from private.release_canaries c
     where c.id = (v_row ->> 'canary')::bigint and c.ended_at is null;
    if found then
      v_stored := v_stored + 1;
    end if;
  end loop;
  return v_stored;
end
$$;

revoke execute on function public.release_count_canary(jsonb) from public;
grant execute on function public.release_count_canary(jsonb) to anon, authenticated, service_role;
