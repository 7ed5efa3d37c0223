import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { adminCreatePricingPlan, adminGetPricingPlan, adminUpdatePricingPlan } from '@app/content';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { ADMIN_PATHS } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/loading-state';
import { FormNumberInput, FormSelect, FormSwitch, FormTextInput, FormTextarea } from '../../components/form-fields';
import { FormStringList } from '../../components/form-string-list';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { errorMessage } from '../../components/error-message';
import { useAdminData } from '../../components/use-admin-data';
import { BILLING_PERIOD_LABELS } from './plan-display';
import { BILLING_PERIODS, CURRENCIES, pricingSchema, type PricingFormValues } from './pricing-schema';
import { EMPTY_PRICING_FORM, formValuesToPlanInput, planToFormValues } from './pricing-form-values';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const PERIOD_OPTIONS = BILLING_PERIODS.map((period) => ({ value: period, label: BILLING_PERIOD_LABELS[period] }));

const TRANSLATIONS = [
  { suffix: 'en', title: 'Anglická verze (volitelné)', language: 'anglicky' },
  { suffix: 'de', title: 'Německá verze (volitelné)', language: 'německy' },
] as const;

/** /admin/pricing/{id}; id "new" creates a plan (spec 2.13, 2.14, 5). */
export function PricingFormPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const loaded = useAdminData((client) => (isNew ? Promise.resolve(null) : adminGetPricingPlan(client, id)));

  useEffect(() => {
    if (loaded.status === 'failed') navigate(ADMIN_PATHS.pricing, { replace: true });
  }, [loaded.status, navigate]);

  const save = async (values: PricingFormValues, helpers: FormikHelpers<PricingFormValues>) => {
    try {
      const client = await getSupabase();
      const input = formValuesToPlanInput(values);
      if (isNew) await adminCreatePricingPlan(client, input);
      else await adminUpdatePricingPlan(client, id, input);
      notify({
        kind: 'success',
        title: 'Úspěch',
        message: isNew ? 'Cenový plán byl vytvořen' : 'Cenový plán byl aktualizován',
      });
      helpers.resetForm({ values });
      navigate(ADMIN_PATHS.pricing);
    } catch (error) {
      console.error('Saving the pricing plan failed:', error);
      const duplicate = (error as { code?: string } | null)?.code === '23505';
      notify({
        kind: 'error',
        title: 'Chyba při ukládání',
        message: duplicate ? 'Plán se stejným tarifem a fakturačním obdobím už existuje.' : errorMessage(error),
      });
    }
  };

  const title = isNew ? 'Nový cenový plán' : 'Upravit cenový plán';
  const header = <PageHeader title={title} backTo={ADMIN_PATHS.pricing} backLabel="Zpět na ceník" />;
  if (loaded.status !== 'ready') {
    return (
      <>
        {header}
        <LoadingState label="Načítám cenový plán..." />
      </>
    );
  }

  return (
    <>
      {header}
      <Formik<PricingFormValues>
        initialValues={loaded.data ? planToFormValues(loaded.data) : EMPTY_PRICING_FORM}
        validationSchema={pricingSchema}
        onSubmit={save}
      >
        {({ dirty, isSubmitting }) => (
          <Form noValidate>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
            <Stack gap="lg">
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                <Stack gap="md">
                  <Title order={2} fz="h4">
                    Základní údaje
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <FormTextInput name="name_cs" label="Název (česky)" required />
                    <FormTextInput
                      name="tier"
                      label="Tarif"
                      description="Spojuje měsíční a roční variantu, např. business"
                    />
                  </SimpleGrid>
                  <FormTextarea name="description_cs" label="Popis (česky)" autosize minRows={2} />
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <FormNumberInput
                      name="price"
                      label="Cena"
                      description="Prázdná cena se zobrazí jako „Na míru“"
                      min={0}
                      decimalScale={2}
                      thousandSeparator=" "
                    />
                    <FormSelect name="currency" label="Měna" data={CURRENCY_OPTIONS} allowDeselect={false} />
                    <FormSelect name="billing_period" label="Fakturační období" data={PERIOD_OPTIONS} allowDeselect={false} />
                  </SimpleGrid>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <FormTextInput name="price_note_cs" label="Poznámka k ceně (česky)" placeholder="např. Úspora 2 měsíce" />
                    <FormNumberInput name="display_order" label="Pořadí zobrazení" min={1} allowDecimal={false} required />
                  </SimpleGrid>
                  <Group gap="xl">
                    <FormSwitch name="highlighted" label="Zvýrazněný plán" />
                    <FormSwitch name="active" label="Aktivní (zobrazit na webu)" />
                  </Group>
                </Stack>
              </Paper>

              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                <Stack gap="md">
                  <Title order={2} fz="h4">
                    Funkce (česky)
                  </Title>
                  <FormStringList name="features_cs" label="Zahrnuté funkce (česky)" addLabel="Přidat funkci" />
                  <FormStringList
                    name="features_excluded_cs"
                    label="Nezahrnuté funkce (česky)"
                    description="Na webu se zobrazí přeškrtnuté"
                    addLabel="Přidat funkci"
                  />
                </Stack>
              </Paper>

              {TRANSLATIONS.map(({ suffix, title: blockTitle, language }) => (
                <Paper key={suffix} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                  <Stack gap="md">
                    <Title order={2} fz="h4">
                      {blockTitle}
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <FormTextInput name={`name_${suffix}`} label={`Název (${language})`} />
                      <FormTextInput name={`price_note_${suffix}`} label={`Poznámka k ceně (${language})`} />
                    </SimpleGrid>
                    <FormTextarea name={`description_${suffix}`} label={`Popis (${language})`} autosize minRows={2} />
                    <FormStringList name={`features_${suffix}`} label={`Zahrnuté funkce (${language})`} addLabel="Přidat funkci" />
                    <FormStringList
                      name={`features_excluded_${suffix}`}
                      label={`Nezahrnuté funkce (${language})`}
                      addLabel="Přidat funkci"
                    />
                  </Stack>
                </Paper>
              ))}

              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => navigate(ADMIN_PATHS.pricing)}>
                  Zrušit
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Ukládám...' : 'Uložit'}
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </>
  );
}
