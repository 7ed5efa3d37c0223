import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { adminDeleteBlogPost, adminListBlogPosts, type AdminBlogPostSummary } from '@app/content';
import { formatDate, getBlogPostHref } from '@app/i18n';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/loading-state';
import { confirmAction } from '../../components/confirm';
import { errorMessage } from '../../components/error-message';

type ListState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; posts: AdminBlogPostSummary[] };

function PostRow({ post, onDelete }: { post: AdminBlogPostSummary; onDelete: (post: AdminBlogPostSummary) => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {post.featured && (
            <Text span c="yellow.7" fw={700} title="Doporučený článek" aria-label="Doporučený článek">
              ★
            </Text>
          )}
          <Text fw={600} size="sm">
            {post.title_cs}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>{post.category_cs ?? '–'}</Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" ff="monospace">
          {post.slug_cs}
        </Text>
      </Table.Td>
      <Table.Td>
        {post.published ? (
          <Badge color="green" variant="light">
            Publikováno
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Koncept
          </Badge>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(post.created_at)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Button
            component="a"
            href={getBlogPostHref(post.slug_cs, 'cs')}
            target="_blank"
            rel="noopener"
            variant="subtle"
            size="compact-sm"
            aria-label={`Náhled: ${post.title_cs}`}
          >
            Náhled
          </Button>
          <Button
            component={Link}
            to={`/admin/blog/${post.id}`}
            variant="subtle"
            size="compact-sm"
            aria-label={`Upravit: ${post.title_cs}`}
          >
            Upravit
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            aria-label={`Smazat: ${post.title_cs}`}
            onClick={() => onDelete(post)}
          >
            Smazat
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/blog: every post with its status, newest first (spec 2.13). */
export function BlogListPage() {
  const [list, setList] = useState<ListState>({ state: 'loading' });

  const load = useCallback(async () => {
    try {
      const posts = await adminListBlogPosts(await getSupabase());
      setList({ state: 'ready', posts });
    } catch (error) {
      const message = errorMessage(error);
      setList({ state: 'failed', message });
      notify({ title: 'Chyba při načítání', message, kind: 'error' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (post: AdminBlogPostSummary) => {
    if (!confirmAction('Opravdu chcete smazat tento článek?')) return;
    try {
      await adminDeleteBlogPost(await getSupabase(), post.id);
      notify({ title: 'Úspěch', message: 'Článek byl smazán', kind: 'success' });
      await load();
    } catch (error) {
      notify({ title: 'Chyba při mazání', message: errorMessage(error), kind: 'error' });
    }
  };

  return (
    <>
      <PageHeader
        title="Blog"
        description="Články, koncepty a doporučené příspěvky"
        backTo="/admin"
        backLabel="Zpět na přehled"
        actions={
          <Button component={Link} to="/admin/blog/new">
            + Nový článek
          </Button>
        }
      />
      {list.state === 'loading' && <LoadingState label="Načítám články..." />}
      {list.state === 'failed' && (
        <Alert color="red" title="Chyba při načítání">
          {list.message}
        </Alert>
      )}
      {list.state === 'ready' && list.posts.length === 0 && (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text mb="md">Zatím tu nejsou žádné články.</Text>
          <Anchor component={Link} to="/admin/blog/new">
            Napsat první článek
          </Anchor>
        </Paper>
      )}
      {list.state === 'ready' && list.posts.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Název</Table.Th>
                  <Table.Th>Kategorie</Table.Th>
                  <Table.Th>Slug</Table.Th>
                  <Table.Th>Stav</Table.Th>
                  <Table.Th>Vytvořeno</Table.Th>
                  <Table.Th ta="right">Akce</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.posts.map((post) => (
                  <PostRow key={post.id} post={post} onDelete={(target) => void remove(target)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </>
  );
}
