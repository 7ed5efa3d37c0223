import { useNavigate } from 'react-router-dom';
import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSession } from '@app/session';

export function NoAccessPage({ adminOnly = false }: { adminOnly?: boolean }) {
  const email = useSession((state) => state.user?.email);
  const signOut = useSession((state) => state.signOut);
  const navigate = useNavigate();
  const leave = async () => {
    const { error } = await signOut();
    if (!error) navigate('/', { replace: true });
  };
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={480} role="alert">
        <Stack gap="md">
          <Title order={1} fz="h3">
            Nemáte oprávnění
          </Title>
          <Text>
            {adminOnly
              ? 'Tuto část administrace mohou používat jen administrátoři.'
              : `Nemáte oprávnění k administraci webu${email ? ` (přihlášen jako ${email})` : ''}. Požádejte administrátora o přidělení role.`}
          </Text>
          <Group gap="sm">
            {adminOnly ? (
              <Button onClick={() => navigate('/admin')}>Zpět na přehled</Button>
            ) : (
              <Button onClick={() => void leave()}>Odhlásit se</Button>
            )}
            <Button variant="default" onClick={() => navigate('/')}>
              Zpět na web
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
