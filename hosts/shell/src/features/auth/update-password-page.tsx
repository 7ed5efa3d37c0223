import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { acceptInvitation, INVITATION_TOKEN_PARAM } from '@app/content';
import { MIN_PASSWORD_LENGTH, useSession } from '@app/session';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { RouteLoader } from '../../components/route-loader';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { AuthCard } from './auth-card';
import { updatePasswordProblem } from './update-password-schema';

type LinkState = { kind: 'checking' } | { kind: 'ready' } | { kind: 'invalid'; message: string };

const PASSWORD_RULES = `Alespoň ${MIN_PASSWORD_LENGTH} znaků, malé i velké písmeno a číslice.`;
export const INVITATION_INVALID = 'Pozvánka je neplatná nebo vypršela. Heslo bylo nastaveno; požádejte správce o novou pozvánku.';
export const INVITATION_LINK_INVALID = 'Pozvánka je neplatná, už byla přijata, nebo vypršela. Požádejte správce o novou pozvánku.';

export function UpdatePasswordPage() {
  const setSessionFromLinkFragment = useSession((state) => state.setSessionFromLinkFragment);
  const updatePassword = useSession((state) => state.updatePassword);
  const navigate = useNavigate();
  // An invitation link carries its one-time token; the role is granted once the invitee has set a password.
  const invitationToken = new URLSearchParams(useLocation().search).get(INVITATION_TOKEN_PARAM);
  const [invitationFailed, setInvitationFailed] = useState(false);
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const readFragment = useRef(false);
  useDocumentMeta({ title: 'Nové heslo | BizAuto', description: 'Nastavte si nové heslo do administrace', locale: 'cs', noindex: true });

  useEffect(() => {
    if (readFragment.current) return;
    readFragment.current = true;
    const fragment = window.location.hash;
    // The tokens must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    void setSessionFromLinkFragment(fragment).then(({ error }) =>
      setLink(error ? { kind: 'invalid', message: error } : { kind: 'ready' }),
    );
  }, [setSessionFromLinkFragment]);

  const form = useFormik({
    initialValues: { password: '', confirmation: '' },
    onSubmit: async ({ password, confirmation }) => {
      const problem = await updatePasswordProblem({ password, confirmation });
      if (problem) {
        notify({ kind: 'error', ...problem });
        return;
      }
      const { error } = await updatePassword(password);
      if (error) {
        notify({ kind: 'error', title: 'Chyba', message: `Nepodařilo se změnit heslo. ${error}` });
        return;
      }
      if (invitationToken) {
        try {
          await acceptInvitation(await getSupabase(), invitationToken);
          // The roles were read when the link signed the invitee in; read them again now that one was granted.
          await useSession.getState().refreshRoles();
        } catch (acceptError) {
          console.error('Accepting the invitation failed:', acceptError);
          setInvitationFailed(true);
          return;
        }
        notify({ kind: 'success', title: 'Hotovo', message: 'Heslo bylo nastaveno a pozvánka přijata.' });
      } else {
        notify({ kind: 'success', title: 'Hotovo', message: 'Heslo bylo úspěšně změněno.' });
      }
      navigate('/admin', { replace: true });
    },
  });

  if (link.kind === 'checking') return <RouteLoader label="Ověřuji odkaz..." />;

  return (
    <AuthCard
      title={invitationToken ? 'Přijetí pozvánky' : 'Nové heslo'}
      subtitle={invitationToken ? 'Nastavte si heslo ke svému účtu' : 'Zadejte nové heslo ke svému účtu'}
    >
      {invitationFailed ? (
        <Alert color="red" title="Pozvánku nelze přijmout" role="alert">
          <Text size="sm">{INVITATION_INVALID}</Text>
        </Alert>
      ) : link.kind === 'invalid' && invitationToken ? (
        <Stack gap="md">
          <Alert color="red" title="Pozvánku nelze přijmout" role="alert">
            <Text size="sm">{INVITATION_LINK_INVALID}</Text>
          </Alert>
          <Button component={Link} to="/auth" variant="light">
            Přejít na přihlášení
          </Button>
        </Stack>
      ) : link.kind === 'invalid' ? (
        <Stack gap="md">
          <Alert color="red" title="Neplatný odkaz">
            <Text size="sm">{link.message}</Text>
          </Alert>
          <Button component={Link} to="/auth" variant="light">
            Požádat o nový odkaz
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit}>
          <Stack gap="md">
            <PasswordInput
              label="Nové heslo"
              description={PASSWORD_RULES}
              autoComplete="new-password"
              required
              {...form.getFieldProps('password')}
            />
            <PasswordInput
              label="Potvrzení hesla"
              autoComplete="new-password"
              required
              {...form.getFieldProps('confirmation')}
            />
            <Button type="submit" disabled={form.isSubmitting} fullWidth>
              {form.isSubmitting ? 'Ukládám...' : 'Změnit heslo'}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
