import '@mantine/dropzone/styles.css';
import { Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';

export interface ImageDropzoneProps {
  onDrop: (files: File[]) => void;
  /** Each refused file (wrong type, too large): the caller says why, in Czech. */
  onReject: (rejection: FileRejection) => void;
  accept: readonly string[];
  maxSize: number;
  /** The name of the hidden file input (what assistive technology and tests find). */
  inputLabel: string;
  /** The line under the call to action, e.g. "JPG, PNG, GIF · nejvýše 5 MB na soubor". */
  hint: string;
  multiple?: boolean;
  loading?: boolean;
}

/** The one drag-and-drop (or click to choose) area for images: module slider images and the media library. */
export function ImageDropzone({ onDrop, onReject, accept, maxSize, inputLabel, hint, multiple = true, loading = false }: ImageDropzoneProps) {
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={(rejections) => rejections.forEach(onReject)}
      accept={[...accept]}
      maxSize={maxSize}
      multiple={multiple}
      loading={loading}
      inputProps={{ 'aria-label': inputLabel }}
      radius="md"
    >
      <Stack align="center" gap={4} mih={100} justify="center" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <Text fw={600}>Pusťte obrázky sem</Text>
        </Dropzone.Accept>
        <Dropzone.Reject>
          <Text fw={600} c="red.9">
            Tento soubor nelze nahrát
          </Text>
        </Dropzone.Reject>
        <Dropzone.Idle>
          <Text fw={600} ta="center">
            Přetáhněte obrázky sem nebo klikněte a vyberte soubory
          </Text>
        </Dropzone.Idle>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Dropzone>
  );
}
