import '@mantine/dates/styles.css';
import 'dayjs/locale/cs';
import { useField } from 'formik';
import { DatesProvider, DateTimePicker } from '@mantine/dates';

/**
 * "Publikovat od": when a published post goes live by itself, in Prague time, shown in Czech format
 * (25. 11. 2026 14:30). Empty: live as soon as it is saved as published.
 */
export function PublishAtField({ name }: { name: string }) {
  const [field, meta, helpers] = useField<string>(name);
  return (
    <DatesProvider settings={{ locale: 'cs', firstDayOfWeek: 1 }}>
      <DateTimePicker
        name={name}
        label="Publikovat od"
        description="Publikovaný článek s budoucím datem se na webu zobrazí sám v tuto dobu (pražský čas). Prázdné pole: ihned."
        placeholder="Ihned po uložení"
        valueFormat="D. M. YYYY HH:mm"
        clearable
        clearButtonProps={{ 'aria-label': 'Zrušit datum publikace' }}
        submitButtonProps={{ 'aria-label': 'Potvrdit datum a čas' }}
        value={field.value || null}
        onChange={(value) => void helpers.setValue(value ?? '')}
        onBlur={() => void helpers.setTouched(true)}
        error={meta.touched && meta.error ? meta.error : undefined}
      />
    </DatesProvider>
  );
}
