-- The one cleaning rule for text arriving from the public internet (docs/backend.md,
-- "submit_marketing_audit"). Close to the form's sanitiser, but HTML is kept as data (the form
-- strips tags; the database stores what it is given and every reader escapes) and tabs stay in
-- multi-line text.
--   1. line breaks normalised to \n (\r\n, \r, U+2028, U+2029);
--   2. C0 controls, DEL and C1 controls removed; in multi-line text \n and \t are kept;
--   3. bidi embedding/override/isolate controls and invisible separators removed (zero-width
--      space U+200B, word joiner U+2060, BOM U+FEFF, Mongolian vowel separator U+180E).
--      Zero-width joiner/non-joiner (emoji sequences, Indic and Persian scripts) and the
--      LRM/RLM/ALM marks (they reorder nothing on their own) are kept;
--   4. Unicode NFC normalisation;
--   5. leading and trailing white space trimmed, Unicode spaces included;
--   6. a value with nothing visible (private.visible_text) cleans to '', so required fields are
--      missing, optional ones NULL, and analytics referrers NULL.
-- NUL never reaches SQL: PostgreSQL text cannot hold it (the API answers 400 / 22P05).
create or replace function private.clean_text(value text, multiline boolean default false)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when private.visible_text(c.cleaned) = '' then '' else c.cleaned end
    from (
      select pg_catalog.regexp_replace(
               pg_catalog.normalize(
                 pg_catalog.regexp_replace(
                   pg_catalog.regexp_replace(
                     pg_catalog.regexp_replace(value, '\r\n?|[\u2028\u2029]', E'\n', 'g'),
                     case when multiline
                          then '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]'
                          else '[\u0001-\u001f\u007f-\u009f]' end,
                     '', 'g'),
                   '[\u202a-\u202e\u2066-\u2069\u200b\u2060\ufeff\u180e]', '', 'g'),
                 'NFC'),
               '^[[:space:]\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+|[[:space:]\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+$',
               '', 'g') as cleaned
    ) as c
$$;

comment on function private.clean_text(text, boolean) is
  'Cleans visitor text: line breaks, control, bidi and invisible characters, NFC, Unicode trim; nothing visible -> '''' (migrations 20261121100000, 20261124120000).';

revoke execute on function private.clean_text(text, boolean) from public, anon, authenticated, service_role;
