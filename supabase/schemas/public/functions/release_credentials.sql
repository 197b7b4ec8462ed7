-- Operator: the credentials issued (never the tokens).
create or replace function public.release_credentials()
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

revoke execute on function public.release_credentials() from public, anon, authenticated;
grant execute on function public.release_credentials() to service_role;
