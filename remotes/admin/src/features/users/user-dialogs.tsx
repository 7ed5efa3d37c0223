import { Form, Formik, useFormikContext } from 'formik';
import { useSession } from '@app/session';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { AdminUser } from '@app/content';
import { FormSelect, FormTextInput } from '../../components/form-fields';
import { ROLE_LABELS } from './user-display';
import { SYSTEM_ROLES, addRoleSchema, type AddRoleFormValues } from './add-role-schema';
import { EMPTY_INVITE, inviteUserSchema, type InviteUserFormValues } from './invite-user-schema';
import { PROFILE_ROLES, editUserSchema, type EditUserFormValues } from './edit-user-schema';
import { DraftRecovery, draftKeyFor } from '../../components/draft-recovery';

const SYSTEM_ROLE_OPTIONS = SYSTEM_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const PROFILE_ROLE_OPTIONS = PROFILE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
/** The invitation e-mail's language; the back office and the set-password page stay Czech. */
const LOCALE_OPTIONS = [
  { value: 'cs', label: 'Čeština' },
  { value: 'en', label: 'Angličtina' },
  { value: 'de', label: 'Němčina' },
];

function DialogButtons({ submitLabel, onCancel }: { submitLabel: string; onCancel: () => void }) {
  const { isSubmitting } = useFormikContext();
  return (
    <Group justify="flex-end" gap="sm" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
        Zrušit
      </Button>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Ukládám...' : submitLabel}
      </Button>
    </Group>
  );
}

function who(user: AdminUser): string {
  return user.full_name ? `${user.full_name} (${user.email ?? ''})` : (user.email ?? user.id);
}

/** Each dialog keeps what was typed when saving fails: onSubmit resolves to false then and the dialog stays. */
type Submit<T> = (values: T) => Promise<boolean>;

export function AddRoleDialog({
  user,
  onClose,
  onSubmit,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onSubmit: Submit<AddRoleFormValues>;
}) {
  const available = SYSTEM_ROLE_OPTIONS.filter((option) => !user?.roles.includes(option.value));
  return (
    <Modal opened={user !== null} onClose={onClose} title="Přidat roli" centered>
      {user && (
        <Formik<AddRoleFormValues>
          initialValues={{ role: available[0]?.value ?? null }}
          validationSchema={addRoleSchema}
          onSubmit={async (values) => {
            if (await onSubmit(values)) onClose();
          }}
        >
          <Form noValidate>
            <Stack gap="md">
              <Text size="sm">Uživatel: {who(user)}</Text>
              <FormSelect name="role" label="Role" data={SYSTEM_ROLE_OPTIONS} allowDeselect={false} required />
              <DialogButtons submitLabel="Přidat roli" onCancel={onClose} />
            </Stack>
          </Form>
        </Formik>
      )}
    </Modal>
  );
}

export function InviteUserDialog({
  opened,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: Submit<InviteUserFormValues>;
}) {
  const draftKey = draftKeyFor('the invitation', 'new', useSession((session) => session.user?.id ?? null));
  return (
    <Modal opened={opened} onClose={onClose} title="Pozvat uživatele" centered>
      <Formik<InviteUserFormValues>
        initialValues={EMPTY_INVITE}
        validationSchema={inviteUserSchema}
        onSubmit={async (values, helpers) => {
          if (await onSubmit(values)) {
            helpers.resetForm();
            onClose();
          }
        }}
      >
        <Form noValidate>
          <DraftRecovery draftKey={draftKey} />
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Pošleme mu e-mail s pozvánkou od vás. Odkazem v něm si do 7 dní nastaví heslo a získá zvolenou roli.
            </Text>
            <FormTextInput name="email" label="E-mail" type="email" required autoComplete="off" />
            <FormTextInput name="fullName" label="Jméno" required autoComplete="off" />
            <FormSelect name="role" label="Role" data={SYSTEM_ROLE_OPTIONS} allowDeselect={false} required />
            <FormSelect name="locale" label="Jazyk pozvánky" data={LOCALE_OPTIONS} allowDeselect={false} />
            <DialogButtons submitLabel="Pozvat" onCancel={onClose} />
          </Stack>
        </Form>
      </Formik>
    </Modal>
  );
}

function PasswordFields() {
  const { getFieldProps, touched, errors } = useFormikContext<EditUserFormValues>();
  return (
    <>
      <PasswordInput
        label="Nové heslo (volitelné)"
        autoComplete="new-password"
        {...getFieldProps('newPassword')}
        error={(touched.newPassword && errors.newPassword) || undefined}
      />
      <PasswordInput
        label="Potvrzení hesla"
        autoComplete="new-password"
        {...getFieldProps('confirmPassword')}
        error={(touched.confirmPassword && errors.confirmPassword) || undefined}
      />
    </>
  );
}

export function EditUserDialog({
  user,
  onClose,
  onSubmit,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onSubmit: Submit<EditUserFormValues>;
}) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Upravit profil" centered>
      {user && (
        <Formik<EditUserFormValues>
          initialValues={{
            fullName: user.full_name ?? '',
            role: user.profile_role === 'admin' ? 'admin' : 'user',
            newPassword: '',
            confirmPassword: '',
          }}
          validationSchema={editUserSchema}
          onSubmit={async (values) => {
            if (await onSubmit(values)) onClose();
          }}
        >
          <Form noValidate>
            <Stack gap="md">
              <Text size="sm">E-mail: {user.email}</Text>
              <FormTextInput name="fullName" label="Jméno" autoComplete="off" />
              <FormSelect name="role" label="Role profilu" data={PROFILE_ROLE_OPTIONS} allowDeselect={false} />
              <PasswordFields />
              <Alert color="blue" variant="light" p="xs">
                <Text size="xs">
                  Heslo jiného uživatele nelze z prohlížeče nastavit přímo: po uložení mu pošleme e-mail s odkazem,
                  kde si nové heslo potvrdí.
                </Text>
              </Alert>
              <DialogButtons submitLabel="Uložit" onCancel={onClose} />
            </Stack>
          </Form>
        </Formik>
      )}
    </Modal>
  );
}
