-- Operator: revokes a team's credential (by its label); requests carrying it are refused at once.
create or replace function public.release_revoke_credential(team text, label text)
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

revoke execute on function public.release_revoke_credential(text, text) from public, anon, authenticated;
grant execute on function public.release_revoke_credential(text, text) to service_role;
