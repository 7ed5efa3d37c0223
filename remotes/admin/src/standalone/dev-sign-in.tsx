import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { initSession, useSession } from '@app/session';
import { signInReturnPath } from '@app/remote-contract';

/** Only when the remote runs alone on its dev server: the real sign-in page lives in the host. */
export function DevSignIn() {
  const status = useSession((state) => state.status);
  const signIn = useSession((state) => state.signIn);
  const navigate = useNavigate();
  const returnTo = signInReturnPath(useLocation().search);
  const [email, setEmail] = useState('admin@example.com');
  const [password, setPassword] = useState('');
  useEffect(() => {
    void initSession();
  }, []);
  if (status === 'signedIn') return <Navigate to={returnTo} replace />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { error } = await signIn(email, password);
    if (!error) navigate(returnTo);
  };
  return (
    <Center mih="100vh">
      <Paper withBorder p="xl" w={380}>
        <form onSubmit={(event) => void submit(event)}>
          <Stack>
            <Title order={1} fz="h3">
              Přihlášení (vývoj)
            </Title>
            <Text size="sm" c="dimmed">
              Samostatně běžící administrace.
            </Text>
            <TextInput label="E-mail" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
            <PasswordInput label="Heslo" value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
            <Button type="submit">Přihlásit se</Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
