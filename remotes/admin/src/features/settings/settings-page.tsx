import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Alert, Button, Checkbox, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { adminGetSiteSettings, adminSaveSiteSettings } from '@app/content';
import { useSession } from '@app/session';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { ADMIN_PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/loading-state';
import { FormNumberInput, FormTextInput, FormTextarea } from '../../components/form-fields';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { DraftRecovery, draftKeyFor } from '../../components/draft-recovery';
import { useAdminData } from '../../components/use-admin-data';
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
          description="Zápis v obchodním rejstříku."
          placeholder="C 312457 vedená u Městského soudu v Praze"
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
      </Stack>
    </Paper>
  );
}

/** /admin/settings (admins only): contact info, the company's legal details, maintenance mode, and enquiries and e-mails with one save button. */
export function SettingsPage() {
  const settings = useAdminData(adminGetSiteSettings, { message: 'Nepodařilo se načíst nastavení.' });
  const draftKey = draftKeyFor('the site settings', 'settings', useSession((session) => session.user?.id ?? null));

  const save = async (values: SettingsFormValues, helpers: FormikHelpers<SettingsFormValues>) => {
    try {
      await adminSaveSiteSettings(await getSupabase(), formValuesToSettingsInput(values));
      if (draftKey) localStorage.removeItem(draftKey);
      notify({ kind: 'success', title: 'Úspěch', message: 'Nastavení byla uložena.' });
      helpers.resetForm({
        values: { ...values, maintenancePassword: '', hasPassword: values.hasPassword || values.maintenancePassword !== '' },
      });
    } catch (error) {
      console.error('Saving the settings failed:', error);
      notify({ kind: 'error', title: 'Chyba při ukládání', message: 'Nepodařilo se uložit nastavení.' });
    }
  };

  const header = <PageHeader title="Nastavení" backTo={ADMIN_PATHS.dashboard} backLabel="Zpět na přehled" />;
  if (settings.status !== 'ready') {
    return (
      <>
        {header}
        {settings.status === 'failed' ? (
          <Alert color="red" title="Nepodařilo se načíst nastavení.">
            <Group gap="sm">
              <Text size="sm">{settings.error}</Text>
              <Button size="xs" variant="light" onClick={settings.reload}>
                Zkusit znovu
              </Button>
            </Group>
          </Alert>
        ) : (
          <LoadingState label="Načítám nastavení..." />
        )}
      </>
    );
  }

  return (
    <>
      {header}
      <Formik<SettingsFormValues>
        initialValues={settingsToFormValues(settings.data)}
        validationSchema={settingsSchema}
        onSubmit={save}
      >
        {({ dirty, isSubmitting }) => (
          <Form noValidate>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
            {/* The maintenance password never goes to the browser's storage. */}
            <DraftRecovery draftKey={draftKey} omit={['maintenancePassword']} />
            <Stack gap="lg">
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
                <MaintenanceCard />
                <LeadsCard />
              </SimpleGrid>
              <Group justify="flex-end">
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Ukládám...' : 'Uložit nastavení'}
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </>
  );
}
