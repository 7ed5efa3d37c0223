import { useRef, useState } from 'react';
import { useField } from 'formik';
import type { FileRejection } from '@mantine/dropzone';
import { ImageDropzone } from '../../components/image-dropzone';
import { ActionIcon, Button, Group, Image, Input, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  MODULE_IMAGE_MAX_BYTES,
  MODULE_IMAGE_MIME_TYPES,
  uploadModuleImage,
  type ModuleImage,
} from '@app/content';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { MediaPicker } from '../../components/media';

const MAX_MEGABYTES = MODULE_IMAGE_MAX_BYTES / (1024 * 1024);

const BROKEN_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="100%" height="100%" fill="#f1f3f5"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#868e96">Obrázek nelze načíst</text></svg>',
)}`;

function rejectionMessage({ file, errors }: FileRejection): string {
  if (errors.some((error) => error.code === 'file-too-large')) {
    return `Soubor „${file.name}“ je větší než ${MAX_MEGABYTES} MB. Zmenšete ho a zkuste to znovu.`;
  }
  return `Soubor „${file.name}“ není obrázek. Nahrajte JPG, PNG nebo GIF.`;
}

/** The module's slider images: upload by drag-and-drop or file picker, toggle active, remove. */
export function ModuleImagesField({ name }: { name: string }) {
  const [field, , helpers] = useField<ModuleImage[]>(name);
  const [uploading, setUploading] = useState(0);
  const images = field.value;
  const latestImages = useRef(images);
  latestImages.current = images;

  const upload = async (files: File[]) => {
    setUploading((count) => count + files.length);
    const client = await getSupabase();
    const added: ModuleImage[] = [];
    for (const file of files) {
      try {
        added.push({ url: await uploadModuleImage(client, file, file.name), active: true });
        notify({ id: `module-image:${file.name}`, title: 'Úspěch', message: 'Obrázek byl nahrán', kind: 'success' });
      } catch (error) {
        console.error('Uploading a module image failed:', error);
        notify({ id: `module-image:${file.name}`, title: 'Chyba', message: 'Nepodařilo se nahrát obrázek', kind: 'error' });
      } finally {
        setUploading((count) => count - 1);
      }
    }
    if (added.length) void helpers.setValue([...latestImages.current, ...added]);
  };

  const update = (next: ModuleImage[]) => void helpers.setValue(next);
  const [picking, setPicking] = useState(false);

  return (
    <Input.Wrapper label="Obrázky do slideru" description="Neaktivní obrázky se na webu nezobrazují.">
      <Stack gap="md" mt={6}>
        <ImageDropzone
          onDrop={(files) => void upload(files)}
          onReject={(rejection) => notify({ title: 'Chyba', message: rejectionMessage(rejection), kind: 'error' })}
          accept={MODULE_IMAGE_MIME_TYPES}
          maxSize={MODULE_IMAGE_MAX_BYTES}
          loading={uploading > 0}
          inputLabel="Nahrát obrázky"
          hint={`JPG, PNG, GIF · nejvýše ${MAX_MEGABYTES} MB na soubor`}
        />

        <Button variant="light" w="fit-content" onClick={() => setPicking(true)}>
          Vybrat z knihovny médií
        </Button>
        <MediaPicker opened={picking} onClose={() => setPicking(false)} onPick={(asset) => update([...latestImages.current, { url: asset.url, active: true }])} />

        {images.length === 0 ? (
          <Text size="sm" c="dimmed">
            Modul zatím nemá žádné obrázky.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" data-testid="module-images">
            {images.map((image, index) => (
              <Paper key={`${image.url}-${index}`} withBorder radius="md" p="xs">
                <Image
                  src={image.url}
                  alt={`Obrázek ${index + 1}`}
                  h={120}
                  fit="cover"
                  radius="sm"
                  fallbackSrc={BROKEN_IMAGE}
                  style={{ opacity: image.active ? 1 : 0.45 }}
                />
                <Group justify="space-between" mt="xs" wrap="nowrap">
                  <Switch
                    size="sm"
                    label="Aktivní"
                    aria-label={`Aktivní: obrázek ${index + 1}`}
                    checked={image.active}
                    onChange={(event) => {
                      const active = event.currentTarget.checked;
                      update(images.map((item, at) => (at === index ? { ...item, active } : item)));
                    }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Odstranit obrázek ${index + 1}`}
                    onClick={() => update(images.filter((_, at) => at !== index))}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
