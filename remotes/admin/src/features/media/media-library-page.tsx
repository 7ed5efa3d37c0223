import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Formik, Form } from 'formik';
import { Anchor, Button, Card, Group, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  MEDIA_LIST_SPEC,
  adminDeleteMedia,
  adminMediaPage,
  adminMediaUsages,
  adminUpdateMediaAlt,
  mediaVariantsNote,
  type MediaAsset,
  type MediaUsage,
} from '@app/content';
import { formatDate } from '@app/i18n';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { ADMIN_PATHS, RECORD_KIND, editPathOf } from '../../config/paths';
import { PageHeader } from '../../components/page-header';
import { useConfirmedDelete } from '../../components/confirmed-delete';
import { errorMessage } from '../../components/error-message';
import { ListBody, ListFilter, ListToolbar, useListPage, useListState } from '../../components/list';
import { MediaAltFields, MediaThumb, MediaUploader, altTextsOf, mediaAltSchema, type MediaAltFormValues } from '../../components/media';

const FILTERS = ['typ'] as const;

/** Whether the resized copies the site shows are still being made or could not be made (and why). */
function VariantsNote({ asset }: { asset: MediaAsset }) {
  const note = mediaVariantsNote(asset);
  if (!note) return null;
  return (
    <Text size="xs" c={note.tone === 'failed' ? 'red.8' : 'dimmed'} data-testid="media-variants-note">
      {note.text}
    </Text>
  );
}

function EditAltDialog({ asset, onClose, onSaved }: { asset: MediaAsset | null; onClose: () => void; onSaved: (asset: MediaAsset) => void }) {
  const save = async (values: MediaAltFormValues) => {
    if (!asset) return;
    try {
      onSaved(await adminUpdateMediaAlt(await getSupabase(), asset.id, altTextsOf(values)));
      notify({ id: `media-alt:${asset.id}`, kind: 'success', title: 'Úspěch', message: 'Popis obrázku byl uložen.' });
      onClose();
    } catch (error) {
      notify({ id: `media-alt:${asset.id}`, kind: 'error', title: 'Chyba při ukládání', message: errorMessage(error) });
    }
  };
  return (
    <Modal opened={asset !== null} onClose={onClose} title="Upravit popis obrázku">
      {asset && (
        <Formik<MediaAltFormValues>
          initialValues={{ alt_cs: asset.alt_cs, alt_en: asset.alt_en ?? '', alt_de: asset.alt_de ?? '' }}
          validationSchema={mediaAltSchema}
          onSubmit={save}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="md">
                <MediaThumb asset={asset} height={160} />
                <MediaAltFields />
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose}>
                    Zrušit
                  </Button>
                  <Button type="submit" loading={isSubmitting}>
                    Uložit
                  </Button>
                </Group>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}

/** Deleting an image that is shown somewhere: says where, and deletes only when asked again. */
function InUseDialog({ target, onClose, onConfirm }: { target: { asset: MediaAsset; usages: MediaUsage[] } | null; onClose: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={target !== null} onClose={onClose} title="Obrázek se používá">
      {target && (
        <Stack gap="md">
          <Text>Obrázek „{target.asset.file_name}“ je použit na těchto místech. Po smazání se tam nezobrazí.</Text>
          <List spacing={4} aria-label="Kde je obrázek použit">
            {target.usages.map((usage) => (
              <List.Item key={`${usage.kind}:${usage.recordId}`}>
                {RECORD_KIND[usage.kind]}:{' '}
                <Anchor component={Link} to={editPathOf(usage.kind, usage.recordId)}>
                  {usage.title || '(bez názvu)'}
                </Anchor>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Ponechat obrázek
            </Button>
            <Button color="red" onClick={onConfirm}>
              Přesto smazat
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** /admin/media: the media library — upload (with alt texts), search, describe, delete (warned when in use). */
export function MediaLibraryPage() {
  const state = useListState(MEDIA_LIST_SPEC, FILTERS);
  const list = useListPage(adminMediaPage, state);
  const [editing, setEditing] = useState<MediaAsset | null>(null);
  const [inUse, setInUse] = useState<{ asset: MediaAsset; usages: MediaUsage[] } | null>(null);

  const deletion = useConfirmedDelete<MediaAsset>({
    entity: 'image',
    question: 'Opravdu chcete smazat tento obrázek?',
    subject: (asset) => `„${asset.file_name}“`,
    remove: (client, asset) => adminDeleteMedia(client, asset),
    success: 'Obrázek byl smazán.',
    onDeleted: list.reload,
  });

  // An image in use says where (InUseDialog); one used nowhere asks the usual question.
  const askToRemove = async (asset: MediaAsset) => {
    try {
      const usages = await adminMediaUsages(await getSupabase(), asset.id);
      if (usages.length > 0) setInUse({ asset, usages });
      else deletion.ask(asset);
    } catch (error) {
      notify({ id: deletion.toastId(asset), kind: 'error', title: 'Chyba při mazání', message: errorMessage(error) });
    }
  };

  return (
    <>
      <PageHeader title="Média" description="Obrázky pro články, moduly a reference" backTo={ADMIN_PATHS.dashboard} backLabel="Zpět na přehled" />
      <Stack gap="lg">
        <MediaUploader onUploaded={() => list.reload()} />
        <div>
          <ListToolbar
            state={state}
            searchPlaceholder="Název souboru nebo popis"
            sort={{
              options: [
                { value: 'created_at', label: 'Nahráno' },
                { value: 'file_name', label: 'Název souboru' },
                { value: 'size_bytes', label: 'Velikost' },
              ],
            }}
          >
            <ListFilter
              state={state}
              name="typ"
              label="Typ"
              options={[
                { value: 'image/jpeg', label: 'JPG' },
                { value: 'image/png', label: 'PNG' },
                { value: 'image/webp', label: 'WebP' },
                { value: 'image/gif', label: 'GIF' },
              ]}
            />
          </ListToolbar>
          <ListBody list={list} state={state} loadingLabel="Načítám obrázky..." empty={<Text c="dimmed">Knihovna je zatím prázdná.</Text>}>
            {(assets) => (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
                {assets.map((asset) => (
                  <Card key={asset.id} withBorder radius="md" padding="sm" component="article" aria-label={asset.file_name} data-testid="media-card">
                    <Card.Section>
                      <MediaThumb asset={asset} height={150} />
                    </Card.Section>
                    <Stack gap={2} mt="xs">
                      <Text fw={600} size="sm" lineClamp={1} title={asset.file_name}>
                        {asset.file_name}
                      </Text>
                      <Text size="sm" lineClamp={2}>
                        {asset.alt_cs}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {asset.width} × {asset.height} px · {Math.round(asset.size_bytes / 1024)} KB
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[formatDate(asset.created_at), asset.uploaded_by_name].filter(Boolean).join(' · ')}
                      </Text>
                      <VariantsNote asset={asset} />
                    </Stack>
                    <Group gap={4} mt="xs">
                      <Button size="compact-sm" variant="subtle" onClick={() => setEditing(asset)} aria-label={`Upravit popis: ${asset.file_name}`}>
                        Upravit popis
                      </Button>
                      <Button size="compact-sm" variant="subtle" color="red" onClick={() => void askToRemove(asset)} aria-label={`Smazat: ${asset.file_name}`}>
                        Smazat
                      </Button>
                    </Group>
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </ListBody>
        </div>
      </Stack>
      <EditAltDialog asset={editing} onClose={() => setEditing(null)} onSaved={(saved) => list.updateRows((rows) => rows.map((row) => (row.id === saved.id ? saved : row)))} />
      <InUseDialog
        target={inUse}
        onClose={() => setInUse(null)}
        onConfirm={() => {
          const target = inUse;
          setInUse(null);
          if (target) void deletion.run(target.asset);
        }}
      />
      {deletion.dialog}
    </>
  );
}
