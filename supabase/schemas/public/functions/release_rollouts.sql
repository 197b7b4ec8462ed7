-- What composers need beside the map: each remote's live release (its id, for their metrics, with
-- its entry, so a composer labels a section only while it serves that entry), each remote's
-- running canary (with the guard's reason when it could not judge it), and the previews in force
-- (by the SHA-256 of their token, hex). For composers (a credential of the reserved team
-- `composers`) and the operator only: it names every candidate's entry, which a browser learns
-- only in a page served to that preview or cohort.
create or replace function public.release_rollouts()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
begin
  if not v_caller.operator and v_caller.team is distinct from 'composers' then
    raise exception 'Only a composer''s credential (team composers) or the operator may read the rollouts' using errcode = 'PT403';
  end if;
  return json_build_object(
    'canaries', coalesce((select json_object_agg(c.remote, json_build_object('id', c.id, 'release', c.release_id, 'entry', r.entry, 'percent', c.percent, 'judgeError', c.judge_error) order by c.remote)
                            from private.release_canaries c join private.releases r on r.id = c.release_id
                           where c.ended_at is null), '{}'::json),
    'previews', coalesce((select json_object_agg(pg_catalog.encode(p.token_hash, 'hex'), json_build_object('remote', p.remote, 'release', p.release_id, 'entry', r.entry, 'expiresAt', p.expires_at) order by p.expires_at)
                            from private.release_previews p join private.releases r on r.id = p.release_id
                           where p.expires_at > now() and r.state <> 'withdrawn'), '{}'::json),
    'live', coalesce((select json_object_agg(m.name, json_build_object('release', l.id, 'entry', l.entry) order by m.name)
                        from private.release_remotes m join private.releases l on l.id = m.live_release_id), '{}'::json)
  );
end
$$;

revoke execute on function public.release_rollouts() from public;
grant execute on function public.release_rollouts() to anon, authenticated, service_role;
