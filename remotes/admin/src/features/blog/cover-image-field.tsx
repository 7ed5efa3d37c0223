import { useState } from 'react';
import { useField } from 'formik';
import { Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { MediaPicker } from '../../components/media';

/**
 * The post's cover: chosen from the media library (its alt text and size then reach the public page) or,
 * as before, any image URL typed in (which unlinks the library image).
 */
export function CoverImageField() {
  const [url, urlMeta, urlHelpers] = useField<string>('image_url');
  const [, , mediaHelpers] = useField<string>('cover_media_id');
  const [picking, setPicking] = useState(false);

  return (
    <Input.Wrapper label="Obrázek článku" description="Z knihovny médií, nebo adresa obrázku.">
      <Stack gap="xs" mt={6}>
        {url.value && <img src={url.value} alt="Náhled obrázku článku" className="admin-cover-preview" />}
        <Group gap="xs">
          <Button variant="light" onClick={() => setPicking(true)}>
            Vybrat z knihovny
          </Button>
          {url.value && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                void urlHelpers.setValue('');
                void mediaHelpers.setValue('');
              }}
            >
              Odebrat obrázek
            </Button>
          )}
        </Group>
        <TextInput
          label="URL obrázku"
          placeholder="https://..."
          name="image_url"
          value={url.value}
          onChange={(event) => {
            void urlHelpers.setValue(event.currentTarget.value);
            void mediaHelpers.setValue('');
          }}
          onBlur={() => void urlHelpers.setTouched(true)}
          error={urlMeta.touched && urlMeta.error ? urlMeta.error : undefined}
        />
      </Stack>
      <MediaPicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(asset) => {
          void urlHelpers.setValue(asset.url);
          void mediaHelpers.setValue(asset.id);
        }}
      />
    </Input.Wrapper>
  );
}
