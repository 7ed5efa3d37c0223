import { Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { adminCreatePricingPlan, adminGetPricingPlan, adminUpdatePricingPlan } from '@app/content';
import { ADMIN_PATHS } from '../../config/paths';
import { FormNumberInput, FormSelect, FormSwitch, FormTextInput, FormTextarea } from '../../components/form-fields';
import { FormStringList } from '../../components/form-string-list';
import { EntityEditor, type EntityEditorConfig } from '../../components/entity-editor';
import { ContentPreviewMenu, previewRecord } from '../../components/content-preview-menu';
import { BILLING_PERIOD_LABELS } from './plan-display';
import { BILLING_PERIODS, CURRENCIES, pricingSchema, type PricingFormValues } from './pricing-schema';
import { EMPTY_PRICING_FORM, formValuesToPlanInput, planToFormValues } from './pricing-form-values';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const PERIOD_OPTIONS = BILLING_PERIODS.map((period) => ({ value: period, label: BILLING_PERIOD_LABELS[period] }));

const TRANSLATIONS = [
  { suffix: 'en', title: 'Anglická verze (volitelné)', language: 'anglicky' },
  { suffix: 'de', title: 'Německá verze (volitelné)', language: 'německy' },
] as const;

function PricingFields() {
  return (
    <>
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

      {TRANSLATIONS.map(({ suffix, title, language }) => (
        <Paper key={suffix} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} fz="h4">
              {title}
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
    </>
  );
}

const PRICING_EDITOR: EntityEditorConfig<PricingFormValues> = {
  entity: 'the pricing plan',
  listPath: ADMIN_PATHS.pricing,
  history: 'pricing_plans',
  schema: pricingSchema,
  empty: EMPTY_PRICING_FORM,
  load: async (client, id) => {
    const plan = await adminGetPricingPlan(client, id);
    return { values: planToFormValues(plan), version: plan.updated_at };
  },
  create: (client, values) => adminCreatePricingPlan(client, formValuesToPlanInput(values)),
  update: (client, id, values, version) => adminUpdatePricingPlan(client, id, formValuesToPlanInput(values), version),
  publishing: { table: 'pricing_plans', pages: (values) => (values.active ? { page: 'pricing' } : null) },
  labels: {
    title: { create: 'Nový cenový plán', edit: 'Upravit cenový plán' },
    back: 'Zpět na ceník',
    loading: 'Načítám cenový plán...',
  },
  saved: { created: 'Cenový plán byl vytvořen', updated: 'Cenový plán byl aktualizován' },
  saveFailureToast: (error) =>
    (error as { code?: string } | null)?.code === '23505' ? { message: 'Plán se stejným tarifem a fakturačním obdobím už existuje.' } : {},
  formActions: <ContentPreviewMenu<PricingFormValues> kind="cenik" toRow={(values) => previewRecord(formValuesToPlanInput(values))} />,
  fields: () => <PricingFields />,
};

/** /admin/pricing/{id}; id "new" creates a plan. */
export function PricingFormPage() {
  return <EntityEditor config={PRICING_EDITOR} />;
}
