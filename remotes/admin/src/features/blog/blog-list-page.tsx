import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import {
  adminDeleteBlogPost,
  adminListBlogPosts,
  adminTranslationStatus,
  blogPostStatus,
  type AdminBlogPostSummary,
  type TranslationStatus,
} from '@app/content';
import { formatDate, formatDateTime, getBlogPostHref } from '@app/i18n';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { PageHeader } from '../../components/page-header';
import { LoadingState } from '../../components/loading-state';
import { confirmAction } from '../../components/confirm';
import { errorMessage } from '../../components/error-message';
import { DeletedRecords } from '../../components/revisions';
import { TranslationBadges, TranslationFilter, matchesTranslationFilter, useTranslationFilter } from '../../components/translation-status';

type ListState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; posts: AdminBlogPostSummary[]; translations: Map<string, TranslationStatus> };

function FeaturedMarker() {
  return (
    <Text span c="yellow.7" fw={700} role="img" title="Doporučený článek" aria-label="Doporučený článek">
      ★
    </Text>
  );
}

/** "Publikováno", "Koncept", or "Naplánováno" with its time (25. 11. 2026 14:30) for a published post waiting for it. */
function StatusBadge({ post }: { post: Pick<AdminBlogPostSummary, 'published' | 'publish_at'> }) {
  const status = blogPostStatus(post);
  if (status.kind === 'scheduled') {
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="blue" variant="light" tt="none" style={{ flexShrink: 0 }}>
          Naplánováno
        </Badge>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(status.at)}
        </Text>
      </Stack>
    );
  }
  return status.kind === 'published' ? (
    <Badge color="green" variant="light" tt="none" style={{ flexShrink: 0 }}>
      Publikováno
    </Badge>
  ) : (
    <Badge color="gray" variant="light" tt="none" style={{ flexShrink: 0 }}>
      Koncept
    </Badge>
  );
}

type RowProps = { post: AdminBlogPostSummary; translations?: TranslationStatus; onDelete: (post: AdminBlogPostSummary) => void };

function PostActions({ post, onDelete }: RowProps) {
  return (
    <>
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
    </>
  );
}

/** Small screens: one card per post instead of a table too wide to read. */
function PostCard({ post, translations, onDelete }: RowProps) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={post.title_cs}>
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          {post.featured && <FeaturedMarker />}
          <Text fw={700}>{post.title_cs}</Text>
        </Group>
        <TranslationBadges status={translations} />
        <Group gap="xs">
          <StatusBadge post={post} />
          <Text size="sm" c="dimmed">
            {[post.category_cs, formatDate(post.created_at)].filter(Boolean).join(' · ')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {post.slug_cs}
        </Text>
        <Group gap={4} ml={-8}>
          <PostActions post={post} onDelete={onDelete} />
        </Group>
      </Stack>
    </Paper>
  );
}

function PostRow({ post, translations, onDelete }: RowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {post.featured && <FeaturedMarker />}
          <Text fw={600} size="sm">
            {post.title_cs}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <TranslationBadges status={translations} />
      </Table.Td>
      <Table.Td>{post.category_cs ?? '–'}</Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {post.slug_cs}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge post={post} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(post.created_at)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <PostActions post={post} onDelete={onDelete} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/blog: every post with its status, newest first (spec 2.13). */
export function BlogListPage() {
  const [list, setList] = useState<ListState>({ state: 'loading' });
  const [missing, setMissing] = useTranslationFilter();
  const shown = list.state === 'ready' ? list.posts.filter((post) => matchesTranslationFilter(list.translations.get(post.id), missing)) : [];

  const load = useCallback(async () => {
    try {
      const client = await getSupabase();
      const [posts, translations] = await Promise.all([adminListBlogPosts(client), adminTranslationStatus(client, 'blog_posts')]);
      setList({ state: 'ready', posts, translations });
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
          <>
            <DeletedRecords table="blog_posts" titleOf={(post) => String(post.title_cs ?? '')} onRestored={load} />
            <Button component={Link} to="/admin/blog/new">
              + Nový článek
            </Button>
          </>
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
        <>
          <TranslationFilter value={missing} onChange={setMissing} />
          {shown.length === 0 && (
            <Text c="dimmed" mb="md">
              Všechny články mají tento překlad.
            </Text>
          )}
          <Stack gap="sm" hiddenFrom="md">
            {shown.map((post) => (
              <PostCard key={post.id} post={post} translations={list.translations.get(post.id)} onDelete={(target) => void remove(target)} />
            ))}
          </Stack>
          <Paper withBorder radius="md" visibleFrom="md">
            <Table.ScrollContainer minWidth={900}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Název</Table.Th>
                    <Table.Th>Překlady</Table.Th>
                    <Table.Th>Kategorie</Table.Th>
                    <Table.Th>Slug</Table.Th>
                    <Table.Th miw={140}>Stav</Table.Th>
                    <Table.Th>Vytvořeno</Table.Th>
                    <Table.Th ta="right">Akce</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((post) => (
                    <PostRow key={post.id} post={post} translations={list.translations.get(post.id)} onDelete={(target) => void remove(target)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </>
  );
}
