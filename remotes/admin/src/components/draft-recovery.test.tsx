import { render, screen, waitFor } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { DraftRecovery } from './draft-recovery';
import { FormTextInput } from './form-fields';

const KEY = 'admin-draft:the item:item-1:user-1';

function ItemForm({ version, name = 'Fakturace' }: { version?: string; name?: string }) {
  return (
    <Formik initialValues={{ name }} onSubmit={() => undefined}>
      <Form>
        <DraftRecovery draftKey={KEY} version={version} />
        <FormTextInput name="name" label="Název" />
      </Form>
    </Formik>
  );
}

const nameInput = () => screen.getByRole('textbox', { name: 'Název' });

async function typeAndLeave(version: string) {
  const { unmount } = render(<ItemForm version={version} />);
  await userEvent.type(nameInput(), ' – rozepsáno');
  await waitFor(() => expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ values: { name: 'Fakturace – rozepsáno' }, version }));
  unmount();
}

afterEach(() => localStorage.clear());

test('what was typed survives leaving the form and comes back with "Obnovit neuložené změny"', async () => {
  await typeAndLeave('v1');
  render(<ItemForm version="v1" />);
  expect(nameInput()).toHaveValue('Fakturace');
  const offer = screen.getByRole('region', { name: 'Neuložené změny' });
  expect(offer).toHaveTextContent('Ve formuláři zůstaly neuložené změny z');
  expect(offer).not.toHaveTextContent('novější verzi');
  await userEvent.click(screen.getByRole('button', { name: 'Obnovit neuložené změny' }));
  expect(nameInput()).toHaveValue('Fakturace – rozepsáno');
  expect(screen.queryByRole('region', { name: 'Neuložené změny' })).not.toBeInTheDocument();
});

test('when the record was saved in a newer version since, the offer says so', async () => {
  await typeAndLeave('2026-11-25T09:00:00+00:00');
  render(<ItemForm version="2026-11-25T09:30:00+00:00" name="Novější název" />);
  expect(screen.getByRole('region', { name: 'Neuložené změny' })).toHaveTextContent(
    'Záznam byl mezitím uložen v novější verzi (25. 11. 2026 10:30).',
  );
  expect(nameInput()).toHaveValue('Novější název');
});

test('"Zahodit" forgets the draft; a form back at its saved values keeps none', async () => {
  await typeAndLeave('v1');
  render(<ItemForm version="v1" />);
  await userEvent.click(screen.getByRole('button', { name: 'Zahodit' }));
  expect(localStorage.getItem(KEY)).toBeNull();
  await userEvent.type(nameInput(), 'x');
  await waitFor(() => expect(localStorage.getItem(KEY)).not.toBeNull());
  await userEvent.type(nameInput(), '{Backspace}');
  await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
});

test('fields named in `omit` (a password) never reach the browser storage and stay as they are on restore', async () => {
  const { unmount } = render(
    <Formik initialValues={{ name: 'Fakturace', secret: '' }} onSubmit={() => undefined}>
      <Form>
        <DraftRecovery draftKey={KEY} omit={['secret']} />
        <FormTextInput name="name" label="Název" />
        <FormTextInput name="secret" label="Heslo" />
      </Form>
    </Formik>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Heslo' }), 'tajne-heslo');
  await userEvent.type(nameInput(), '!');
  await waitFor(() => expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ values: { name: 'Fakturace!' } }));
  expect(localStorage.getItem(KEY)).not.toContain('tajne-heslo');
  unmount();
  render(
    <Formik initialValues={{ name: 'Fakturace', secret: '' }} onSubmit={() => undefined}>
      <Form>
        <DraftRecovery draftKey={KEY} omit={['secret']} />
        <FormTextInput name="name" label="Název" />
      </Form>
    </Formik>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Obnovit neuložené změny' }));
  expect(nameInput()).toHaveValue('Fakturace!');
});
