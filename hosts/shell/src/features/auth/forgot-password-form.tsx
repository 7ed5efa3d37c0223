import { useFormik } from 'formik';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useSession } from '@app/session';
import { notify } from '@app/ui';
import { forgotPasswordSchema } from './forgot-password-schema';

/** Sends the password-reset e-mail (link to /auth/update-password); the answer never says whether the account exists. */
export function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const resetPasswordForEmail = useSession((state) => state.resetPasswordForEmail);
  const form = useFormik({
    initialValues: { email: initialEmail },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ email }) => {
      const { error } = await resetPasswordForEmail(email.trim());
      if (error) {
        notify({ kind: 'error', title: 'Chyba', message: `Nepodařilo se odeslat email pro reset hesla. ${error}` });
        return;
      }
      notify({
        kind: 'success',
        title: 'Odesláno',
        message: 'Pokud u nás máte účet, poslali jsme vám e-mail s odkazem pro změnu hesla.',
      });
      onDone();
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Zapomenuté heslo">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Zadejte e-mail svého účtu a pošleme vám odkaz pro nastavení nového hesla.
        </Text>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          {...form.getFieldProps('email')}
          error={(form.touched.email && form.errors.email) || undefined}
        />
        <Button type="submit" disabled={form.isSubmitting} fullWidth>
          {form.isSubmitting ? 'Odesílám...' : 'Poslat odkaz'}
        </Button>
        <Button variant="default" onClick={onDone} disabled={form.isSubmitting} fullWidth>
          Zpět k přihlášení
        </Button>
      </Stack>
    </form>
  );
}
