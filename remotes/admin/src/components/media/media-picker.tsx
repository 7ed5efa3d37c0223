import { useEffect, useState } from 'react';
import { Button, Center, Divider, Loader, Modal, Pagination, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MEDIA_LIST_SPEC, adminMediaPage, type ListPage, type MediaAsset } from '@app/content';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { errorMessage } from '../error-message';
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

/**
 * "Knihovna médií": search the library, pick an image, or upload a new one (it is picked when uploaded).
 * Used for a post's cover, images in the rich text and module images.
 */
export function MediaPicker({ opened, onClose, onPick }: { opened: boolean; onClose: () => void; onPick: (asset: MediaAsset) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<ListPage<MediaAsset> | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => setPage(1), [debounced]);
  useEffect(() => {
    if (!opened) return;
    let current = true;
    (async () => {
      try {
        const next = await adminMediaPage(await getSupabase(), { search: debounced, filters: {}, sort: MEDIA_LIST_SPEC.defaultSort, page, pageSize: PAGE_SIZE });
        if (current) setResult(next);
      } catch (error) {
        if (current) notify({ kind: 'error', title: 'Chyba při načítání', message: errorMessage(error) });
      }
    })();
    return () => {
      current = false;
    };
  }, [opened, debounced, page]);

  const pick = (asset: MediaAsset) => {
    onPick(asset);
    onClose();
  };
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;

  return (
    <Modal opened={opened} onClose={onClose} title="Knihovna médií" size="xl">
      <Stack gap="md">
        <TextInput type="search" label="Hledat v knihovně" placeholder="Název souboru nebo popis" value={search} onChange={(event) => setSearch(event.currentTarget.value)} data-autofocus />
        {!result ? (
          <Center mih={160}>
            <Loader role="status" aria-label="Načítám obrázky..." />
          </Center>
        ) : result.rows.length === 0 ? (
          <Text c="dimmed">{debounced ? 'Žádný obrázek neodpovídá hledání.' : 'Knihovna je zatím prázdná. Nahrajte první obrázek níže.'}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" role="list" aria-label="Obrázky v knihovně">
            {result.rows.map((asset) => (
              <UnstyledButton key={asset.id} role="listitem" onClick={() => pick(asset)} className="admin-media-choice" aria-label={`Vybrat: ${asset.alt_cs}`}>
                <MediaThumb asset={asset} height={110} />
                <Text size="xs" lineClamp={1} mt={4}>
                  {asset.file_name}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getItemProps={(number) => ({ 'aria-label': `Strana ${number}` })}
            getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Další strana' : control === 'previous' ? 'Předchozí strana' : control === 'first' ? 'První strana' : 'Poslední strana' })}
          />
        )}
        <Divider label="nebo nahrajte nový" labelPosition="center" />
        {uploading ? (
          <MediaUploader multiple={false} onUploaded={pick} />
        ) : (
          <Button variant="light" onClick={() => setUploading(true)}>
            Nahrát nový obrázek
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
