-- The two schemas and what a new object in them starts with.
--
-- `public` is the one schema the API (PostgREST) exposes; `private` holds what no API role may
-- reach: the rate-limit ledger, the submission log, the lead outbox, the release ledger and the
-- functions behind them (no API role has USAGE on it; only SECURITY DEFINER functions owned by
-- the migration role touch it).
--
-- Hosted projects already have the API roles; on a bare PostgreSQL supabase/roles.sql creates them
-- before anything here runs.

-- New objects in `public` start private: a table or function is exposed only by an explicit GRANT
-- in its own file, never by accident through default privileges (Supabase's defaults give anon full
-- access in `public`).
alter default privileges in schema public revoke all on tables from public, anon, authenticated;
alter default privileges in schema public revoke all on sequences from public, anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;

grant usage on schema public to anon, authenticated, service_role;

create schema private;

revoke all on schema private from public, anon, authenticated, service_role;
