import { useFormikContext } from 'formik';
import { Alert, Checkbox, Paper, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { adminGetSiteSettings, adminSaveSiteSettings } from '@app/content';
import { ADMIN_PATHS } from '../../config/paths';
import { FormNumberInput, FormTextInput, FormTextarea } from '../../components/form-fields';
import { EntityEditor, type EntityEditorConfig } from '../../components/entity-editor';
import { PublishingCard } from './publishing-card';
import {
  formValuesToSettingsInput,
  settingsSchema,
  settingsToFormValues,
  type SettingsFormValues,
} from './settings-schema';

function MaintenanceCard() {
  const { values, touched, errors, setFieldValue, getFieldProps } = useFormikContext<SettingsFormValues>();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Režim údržby">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Režim údržby
        </Title>
        <Text size="sm" c="dimmed">
          Návštěvníci uvidí jen stránku údržby; s heslem se na web dostanou. Administrátoři ji obcházejí.
        </Text>
        <Checkbox
          label="Zapnout režim údržby"
          checked={values.maintenanceEnabled}
          onChange={(event) => void setFieldValue('maintenanceEnabled', event.currentTarget.checked)}
        />
        <PasswordInput
          label="Heslo pro přístup"
          description={
            values.hasPassword
              ? 'Heslo je nastavené. Ponechte prázdné, pokud ho nechcete měnit.'
              : 'Heslo zatím není nastavené.'
          }
          autoComplete="new-password"
          {...getFieldProps('maintenancePassword')}
          error={(touched.maintenancePassword && errors.maintenancePassword) || undefined}
        />
        <FormTextarea name="maintenanceMessage" label="Zpráva pro návštěvníky" autosize minRows={3} />
        {values.maintenanceEnabled && (
          <Alert color="orange" variant="light" title="Po uložení bude web v údržbě">
            Veřejné stránky uvidí jen návštěvníci s heslem a administrátoři.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The company's legal details: the footer, the contact page and the legal texts print what is filled in. */
function CompanyDetailsCard() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Údaje o společnosti">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Údaje o společnosti
        </Title>
        <Text size="sm" c="dimmed">
          Zobrazují se v patičce webu, na stránce Kontakt a v zásadách ochrany osobních údajů a obchodních podmínkách ve všech
          jazycích. Nevyplněný údaj se na webu vynechá.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <FormTextInput name="companyId" label="IČO" placeholder="08412537" inputMode="numeric" autoComplete="off" />
          <FormTextInput name="vatId" label="DIČ" placeholder="CZ08412537" autoComplete="off" />
        </SimpleGrid>
        <FormTextInput
          name="registeredAddress"
          label="Sídlo"
          description="Jak je zapsané v obchodním rejstříku; může se lišit od kontaktní adresy."
          placeholder="Na Poříčí 1047/26, 110 00 Praha 1"
        />
        <FormTextInput
          name="courtRegistration"
          label="Spisová značka"
          description="Zápis v obchodním rejstříku, jak ho uvidí české stránky."
          placeholder="C 312457 vedená u Městského soudu v Praze"
        />
        <FormTextInput
          name="courtRegistrationEn"
          label="Spisová značka (anglicky)"
          description="Pro anglické stránky. Když ji nevyplníte, uvidí českou."
          placeholder="C 312457 kept by the Municipal Court in Prague"
        />
        <FormTextInput
          name="courtRegistrationDe"
          label="Spisová značka (německy)"
          description="Pro německé stránky. Když ji nevyplníte, uvidí českou."
          placeholder="C 312457, geführt beim Stadtgericht Prag"
        />
        <FormTextInput
          name="privacyEmail"
          label="E-mail pro ochranu osobních údajů"
          description="Kam návštěvníci posílají žádosti podle GDPR. Když ho nevyplníte, použije se kontaktní e-mail."
          type="email"
          placeholder="gdpr@example.com"
        />
      </Stack>
    </Paper>
  );
}

/** The footer's social links and the contact page's map link: what is empty is not shown. */
function LinksCard() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Sociální sítě a mapa">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Sociální sítě a mapa
        </Title>
        <Text size="sm" c="dimmed">
          Odkazy na profily firmy se zobrazují v patičce webu, odkaz na mapu na stránce Kontakt. Nevyplněný odkaz se na webu
          nezobrazí.
        </Text>
        <FormTextInput name="linkedinUrl" label="LinkedIn" type="url" placeholder="https://www.linkedin.com/company/…" />
        <FormTextInput name="facebookUrl" label="Facebook" type="url" placeholder="https://www.facebook.com/…" />
        <FormTextInput name="xUrl" label="X (Twitter)" type="url" placeholder="https://x.com/…" />
        <FormTextInput name="youtubeUrl" label="YouTube" type="url" placeholder="https://www.youtube.com/@…" />
        <FormTextInput
          name="mapUrl"
          label="Odkaz na mapu sídla"
          description="Například z OpenStreetMap (Sdílet → Odkaz). Stránka Kontakt na mapu odkáže, nevkládá ji."
          type="url"
          placeholder="https://www.openstreetmap.org/?mlat=…&mlon=…"
        />
      </Stack>
    </Paper>
  );
}

/** Where sales hears of enquiries and how long enquiries are kept (lead_settings). */
function LeadsCard() {
  const { values } = useFormikContext<SettingsFormValues>();
  const contactEmail = values.email.trim();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Poptávky a e-maily">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Poptávky a e-maily
        </Title>
        <Text size="sm" c="dimmed">
          Web e-mailem upozorní obchod na každou novou poptávku, která není spam. Odesílatelem e-mailů je kontaktní e-mail s názvem
          firmy.
        </Text>
        <FormTextInput
          name="notificationEmail"
          label="E-mail pro upozornění na poptávky"
          description={
            contactEmail
              ? `Když ho nevyplníte, upozornění přijdou na kontaktní e-mail (${contactEmail}).`
              : 'Když ho nevyplníte, upozornění přijdou na kontaktní e-mail.'
          }
          type="email"
        />
        <FormNumberInput
          name="retentionMonths"
          label="Uchovávat poptávky (měsíců)"
          description="Starší poptávky se samy smažou (1 až 120 měsíců, výchozí 24). Nepotvrzené přihlášky k odběru novinek se mažou po 7 dnech."
          min={1}
          max={120}
          allowDecimal={false}
          allowNegative={false}
        />
        <FormNumberInput
          name="visitRetentionDays"
          label="Uchovávat jednotlivé návštěvy (dní)"
          description="Starší zobrazení stránek zůstanou jen jako denní součty v Návštěvnosti (1 až 365 dní, výchozí 30)."
          min={1}
          max={365}
          allowDecimal={false}
          allowNegative={false}
        />
      </Stack>
    </Paper>
  );
}

function SettingsFields() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Kontaktní údaje">
        <Stack gap="md">
          <Title order={2} fz="h4">
            Kontaktní údaje
          </Title>
          <FormTextInput name="company" label="Firma" />
          <FormTextInput name="address" label="Adresa" />
          <FormTextInput name="phone" label="Telefon" type="tel" />
          <FormTextInput name="email" label="E-mail" type="email" />
          <FormTextInput name="hours" label="Otevírací doba" placeholder="Po–Pá 9:00–17:00" />
        </Stack>
      </Paper>
      <CompanyDetailsCard />
      <LinksCard />
      <MaintenanceCard />
      <LeadsCard />
      <PublishingCard />
    </SimpleGrid>
  );
}

const SAVED = 'Nastavení byla uložena.';

/** One record of settings, saved in place: no list to return to, no versions. */
const SETTINGS_EDITOR: EntityEditorConfig<SettingsFormValues> = {
  entity: 'the site settings',
  recordId: 'settings',
  listPath: ADMIN_PATHS.dashboard,
  schema: settingsSchema,
  load: async (client) => ({ values: settingsToFormValues(await adminGetSiteSettings(client)) }),
  update: (client, _id, values) => adminSaveSiteSettings(client, formValuesToSettingsInput(values)),
  // Of the settings, the public pages show the contact info (on the contact page).
  publishing: { table: 'site_settings', recordId: 'contact_info', pages: () => ({ page: 'contact' }) },
  // The typed password is saved, never shown again: the field empties and says a password is set.
  stayAfterSave: (values) => ({ ...values, maintenancePassword: '', hasPassword: values.hasPassword || values.maintenancePassword !== '' }),
  stayOnLoadFailure: true,
  labels: {
    title: 'Nastavení',
    back: 'Zpět na přehled',
    loading: 'Načítám nastavení...',
    loadFailed: 'Nepodařilo se načíst nastavení.',
    submit: 'Uložit nastavení',
    cancel: null,
  },
  saved: { created: SAVED, updated: SAVED },
  loadFailureToast: { message: 'Nepodařilo se načíst nastavení.' },
  saveFailureToast: () => ({ message: 'Nepodařilo se uložit nastavení.' }),
  // The maintenance password never goes to the browser's storage.
  draftOmit: ['maintenancePassword'],
  fields: () => <SettingsFields />,
};

/** /admin/settings (admins only): contact info, the company's legal details, maintenance mode, enquiries and e-mails, and publishing, with one save button. */
export function SettingsPage() {
  return <EntityEditor config={SETTINGS_EDITOR} />;
}
