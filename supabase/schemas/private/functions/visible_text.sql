-- What shows of a value: without the characters that have no glyph of their own, and trimmed of
-- white space (Unicode spaces included); for emptiness and minimum lengths only, never stored.
-- These characters are not removed from real text: ZWJ/ZWNJ and the variation selectors build
-- emoji sequences and Persian or Indic words, tag characters build subdivision flags. Listed code
-- point by code point rather than by locale class, so PostgreSQL 15 clusters with any locale agree
-- with PGlite:
--   U+00AD soft hyphen, U+034F combining grapheme joiner, U+061C Arabic letter mark,
--   U+115F/U+1160/U+3164/U+FFA0 Hangul fillers, U+180B-U+180F Mongolian selectors and vowel
--   separator, U+200B-U+200F zero-width space, ZWNJ, ZWJ, LRM, RLM, U+202A-U+202E and
--   U+2066-U+2069 bidi controls, U+2060-U+2064 word joiner and invisible operators,
--   U+206A-U+206F deprecated format controls, U+2800 Braille blank, U+FE00-U+FE0F and
--   U+E0100-U+E01EF variation selectors, U+FEFF BOM, U+E0000-U+E007F tag characters.
create or replace function private.visible_text(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
           pg_catalog.regexp_replace(
             value,
             '[\u00ad\u034f\u061c\u115f\u1160\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e007f\U000e0100-\U000e01ef]',
             '', 'g'),
           '^[\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$',
           '', 'g')
$$;

comment on function private.visible_text(text) is
  'What shows of a value: invisible marks removed, white space trimmed; for emptiness and minimum lengths only, never stored (migration 20261124120000).';

revoke execute on function private.visible_text(text) from public, anon, authenticated, service_role;
