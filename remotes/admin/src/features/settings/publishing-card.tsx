import { useFormikContext } from 'formik';
import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import type { SettingsFormValues } from './settings-schema';

/** How strictly posts are published (publishing_settings): the database enforces it, for the API too. */
export function PublishingCard() {
  const { values, setFieldValue } = useFormikContext<SettingsFormValues>();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Zveřejňování článků">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Zveřejňování článků
        </Title>
        <Text size="sm" c="dimmed">
          Editor před zveřejněním vidí kontrolu článku v každém jazyce: chybějící překlad, obrázky bez popisu, délku titulku a popisu,
          odkazy na neexistující stránky a příliš velké obrázky.
        </Text>
        <Checkbox
          label="Vyžadovat úplné překlady"
          description="Článek bez anglické nebo německé verze nepůjde zveřejnit, dokud ji editor nedoplní nebo u jazyka nezvolí „Zveřejnit s českou verzí jako náhradou“. Platí i pro zápis přes API."
          checked={values.requireCompleteTranslations}
          onChange={(event) => void setFieldValue('requireCompleteTranslations', event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
