-- Operator: a new credential for a team, shown once. Only its SHA-256 is kept.
create or replace function public.release_issue_credential(team text, label text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_token text := private.release_token('rt_');
  v_id uuid;
begin
  if not v_caller.operator then
    raise exception 'Only the operator may issue release credentials' using errcode = 'PT403';
  end if;
  insert into private.release_credentials (team, label, token_hash)
  values (team, label, pg_catalog.sha256(pg_catalog.convert_to(v_token, 'UTF8')))
  returning id into v_id;
  return jsonb_build_object('id', v_id, 'team', team, 'label', label, 'credential', v_token);
exception when unique_violation then
  raise exception 'Team % already has a credential labelled %: revoke it first, or choose another label', team, label using errcode = 'PT409';
end
$$;

revoke execute on function public.release_issue_credential(text, text) from public, anon, authenticated;
grant execute on function public.release_issue_credential(text, text) to service_role;
