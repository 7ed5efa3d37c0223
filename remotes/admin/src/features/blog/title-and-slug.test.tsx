import { render, screen } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useFormikContext } from 'formik';
import { EMPTY_BLOG_VALUES, type BlogFormValues } from './blog-schema';
import { TitleAndSlug } from './title-and-slug';

const PUBLISHED: BlogFormValues = {
  ...EMPTY_BLOG_VALUES,
  title_cs: 'Jak automatizace faktur šetří čas',
  slug_cs: 'jak-automatizace-faktur-setri-cas',
  published: true,
};

function Values() {
  const { values } = useFormikContext<BlogFormValues>();
  return <output data-testid="slugs">{[values.slug_cs, values.slug_en].join('|')}</output>;
}

function renderPost(saved: BlogFormValues) {
  render(
    <Formik initialValues={saved} onSubmit={(values, { resetForm }) => resetForm({ values })}>
      <Form>
        <TitleAndSlug language="cs" required />
        <TitleAndSlug language="en" />
        <Values />
        <button type="submit">Uložit</button>
      </Form>
    </Formik>,
  );
}

const slugs = () => screen.getByTestId('slugs').textContent;

test('a post never published: the slug follows the title (lower case, one hyphen per run of other characters)', async () => {
  renderPost(EMPTY_BLOG_VALUES);
  await userEvent.type(screen.getByLabelText(/Název \(CZ\)/), 'Účetnictví 2026');
  expect(screen.getByLabelText(/URL slug \(CZ\)/)).toHaveValue('ucetnictvi-2026');
  expect(screen.queryByRole('button', { name: /Změnit URL/ })).not.toBeInTheDocument();
});

test('a published post: fixing a typo in the title keeps its slug; "Změnit URL" opens it, says the old address redirects, and can be taken back', async () => {
  renderPost(PUBLISHED);
  const title = screen.getByLabelText(/Název \(CZ\)/);
  await userEvent.clear(title);
  await userEvent.type(title, 'Jak automatizace faktur šetří čas a peníze');
  expect(slugs()).toBe('jak-automatizace-faktur-setri-cas|');
  const slug = screen.getByLabelText(/URL slug \(CZ\)/);
  expect(slug).toHaveAttribute('readonly');
  expect(screen.getByText('Článek je zveřejněný: jeho adresa se se změnou názvu nemění.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Změnit URL (CZ)' }));
  const editable = screen.getByLabelText(/URL slug \(CZ\)/);
  expect(editable).not.toHaveAttribute('readonly');
  expect(screen.getByText('Stará adresa /blog/jak-automatizace-faktur-setri-cas bude přesměrována (301) na novou.')).toBeInTheDocument();
  await userEvent.clear(editable);
  await userEvent.type(editable, 'automatizace-faktur');
  expect(slugs()).toBe('automatizace-faktur|');

  await userEvent.click(screen.getByRole('button', { name: 'Ponechat původní URL' }));
  expect(slugs()).toBe('jak-automatizace-faktur-setri-cas|');
  expect(screen.getByLabelText(/URL slug \(CZ\)/)).toHaveAttribute('readonly');
});

test('a published post gets a translation: its new slug still comes from its title', async () => {
  renderPost(PUBLISHED);
  await userEvent.type(screen.getByLabelText(/Název \(EN\)/), 'How invoice automation saves time');
  expect(slugs()).toBe('jak-automatizace-faktur-setri-cas|how-invoice-automation-saves-time');
});

test('once the new slug is saved, the field closes again and names the new address as the one that stays', async () => {
  renderPost(PUBLISHED);
  await userEvent.click(screen.getByRole('button', { name: 'Změnit URL (CZ)' }));
  const editable = screen.getByLabelText(/URL slug \(CZ\)/);
  await userEvent.clear(editable);
  await userEvent.type(editable, 'automatizace-faktur');
  // What a save does to the form: it starts again from the saved values.
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByLabelText(/URL slug \(CZ\)/)).toHaveAttribute('readonly');
  expect(slugs()).toBe('automatizace-faktur|');
  await userEvent.click(screen.getByRole('button', { name: 'Změnit URL (CZ)' }));
  expect(screen.getByText('Stará adresa /blog/automatizace-faktur bude přesměrována (301) na novou.')).toBeInTheDocument();
});
