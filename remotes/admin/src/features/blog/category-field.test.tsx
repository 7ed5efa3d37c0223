import { render, screen, waitFor } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useFormikContext } from 'formik';
import { CategoryField, similarCategory } from './category-field';

const CATEGORIES = ['Automatizace', 'Digitalizace', 'Účetnictví'];

function Value() {
  const { values } = useFormikContext<{ category_cs: string }>();
  return <output data-testid="value">{values.category_cs}</output>;
}

function renderField(initial = '') {
  render(
    <Formik initialValues={{ category_cs: initial }} onSubmit={() => undefined}>
      <Form>
        <CategoryField name="category_cs" label="Kategorie" categories={CATEGORIES} />
        <Value />
      </Form>
    </Formik>,
  );
  return screen.getByRole('combobox', { name: 'Kategorie' });
}

test('typing offers the categories posts already use; choosing one sets it', async () => {
  const input = renderField();
  await userEvent.type(input, 'izace');
  const options = await screen.findAllByRole('option', { hidden: true });
  expect(options.map((option) => option.textContent)).toEqual(['Automatizace', 'Digitalizace']);
  await userEvent.click(screen.getByRole('option', { name: 'Digitalizace', hidden: true }));
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('Digitalizace'));
});

test('a new category can still be typed', async () => {
  const input = renderField();
  await userEvent.type(input, 'Kybernetická bezpečnost');
  expect(screen.queryAllByRole('option', { hidden: true })).toEqual([]);
  expect(screen.getByTestId('value')).toHaveTextContent('Kybernetická bezpečnost');
  expect(screen.getByText('Vyberte použitou kategorii, nebo napište novou.')).toBeInTheDocument();
});

test('a near copy of an existing category is pointed out', async () => {
  renderField('ucetnictvi ');
  expect(screen.getByText('Podobná kategorie už existuje: „Účetnictví“. Vyberte ji, ať se články nerozdělí.')).toBeInTheDocument();
});

test('similarCategory: other case, accents or spacing match; the exact one, a new one and nothing do not', () => {
  expect(similarCategory('automatizace', CATEGORIES)).toBe('Automatizace');
  expect(similarCategory('  Ucetnictvi', CATEGORIES)).toBe('Účetnictví');
  expect(similarCategory('Automatizace', CATEGORIES)).toBeNull();
  expect(similarCategory('Automatizace ', CATEGORIES)).toBeNull();
  expect(similarCategory('Kybernetika', CATEGORIES)).toBeNull();
  expect(similarCategory('', CATEGORIES)).toBeNull();
});
