import { useEffect, useId, useState } from 'react';
import { Formik, Form } from 'formik';
import { Button, Group, Image, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { MEDIA_MAX_BYTES, MEDIA_MIME_TYPES, mediaFileProblem, mediaTypeRefusal, type MediaAsset } from '@app/content';
import { notify } from '@app/ui';
import { FormTextInput } from '../form-fields';
import { ImageDropzone } from '../image-dropzone';
import { errorMessage } from '../error-message';
import { EMPTY_ALT, altTextsOf, mediaAltSchema, type MediaAltFormValues } from './media-alt-schema';
import { uploadToLibrary } from './upload-to-library';

/** A file the drop zone refused: our own reason (type, size), else the type rule. */
function rejectionMessage({ file }: FileRejection): string {
  return mediaFileProblem(file) ?? mediaTypeRefusal(file.name);
}

/** The alt-text fields of an image (upload form and "Upravit popis"). */
export function MediaAltFields() {
  return (
    <Stack gap="xs">
      <FormTextInput name="alt_cs" label="Alternativní text (CZ)" description="Co je na obrázku, pro nevidomé a vyhledávače." required />
      <FormTextInput name="alt_en" label="Alternativní text (EN)" />
      <FormTextInput name="alt_de" label="Alternativní text (DE)" />
    </Stack>
  );
}

/** One dropped file: its preview, the alt texts asked for before it goes up, and the progress while it does. */
function PendingUpload({ file, onDone, onCancel }: { file: File; onDone: (asset: MediaAsset) => void; onCancel: () => void }) {
  const [preview, setPreview] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  // A retry of this file's upload reports in place of its earlier failure.
  const toastId = `media-upload:${useId()}`;
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const submit = async (values: MediaAltFormValues) => {
    setProgress(0);
    try {
      const asset = await uploadToLibrary(file, altTextsOf(values), setProgress);
      notify({ id: toastId, kind: 'success', title: 'Úspěch', message: `Obrázek „${file.name}“ je v knihovně.` });
      onDone(asset);
    } catch (error) {
      // The form stays filled: fix the problem (or the connection) and send it again.
      setProgress(null);
      notify({ id: toastId, kind: 'error', title: 'Nepodařilo se nahrát obrázek', message: errorMessage(error) });
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={`Nahrání: ${file.name}`}>
      <Formik<MediaAltFormValues> initialValues={EMPTY_ALT} validationSchema={mediaAltSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Stack gap={4}>
                {preview && <Image src={preview} alt="" radius="sm" mah={180} fit="contain" />}
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {file.name} · {Math.round(file.size / 1024)} KB
                </Text>
              </Stack>
              <Stack gap="xs">
                <MediaAltFields />
                {progress !== null && (
                  <Progress value={Math.round(progress * 100)} aria-label={`Průběh nahrávání: ${file.name}`} animated={progress < 1} />
                )}
                <Group gap="xs">
                  <Button type="submit" loading={isSubmitting}>
                    Nahrát
                  </Button>
                  <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
                    Zrušit
                  </Button>
                </Group>
              </Stack>
            </SimpleGrid>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}

/**
 * Drag-and-drop (or choose) images for the library: JPG, PNG, WebP or GIF up to 5 MB, each described
 * (alt text) before it is uploaded; `onUploaded` gets each image once it is in the library.
 */
export function MediaUploader({ onUploaded, multiple = true }: { onUploaded: (asset: MediaAsset) => void; multiple?: boolean }) {
  const [pending, setPending] = useState<{ key: string; file: File }[]>([]);
  const remove = (key: string) => setPending((current) => current.filter((item) => item.key !== key));

  return (
    <Stack gap="sm">
      <ImageDropzone
        onDrop={(files) => setPending((current) => [...current, ...files.map((file) => ({ key: `${file.name}-${file.size}-${Math.random()}`, file }))])}
        onReject={(rejection) => notify({ kind: 'error', title: 'Chyba', message: rejectionMessage(rejection) })}
        accept={MEDIA_MIME_TYPES}
        maxSize={MEDIA_MAX_BYTES}
        multiple={multiple}
        inputLabel="Nahrát obrázky do knihovny"
        hint="JPG, PNG, WebP, GIF · nejvýše 5 MB na soubor"
      />
      {pending.map((item) => (
        <PendingUpload
          key={item.key}
          file={item.file}
          onCancel={() => remove(item.key)}
          onDone={(asset) => {
            remove(item.key);
            onUploaded(asset);
          }}
        />
      ))}
    </Stack>
  );
}
