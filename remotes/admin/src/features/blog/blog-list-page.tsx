import { Link } from 'react-router-dom';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import {
  BLOG_LIST_SPEC,
  adminBlogCategories,
  adminBlogPostsPage,
  adminDeleteBlogPost,
  withTranslationStatus,
  blogPostStatus,
  type AdminBlogPostSummary,
  type TranslationStatus,
} from '@app/content';
import { formatDate, formatDateTime, getBlogPostHref } from '@app/i18n';
import { PageHeader } from '../../components/page-header';
import { ADMIN_PATHS } from '../../config/paths';
import { useConfirmedDelete } from '../../components/confirmed-delete';
import { useAdminData } from '../../components/use-admin-data';
import { DeletedRecords } from '../../components/revisions';
import { ListBody, ListFilter, ListTable, ListToolbar, RowActions, SortableTh, useListPage, useListState } from '../../components/list';
import { MISSING_TRANSLATION_OPTIONS, TranslationBadges } from '../../components/translation-status';

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
        <Group gap={6} wrap="nowrap" align="flex-start">
          {post.featured && <FeaturedMarker />}
          <Stack gap={2} miw={0}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'break-word' }}>
              {post.title_cs}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {post.slug_cs}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <TranslationBadges status={translations} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'break-word' }}>{post.category_cs ?? '–'}</Table.Td>
      <Table.Td>
        <StatusBadge post={post} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(post.created_at)}</Table.Td>
      <Table.Td>
        <RowActions>
          <PostActions post={post} onDelete={onDelete} />
        </RowActions>
      </Table.Td>
    </Table.Tr>
  );
}

const FILTERS = ['stav', 'kategorie', 'doporucene', 'chybi'] as const;

const STATUS_OPTIONS = [
  { value: 'publikovano', label: 'Publikováno' },
  { value: 'koncept', label: 'Koncept' },
  { value: 'naplanovano', label: 'Naplánováno' },
];

const loadPage = withTranslationStatus('blog_posts', adminBlogPostsPage);

/** /admin/blog: the posts with their status, searched, filtered, sorted and paged in the database. */
export function BlogListPage() {
  const state = useListState(BLOG_LIST_SPEC, FILTERS);
  const list = useListPage(loadPage, state);
  const categories = useAdminData(adminBlogCategories);
  const translations = list.page?.translations;

  const deletion = useConfirmedDelete<AdminBlogPostSummary>({
    entity: 'post',
    question: 'Opravdu chcete smazat tento článek?',
    subject: (post) => `„${post.title_cs}“`,
    detail: 'Smazaný článek lze 30 dní obnovit v části Smazané.',
    remove: (client, post) => adminDeleteBlogPost(client, post.id),
    success: 'Článek byl smazán',
    onDeleted: list.reload,
    publishing: { table: 'blog_posts', scope: ADMIN_PATHS.blog },
  });

  return (
    <>
      <PageHeader
        title="Blog"
        description="Články, koncepty a doporučené příspěvky"
        backTo="/admin"
        backLabel="Zpět na přehled"
        actions={
          <>
            <DeletedRecords table="blog_posts" onRestored={list.reload} />
            <Button component={Link} to="/admin/blog/new">
              + Nový článek
            </Button>
          </>
        }
      />
      <ListToolbar
        state={state}
        searchPlaceholder="Název, slug nebo kategorie"
        sort={{
          headersFrom: 'md',
          options: [
            { value: 'created_at', label: 'Vytvořeno' },
            { value: 'title_cs', label: 'Název' },
            { value: 'category_cs', label: 'Kategorie' },
            { value: 'published', label: 'Stav' },
          ],
        }}
      >
        <ListFilter state={state} name="stav" label="Stav" options={STATUS_OPTIONS} />
        <ListFilter state={state} name="kategorie" label="Kategorie" options={(categories.data ?? []).map((category) => ({ value: category, label: category }))} />
        <ListFilter state={state} name="doporucene" label="Doporučené" options={[{ value: 'ano', label: 'Jen doporučené' }]} />
        <ListFilter state={state} name="chybi" label="Překlady" options={MISSING_TRANSLATION_OPTIONS} />
      </ListToolbar>
      <ListBody
        list={list}
        state={state}
        loadingLabel="Načítám články..."
        empty={
          <Paper withBorder radius="md" p="xl" ta="center">
            <Text mb="md">Zatím tu nejsou žádné články.</Text>
            <Anchor component={Link} to="/admin/blog/new">
              Napsat první článek
            </Anchor>
          </Paper>
        }
      >
        {(posts) => (
          <ListTable
            head={
              <>
                <SortableTh state={state} column="title_cs">
                  Název
                </SortableTh>
                <Table.Th>Překlady</Table.Th>
                <SortableTh state={state} column="category_cs">
                  Kategorie
                </SortableTh>
                <SortableTh state={state} column="published">
                  Stav
                </SortableTh>
                <SortableTh state={state} column="created_at">
                  Vytvořeno
                </SortableTh>
                <Table.Th ta="right">Akce</Table.Th>
              </>
            }
            cards={posts.map((post) => (
              <PostCard key={post.id} post={post} translations={translations?.get(post.id)} onDelete={deletion.ask} />
            ))}
          >
            {posts.map((post) => (
              <PostRow key={post.id} post={post} translations={translations?.get(post.id)} onDelete={deletion.ask} />
            ))}
          </ListTable>
        )}
      </ListBody>
      {deletion.dialog}
    </>
  );
}
