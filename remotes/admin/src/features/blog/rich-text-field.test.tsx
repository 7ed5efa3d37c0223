import { render, screen, waitFor } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useFormikContext } from 'formik';
import { DraftRecovery } from '../../components/draft-recovery';
import { RichTextField } from './rich-text-field';

const KEY = 'admin-draft:the blog post:post-1:user-1';
const SAVED = { content_cs: '<p>Uložený text.</p>', content_en: '', content_de: '<p>Gespeichert.</p>' };

function PostForm() {
  return (
    <Formik initialValues={SAVED} onSubmit={() => undefined}>
      <Form>
        <DraftRecovery draftKey={KEY} version="v1" />
        <RichTextField name="content_cs" label="Obsah (CZ)" height={300} />
        <RichTextField name="content_en" label="Obsah (EN)" height={250} />
        <RichTextField name="content_de" label="Obsah (DE)" height={250} />
        <FieldValue name="content_cs" />
      </Form>
    </Formik>
  );
}

function FieldValue({ name }: { name: keyof typeof SAVED }) {
  const { values } = useFormikContext<typeof SAVED>();
  return <output data-testid={`value-${name}`}>{values[name]}</output>;
}

const body = (label: string) => screen.getByRole('textbox', { name: label });

afterEach(() => localStorage.clear());

test('"Obnovit neuložené změny" shows the recovered bodies in the rich-text editors of every language, as the form holds them', async () => {
  localStorage.setItem(
    KEY,
    JSON.stringify({
      values: { ...SAVED, content_cs: '<p>Rozepsaný <strong>český</strong> text.</p>', content_en: '<p>Draft in English.</p>', content_de: '<p>Entwurf.</p>' },
      version: 'v1',
      savedAt: '2026-11-27T08:00:00Z',
    }),
  );
  render(<PostForm />);
  await waitFor(() => expect(body('Obsah (CZ)')).toHaveTextContent('Uložený text.'));

  await userEvent.click(screen.getByRole('button', { name: 'Obnovit neuložené změny' }));

  await waitFor(() => expect(body('Obsah (CZ)')).toHaveTextContent('Rozepsaný český text.'));
  expect(body('Obsah (CZ)').querySelector('strong')).toHaveTextContent('český');
  expect(body('Obsah (EN)')).toHaveTextContent('Draft in English.');
  expect(body('Obsah (DE)')).toHaveTextContent('Entwurf.');
  expect(body('Obsah (DE)')).not.toHaveTextContent('Gespeichert.');

  // Putting the recovered text in changes nothing the form holds.
  expect(screen.getByTestId('value-content_cs').textContent).toBe('<p>Rozepsaný <strong>český</strong> text.</p>');
});
