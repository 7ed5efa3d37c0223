import { useState } from 'react';
import { Alert, Button, Group, Image, Paper, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IMAGES_PER_MODULE,
  generateModuleImages,
  type GeneratedModuleImages,
  type ImageGenerationProgress,
} from '@app/content';
import { useSession } from '@app/session';
import { getSupabase, loadRuntimeConfig } from '@app/supabase';
import { notify } from '@app/ui';
import { PageHeader } from '../../components/page-header';

/** The text-to-image service whose token the field asks for. */
export const IMAGE_SERVICE_NAME = 'Hugging Face';

/** One generation run reports in one toast: a run that succeeds replaces the failure of the one before. */
const GENERATE_TOAST = 'image-generator';

export function progressText({ moduleName, image, total }: ImageGenerationProgress): string {
  return `Generuji obrázek ${image}/${total} pro modul ${moduleName}…`;
}

const WRAPPING_LABEL = { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } } as const;

type Run =
  | { state: 'idle' }
  | { state: 'generating'; progress: string }
  | { state: 'done'; results: GeneratedModuleImages[] };

function Results({ results }: { results: GeneratedModuleImages[] }) {
  if (results.length === 0) {
    return (
      <Alert color="gray" title="Není co generovat">
        Všechny aktivní moduly už obrázky mají. Pro nové obrázky použijte „Přegenerovat vše“.
      </Alert>
    );
  }
  return (
    <Stack gap="md" aria-label="Výsledky generování" component="section">
      <Title order={2} fz="h4">
        Výsledky
      </Title>
      {results.map((result) => (
        <Paper key={result.moduleId} withBorder radius="md" p="md" data-testid="generated-module">
          <Text fw={700}>
            {result.moduleName}: {result.urls.length}/{IMAGES_PER_MODULE} obrázků
          </Text>
          {result.urls.length < IMAGES_PER_MODULE && (
            <Text size="sm" c="orange.8">
              {IMAGES_PER_MODULE - result.urls.length} obrázků se nepodařilo vygenerovat a byly přeskočeny.
            </Text>
          )}
          {result.urls.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs" mt="sm">
              {result.urls.map((url, index) => (
                <Image
                  key={url}
                  src={url}
                  alt={`${result.moduleName} – obrázek ${index + 1}`}
                  radius="sm"
                  h={90}
                  fit="cover"
                />
              ))}
            </SimpleGrid>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** /admin/image-generator: AI images for the modules' sliders. */
export function ImageGeneratorPage() {
  const userId = useSession((state) => state.user?.id ?? null);
  const [token, setToken] = useState('');
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const generating = run.state === 'generating';

  const generate = async (regenerateAll: boolean) => {
    if (!userId) {
      notify({ id: GENERATE_TOAST, title: 'Chyba', message: 'Musíte být přihlášeni', kind: 'error' });
      return;
    }
    if (!token.trim()) {
      notify({ id: GENERATE_TOAST, title: 'Chyba', message: `Musíte zadat ${IMAGE_SERVICE_NAME} token`, kind: 'error' });
      return;
    }
    setRun({ state: 'generating', progress: 'Připravuji generování…' });
    try {
      const { imageServiceUrl } = await loadRuntimeConfig();
      if (!imageServiceUrl) throw new Error('imageServiceUrl is missing from config.json');
      const results = await generateModuleImages(await getSupabase(), {
        serviceUrl: imageServiceUrl,
        token: token.trim(),
        regenerateAll,
        onProgress: (progress) => setRun({ state: 'generating', progress: progressText(progress) }),
        onImageError: (error, progress) => console.warn(`Skipped ${progressText(progress)}`, error),
      });
      setRun({ state: 'done', results });
      const count = results.reduce((sum, result) => sum + result.urls.length, 0);
      if (results.length > 0) {
        notify(
          count > 0
            ? { id: GENERATE_TOAST, title: 'Úspěch', message: `Vygenerováno obrázků: ${count}`, kind: 'success' }
            : { id: GENERATE_TOAST, title: 'Chyba', message: 'Nepodařilo se vygenerovat obrázky', kind: 'error' },
        );
      }
    } catch (error) {
      console.error('Generating the module images failed:', error);
      setRun({ state: 'idle' });
      notify({ id: GENERATE_TOAST, title: 'Chyba', message: 'Nepodařilo se vygenerovat obrázky', kind: 'error' });
    }
  };

  return (
    <>
      <PageHeader
        title="AI Obrázky"
        description="Generování obrázků do slideru modulů"
        backTo="/admin"
        backLabel="Zpět na přehled"
      />
      <Stack gap="lg">
        <Alert color="brand" title="Jak to funguje" variant="light">
          <Stack gap={4}>
            <Text size="sm">
              Pro každý aktivní modul se vygeneruje {IMAGES_PER_MODULE} obrázků podle jeho zaměření (fakturace, HR, CRM
              nebo AI asistent) službou {IMAGE_SERVICE_NAME}. Obrázky se uloží do úložiště a přidají do slideru modulu.
            </Text>
            <Text size="sm">
              „Generovat pro moduly bez obrázků“ přeskočí moduly, které už obrázky mají; „Přegenerovat vše“ přidá nové
              obrázky všem aktivním modulům. Nepovedený obrázek se přeskočí. Jednotlivé obrázky můžete skrýt nebo
              odstranit ve formuláři modulu.
            </Text>
          </Stack>
        </Alert>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <PasswordInput
              label={`${IMAGE_SERVICE_NAME} token`}
              description="Přístupový token služby; neukládá se."
              placeholder="hf_..."
              value={token}
              onChange={(event) => setToken(event.currentTarget.value)}
              disabled={generating}
              autoComplete="off"
            />
            <Group gap="sm">
              <Button
                onClick={() => void generate(false)}
                loading={generating}
                disabled={generating}
                h="auto"
                mih={36}
                py={8}
                styles={WRAPPING_LABEL}
              >
                Generovat pro moduly bez obrázků
              </Button>
              <Button
                variant="default"
                onClick={() => void generate(true)}
                disabled={generating}
                h="auto"
                mih={36}
                py={8}
                styles={WRAPPING_LABEL}
              >
                Přegenerovat vše
              </Button>
            </Group>
            {run.state === 'generating' && (
              <Text role="status" aria-live="polite" fw={600} c="brand.8">
                {run.progress}
              </Text>
            )}
          </Stack>
        </Paper>

        {run.state === 'done' && <Results results={run.results} />}
      </Stack>
    </>
  );
}
