import { fireEvent, render, screen } from '@app/ui/testing';
import { getMessages } from '@app/i18n';
import { LocaleProvider } from '../../components/locale/locale-context';
import { FaqSection } from './faq-section';

const { faq } = getMessages('cs').home;
const question = (index: number) => screen.getByRole('button', { name: faq.items[index]?.question });

test('keeps at most one answer open and closes the open one when clicked again', () => {
  render(
    <LocaleProvider locale="cs">
      <FaqSection />
    </LocaleProvider>,
  );
  expect(faq.items.length).toBeGreaterThan(2);
  expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);

  fireEvent.click(question(0));
  expect(question(0)).toHaveAttribute('aria-expanded', 'true');

  fireEvent.click(question(2));
  expect(question(2)).toHaveAttribute('aria-expanded', 'true');
  expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

  fireEvent.click(question(2));
  expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
});
