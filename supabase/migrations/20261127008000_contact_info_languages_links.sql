-- contact_info gains what the public pages used to hard-code or print in Czech on every language:
--   court_registration_en, court_registration_de: the Commercial Register entry for the English and German
--     pages (court_registration stays the Czech one, and what a language without its own entry shows);
--   linkedin_url, facebook_url, x_url, youtube_url: the company's profiles, linked from the footer;
--   map_url: a link to the registered office on a map (e.g. OpenStreetMap), on the contact page.
-- A blank or absent value means "not set": the pages leave the part out. The keys are public like the rest
-- of contact_info (its select policy is unchanged; only admins write it), and a change re-renders the
-- prerendered pages through the existing site_settings_publish trigger.

comment on column public.site_settings.setting_value is
  'contact_info (public): {company, address, phone, email, hours, company_id (IČO: 8 digits), vat_id (DIČ: CZ and 8–10 digits), registered_address, privacy_email, court_registration (Czech, e.g. "C 12345 vedená u Městského soudu v Praze"), court_registration_en, court_registration_de, linkedin_url, facebook_url, x_url, youtube_url, map_url (https links)}; blank means not set. maintenance_mode: {enabled, message, password_hash}; write {password} in plain text and a trigger stores its bcrypt hash instead.';

-- Whoever writes the setting, the links the pages print as href are https URLs or nothing (never a
-- javascript: or data: URL). Rows written before this migration are not re-checked (NOT VALID).
alter table public.site_settings
  add constraint site_settings_contact_info_links check (
    setting_key <> 'contact_info'
    or (
      btrim(coalesce(setting_value ->> 'linkedin_url', '')) ~ '^(https://[^[:space:]<>"]+)?$'
      and btrim(coalesce(setting_value ->> 'facebook_url', '')) ~ '^(https://[^[:space:]<>"]+)?$'
      and btrim(coalesce(setting_value ->> 'x_url', '')) ~ '^(https://[^[:space:]<>"]+)?$'
      and btrim(coalesce(setting_value ->> 'youtube_url', '')) ~ '^(https://[^[:space:]<>"]+)?$'
      and btrim(coalesce(setting_value ->> 'map_url', '')) ~ '^(https://[^[:space:]<>"]+)?$'
    )
  ) not valid;

-- The English and German wording of a Czech register entry written the usual way ("<file no.> vedená u
-- <court>", one of the eight registry courts); null for any other wording, which the back office then
-- translates by hand.
create function private.court_registration_translations(czech text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with courts (cs, en, de) as (
    values
      ('Městského soudu v Praze', 'the Municipal Court in Prague', 'Stadtgericht Prag'),
      ('Krajského soudu v Praze', 'the Regional Court in Prague', 'Kreisgericht Prag'),
      ('Krajského soudu v Brně', 'the Regional Court in Brno', 'Kreisgericht Brünn'),
      ('Krajského soudu v Ostravě', 'the Regional Court in Ostrava', 'Kreisgericht Ostrau'),
      ('Krajského soudu v Plzni', 'the Regional Court in Plzeň', 'Kreisgericht Pilsen'),
      ('Krajského soudu v Ústí nad Labem', 'the Regional Court in Ústí nad Labem', 'Kreisgericht Aussig'),
      ('Krajského soudu v Hradci Králové', 'the Regional Court in Hradec Králové', 'Kreisgericht Königgrätz'),
      ('Krajského soudu v Českých Budějovicích', 'the Regional Court in České Budějovice', 'Kreisgericht Budweis')
  ),
  entry as (
    select regexp_match(btrim(czech), '^(.*[^,[:space:]]),?[[:space:]]+vedená u (.+)$') as parts
  )
  select jsonb_build_object(
    'court_registration_en', entry.parts[1] || ' kept by ' || courts.en,
    'court_registration_de', entry.parts[1] || ', geführt beim ' || courts.de
  )
  from entry
  join courts on courts.cs = btrim(entry.parts[2])
$$;

comment on function private.court_registration_translations(text) is
  'The English and German wording ({court_registration_en, court_registration_de}) of a Czech Commercial Register entry "<file no.> vedená u <registry court>"; null for other wordings.';

revoke all on function private.court_registration_translations(text) from public;

-- The entry every language showed in Czech so far gets its English and German wording, where none is set.
update public.site_settings
set setting_value = setting_value || private.court_registration_translations(setting_value ->> 'court_registration')
where setting_key = 'contact_info'
  and jsonb_typeof(setting_value) = 'object'
  and btrim(coalesce(setting_value ->> 'court_registration_en', '')) = ''
  and btrim(coalesce(setting_value ->> 'court_registration_de', '')) = ''
  and private.court_registration_translations(setting_value ->> 'court_registration') is not null;
