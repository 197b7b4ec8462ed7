-- History is never rewritten: not by the release functions, not by an operator at a SQL prompt by
-- mistake.
create trigger release_events_append_only
  before update or delete or truncate on private.release_events
  for each statement execute function private.release_events_append_only();
