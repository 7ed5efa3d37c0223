import { useEffect, useState } from 'react';
import { Button, Center, Divider, Loader, Modal, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MEDIA_LIST_SPEC, adminMediaPage, type ListQuery, type MediaAsset } from '@app/content';
import { ListPagination, useListPage } from '../list';
import { MediaUploader } from './media-uploader';

const PAGE_SIZE = 12;

/** An image of the library at its own aspect ratio (width and height set, so nothing jumps while it loads). */
export function MediaThumb({ asset, height = 120 }: { asset: MediaAsset; height?: number }) {
  return (
    <img
      src={asset.url}
      alt={asset.alt_cs}
      width={asset.width}
      height={asset.height}
      loading="lazy"
      decoding="async"
      className="admin-media-thumb"
      style={{ height, width: '100%' }}
    />
  );
}

const firstPage = (search: string): ListQuery => ({ search, filters: {}, sort: MEDIA_LIST_SPEC.defaultSort, page: 1, pageSize: PAGE_SIZE });

/** The picker's content, mounted only while the dialog is open (so a closed picker loads nothing). */
function PickerBody({ onPick }: { onPick: (asset: MediaAsset) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [query, setQuery] = useState(() => firstPage(''));
  const [uploading, setUploading] = useState(false);
  useEffect(() => setQuery(firstPage(debounced)), [debounced]);
  const setPage = (page: number) => setQuery((current) => ({ ...current, page }));
  const list = useListPage(adminMediaPage, { query, setPage });
  const result = list.page;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <TextInput type="search" label="Hledat v knihovně" placeholder="Název souboru nebo popis" value={search} onChange={(event) => setSearch(event.currentTarget.value)} data-autofocus />
      {!result ? (
        <Center mih={160}>
          <Loader role="status" aria-label="Načítám obrázky..." />
        </Center>
      ) : result.rows.length === 0 ? (
        <Text c="dimmed">{query.search ? 'Žádný obrázek neodpovídá hledání.' : 'Knihovna je zatím prázdná. Nahrajte první obrázek níže.'}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" role="list" aria-label="Obrázky v knihovně">
          {result.rows.map((asset) => (
            <UnstyledButton key={asset.id} role="listitem" onClick={() => onPick(asset)} className="admin-media-choice" aria-label={`Vybrat: ${asset.alt_cs}`}>
              <MediaThumb asset={asset} height={110} />
              <Text size="xs" lineClamp={1} mt={4}>
                {asset.file_name}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <ListPagination pages={pages} page={query.page} onChange={setPage} />
      <Divider label="nebo nahrajte nový" labelPosition="center" />
      {uploading ? (
        <MediaUploader multiple={false} onUploaded={onPick} />
      ) : (
        <Button variant="light" onClick={() => setUploading(true)}>
          Nahrát nový obrázek
        </Button>
      )}
    </Stack>
  );
}

/**
 * "Knihovna médií": search the library, pick an image, or upload a new one (it is picked when uploaded).
 * Used for a post's cover, images in the rich text and module images.
 */
export function MediaPicker({ opened, onClose, onPick }: { opened: boolean; onClose: () => void; onPick: (asset: MediaAsset) => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Knihovna médií" size="xl">
      <PickerBody
        onPick={(asset) => {
          onPick(asset);
          onClose();
        }}
      />
    </Modal>
  );
}
