import '@mantine/dates/styles.css';
import 'dayjs/locale/cs';
import type { MouseEvent } from 'react';
import dayjs from 'dayjs';
import { useField, useFormikContext } from 'formik';
import { Alert, Stack } from '@mantine/core';
import { DatesProvider, DateTimePicker, type CalendarAriaLabels } from '@mantine/dates';
import { PUBLISH_TIME_ZONE, publishAtToStore } from './blog-schema';

/** Czech names of the calendar's arrows and level buttons (Mantine names them only by its English defaults or not at all). */
const CALENDAR_LABELS: CalendarAriaLabels = {
  previousMonth: 'Předchozí měsíc',
  nextMonth: 'Další měsíc',
  previousYear: 'Předchozí rok',
  nextYear: 'Další rok',
  previousDecade: 'Předchozí desetiletí',
  nextDecade: 'Další desetiletí',
  monthLevelControl: 'Vybrat měsíc',
  yearLevelControl: 'Vybrat rok',
};

// A day's name as Czech says a date ("15. prosince 2026"); dayjs would give the nominative ("15 prosinec 2026").
const DAY_NAME = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = (day: string) => DAY_NAME.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/**
 * The hour and minute fields select their two digits on focus and click, so what is typed replaces them.
 * Chromium undoes that selection on mouseup when the click lands in text that was already selected (the hour
 * is selected after picking a day): the caret ends between the zeros and "1545" became 10:05. Keeping mouseup
 * from moving the caret leaves the field selected.
 */
const keepSelectionOnClick = { onMouseUp: (event: MouseEvent<HTMLInputElement>) => event.preventDefault() };

/** Whether a picked time (Prague) has passed; a post published with it goes live at once. */
export function publishAtPassed(picked: string, now: Date = new Date()): boolean {
  const stored = publishAtToStore(picked);
  return stored !== null && new Date(stored).getTime() <= now.getTime();
}

/**
 * "Publikovat od": when a published post goes live by itself, in Prague time, shown in Czech format
 * (25. 11. 2026 14:30). Empty: live as soon as it is saved as published. Days before today are not offered;
 * a time picked today that has passed says the post goes live at once.
 */
export function PublishAtField({ name }: { name: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const { initialValues } = useFormikContext<Record<string, unknown>>();
  // A past time the post was saved with (it went live then) is history, not a new choice to warn about.
  const passed = field.value !== initialValues[name] && publishAtPassed(field.value);
  const today = dayjs().tz(PUBLISH_TIME_ZONE).format('YYYY-MM-DD');
  return (
    <Stack gap={6}>
      <DatesProvider settings={{ locale: 'cs', firstDayOfWeek: 1 }}>
        <DateTimePicker
          name={name}
          label="Publikovat od"
          description="Publikovaný článek s budoucím datem se na webu zobrazí sám v tuto dobu (pražský čas). Prázdné pole: ihned."
          placeholder="Ihned po uložení"
          valueFormat="D. M. YYYY HH:mm"
          minDate={today}
          clearable
          clearButtonProps={{ 'aria-label': 'Zrušit datum publikace' }}
          submitButtonProps={{ 'aria-label': 'Potvrdit datum a čas' }}
          ariaLabels={CALENDAR_LABELS}
          getDayAriaLabel={dayName}
          timePickerProps={{
            hoursInputLabel: 'Hodiny',
            minutesInputLabel: 'Minuty',
            hoursInputProps: keepSelectionOnClick,
            minutesInputProps: keepSelectionOnClick,
          }}
          value={field.value || null}
          onChange={(value) => void helpers.setValue(value ?? '')}
          onBlur={() => void helpers.setTouched(true)}
          error={meta.touched && meta.error ? meta.error : undefined}
        />
      </DatesProvider>
      {passed && (
        <Alert color="orange" variant="light" p="xs" role="alert" title="Tento čas už minul">
          Publikovaný článek se na webu zobrazí ihned po uložení.
        </Alert>
      )}
    </Stack>
  );
}
