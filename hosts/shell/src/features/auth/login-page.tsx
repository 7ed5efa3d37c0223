import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { initSession, useSession } from '@app/session';
import { signInReturnPath } from '@app/remote-contract';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { AuthCard } from './auth-card';
import { loginSchema } from './login-schema';
import { ForgotPasswordForm } from './forgot-password-form';

export function LoginPage() {
  const status = useSession((state) => state.status);
  const signIn = useSession((state) => state.signIn);
  const navigate = useNavigate();
  // The admin screen that sent the visitor here (?next=), else the dashboard.
  const returnTo = signInReturnPath(useLocation().search);
  const [forgotten, setForgotten] = useState(false);
  useDocumentMeta({ title: 'Přihlášení | BizAuto', description: 'Přihlaste se do administrace', locale: 'cs', noindex: true });
  useEffect(() => {
    void initSession();
  }, []);

  const form = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async ({ email, password }) => {
      const { error } = await signIn(email.trim(), password);
      if (!error) navigate(returnTo, { replace: true });
    },
  });

  if (status === 'signedIn' && !form.isSubmitting) return <Navigate to={returnTo} replace />;

  const fieldError = (field: 'email' | 'password') => (form.touched[field] && form.errors[field]) || undefined;

  return (
    <AuthCard title="Přihlášení" subtitle="Přihlaste se do administrace">
      {forgotten ? (
        <ForgotPasswordForm initialEmail={form.values.email} onDone={() => setForgotten(false)} />
      ) : (
        <form noValidate onSubmit={form.handleSubmit}>
          <Stack gap="md">
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              {...form.getFieldProps('email')}
              error={fieldError('email')}
            />
            <PasswordInput
              label="Heslo"
              autoComplete="current-password"
              required
              {...form.getFieldProps('password')}
              error={fieldError('password')}
            />
            <Group justify="flex-end" mt={-8}>
              <Anchor component="button" type="button" size="sm" onClick={() => setForgotten(true)}>
                Zapomenuté heslo?
              </Anchor>
            </Group>
            <Button type="submit" disabled={form.isSubmitting} fullWidth mt="xs">
              {form.isSubmitting ? 'Přihlašuji...' : 'Přihlásit se'}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
