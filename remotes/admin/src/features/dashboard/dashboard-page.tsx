import { Link } from 'react-router-dom';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSession } from '@app/session';
import { ADMIN_PATHS } from '../../config/paths';

interface Tile {
  title: string;
  description: string;
  to: string;
  adminOnly?: boolean;
}

const TILES: Tile[] = [
  { title: 'Blog', description: 'Články, koncepty a doporučené příspěvky', to: ADMIN_PATHS.blog },
  { title: 'Moduly', description: 'Nabízené moduly, jejich texty a obrázky', to: ADMIN_PATHS.modules },
  { title: 'Reference', description: 'Případové studie zákazníků', to: ADMIN_PATHS.references },
  { title: 'Ceník', description: 'Tarify, ceny a zahrnuté funkce', to: ADMIN_PATHS.pricing },
  { title: 'Uživatelé', description: 'Účty, role a pozvánky', to: ADMIN_PATHS.users, adminOnly: true },
  { title: 'Nastavení', description: 'Kontaktní údaje a režim údržby', to: ADMIN_PATHS.settings, adminOnly: true },
  { title: 'AI Obrázky', description: 'Generování obrázků modulů', to: ADMIN_PATHS.imageGenerator },
  { title: 'Poptávky', description: 'Zprávy z kontaktního formuláře a odběr novinek', to: ADMIN_PATHS.enquiries },
];

const QUICK_ACTIONS = [
  { label: 'Nový článek', to: ADMIN_PATHS.blogNew },
  { label: 'Nový modul', to: ADMIN_PATHS.modulesNew },
  { label: 'Nová reference', to: ADMIN_PATHS.referencesNew },
  { label: 'Nový cenový plán', to: ADMIN_PATHS.pricingNew },
];

export function DashboardPage() {
  const email = useSession((state) => state.user?.email ?? '');
  const isAdmin = useSession((state) => state.isAdmin);
  const tiles = TILES.filter((tile) => isAdmin || !tile.adminOnly);

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Přehled</Title>
        <Text c="dimmed">Vítejte, {email}</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {tiles.map((tile) => (
          <Card key={tile.to} component={Link} to={tile.to} withBorder radius="md" padding="lg" className="admin-tile">
            <Text fw={700} size="lg" c="brand.9">
              {tile.title}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {tile.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2} fz="h4">
          Rychlé akce
        </Title>
        <Group gap="sm">
          {QUICK_ACTIONS.map((action) => (
            <Button key={action.to} component={Link} to={action.to} variant="light">
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
