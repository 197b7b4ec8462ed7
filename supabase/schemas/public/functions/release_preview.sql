-- A preview link's token for one release, for `ttl_seconds` (default 24 hours, at most 30 days).
create or replace function public.release_preview(remote text, release_id bigint, ttl_seconds integer default 86400)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller record := private.release_caller();
  v_remote private.release_remotes := private.release_remote_for(remote, v_caller.team, v_caller.operator);
  v_release private.releases := private.release_of(v_remote.name, release_id);
  v_token text := private.release_token('rp_');
  v_expires timestamptz;
begin
  if ttl_seconds is null or ttl_seconds < 60 or ttl_seconds > 30 * 86400 then
    raise exception 'A preview lasts from 60 seconds to 30 days; got % seconds', ttl_seconds using errcode = 'PT400';
  end if;
  perform private.release_showable(v_release, 'preview');
  v_expires := now() + pg_catalog.make_interval(secs => ttl_seconds);
  insert into private.release_previews (token_hash, remote, release_id, expires_at, created_by)
  values (pg_catalog.sha256(pg_catalog.convert_to(v_token, 'UTF8')), v_remote.name, v_release.id, v_expires, v_caller.actor);
  insert into private.release_events (remote, action, release_id, actor, note)
  values (v_remote.name, 'preview', v_release.id, v_caller.actor, 'preview link until ' || pg_catalog.to_char(v_expires at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'));
  perform pg_catalog.pg_notify('release_ledger', v_remote.name);
  return jsonb_build_object('remote', v_remote.name, 'release', v_release.id, 'token', v_token, 'expiresAt', v_expires);
end
$$;

revoke execute on function public.release_preview(text, bigint, integer) from public;
grant execute on function public.release_preview(text, bigint, integer) to anon, authenticated, service_role;
