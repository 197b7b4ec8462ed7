-- The cleaning of public.analytics_events' text columns (trigger analytics_events_clean_text):
-- browsers insert directly, so it runs in a trigger. Cleaning rather than rejecting: the site
-- sends events in batches of 10 and one odd user agent must not sink the batch. A page_url that
-- cleans down to '' still fails its 1-2048 CHECK (400). SECURITY DEFINER because the inserting
-- role (anon) has no USAGE on schema private; the function only rewrites the row being inserted.
create or replace function private.clean_analytics_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.page_url := private.clean_text(new.page_url);
  new.referrer := nullif(private.clean_text(new.referrer), '');
  new.user_agent := private.clean_text(new.user_agent);
  return new;
end;
$$;

revoke execute on function private.clean_analytics_event() from public, anon, authenticated, service_role;
