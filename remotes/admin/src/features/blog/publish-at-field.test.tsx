import { render, screen } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import dayjs from 'dayjs';
import { PUBLISH_TIME_ZONE } from './blog-schema';
import { PublishAtField, publishAtPassed } from './publish-at-field';

const DAY_NAME = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const nameOf = (day: dayjs.Dayjs) => DAY_NAME.format(new Date(`${day.format('YYYY-MM-DD')}T00:00:00Z`));
const pragueToday = () => dayjs().tz(PUBLISH_TIME_ZONE).startOf('day');
const picked = (day: dayjs.Dayjs, time = '10:30:00') => `${day.format('YYYY-MM-DD')} ${time}`;

function renderField(saved = '') {
  render(
    <Formik initialValues={{ publish_at: saved }} onSubmit={() => undefined}>
      <Form>
        <PublishAtField name="publish_at" />
      </Form>
    </Formik>,
  );
}

// The dropdown stays display: none in jsdom (its transition never runs): its buttons are queried as hidden.
const button = (name: string) => screen.getAllByRole('button', { name, hidden: true })[0]!;

test('the calendar offers no day before today (Prague): the previous month\'s days in its first row are not choices', async () => {
  renderField();
  await userEvent.click(screen.getByRole('button', { name: /Publikovat od/ }));
  await screen.findByRole('button', { name: 'Předchozí měsíc', hidden: true });
  const today = pragueToday();
  expect(button('Předchozí měsíc')).toBeDisabled();
  expect(button(nameOf(today))).toBeEnabled();
  expect(button(nameOf(today.add(1, 'day')))).toBeEnabled();
  // The first row starts on the Monday before the 1st: days of the month before; every shown day before today is off.
  const first = today.startOf('month');
  const firstShown = first.subtract((first.day() + 6) % 7, 'day');
  for (let day = firstShown; day.isBefore(today); day = day.add(1, 'day')) expect(button(nameOf(day))).toBeDisabled();
});

test('a time that has passed warns that the post goes live at once; a future one or the time it was saved with does not', () => {
  const now = new Date();
  expect(publishAtPassed(picked(pragueToday(), '00:00:00'), now)).toBe(true);
  expect(publishAtPassed(picked(pragueToday().add(1, 'day')), now)).toBe(false);
  expect(publishAtPassed('', now)).toBe(false);

  renderField(picked(pragueToday().subtract(3, 'day')));
  expect(screen.queryByText('Tento čas už minul')).not.toBeInTheDocument();
});

test('choosing a time earlier today shows the warning at the field', async () => {
  renderField(picked(pragueToday().add(2, 'day')));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Publikovat od/ }));
  await screen.findByRole('button', { name: 'Předchozí měsíc', hidden: true });
  await userEvent.click(button(nameOf(pragueToday())));
  await userEvent.click(screen.getByRole('spinbutton', { name: 'Hodiny', hidden: true }));
  await userEvent.keyboard('0000');
  await userEvent.click(button('Potvrdit datum a čas'));
  const warning = await screen.findByRole('alert');
  expect(warning).toHaveTextContent('Tento čas už minul');
  expect(warning).toHaveTextContent('Publikovaný článek se na webu zobrazí ihned po uložení.');
});
