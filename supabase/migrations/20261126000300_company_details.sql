-- The company's legal details (IČO, DIČ, registered office, privacy e-mail, Commercial Register entry) are
-- kept in the contact_info setting beside the contact details: the footer, the contact page and the legal
-- texts print them in every language. They are public like the rest of contact_info (its select policy is
-- unchanged; only admins write it), and a change re-renders the prerendered pages through the existing
-- site_settings_publish trigger. Nothing else (passwords, tokens) may ever be stored in contact_info.
--
-- Whoever writes the setting (the back office, supabase-js, the SQL editor), the database refuses an IČO or
-- DIČ the public pages could not show as such. A blank or absent value means "not set" (the pages leave it
-- out). Rows written before this migration are not re-checked (NOT VALID), so it applies to any project.

comment on column public.site_settings.setting_value is
  'contact_info (public): {company, address, phone, email, hours, company_id (IČO: 8 digits), vat_id (DIČ: CZ and 8–10 digits), registered_address, privacy_email, court_registration (e.g. "C 12345 vedená u Městského soudu v Praze")}; blank means not set. maintenance_mode: {enabled, message, password_hash}; write {password} in plain text and a trigger stores its bcrypt hash instead.';

alter table public.site_settings
  add constraint site_settings_contact_info_company_details check (
    setting_key <> 'contact_info'
    or (
      jsonb_typeof(setting_value) = 'object'
      -- The keys the public site reads an IČO and a DIČ from (the back office writes the first of each).
      and btrim(coalesce(setting_value ->> 'company_id', '')) ~ '^([0-9]{8})?$'
      and btrim(coalesce(setting_value ->> 'companyId', '')) ~ '^([0-9]{8})?$'
      and btrim(coalesce(setting_value ->> 'ico', '')) ~ '^([0-9]{8})?$'
      and btrim(coalesce(setting_value ->> 'vat_id', '')) ~ '^(CZ[0-9]{8,10})?$'
      and btrim(coalesce(setting_value ->> 'vatId', '')) ~ '^(CZ[0-9]{8,10})?$'
      and btrim(coalesce(setting_value ->> 'dic', '')) ~ '^(CZ[0-9]{8,10})?$'
    )
  ) not valid;
