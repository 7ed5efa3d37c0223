import './blog-editor.css';
import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { Accordion, Grid, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import {
  adminBlogCategoryOptions,
  adminCreateBlogPost,
  adminGetBlogPost,
  adminUpdateBlogPost,
  blogPostStatus,
  estimateReadingMinutes,
  missingTranslationsMessage,
  missingTranslationsRefusalOf,
  type BlogCategoryColumn,
} from '@app/content';
import { useSession } from '@app/session';
import { ADMIN_PATHS } from '../../config/paths';
import { EntityEditor, type EntityEditorConfig, type EntityEditorParts } from '../../components/entity-editor';
import { FormNumberInput, FormSwitch, FormTextInput, FormTextarea } from '../../components/form-fields';
import { useAdminData } from '../../components/use-admin-data';
import { IncompleteTranslationBadge } from '../../components/translation-status';
import { EMPTY_BLOG_VALUES, blogFormValues, blogSchema, toBlogDraft, type BlogFormValues } from './blog-schema';
import { TitleAndSlug } from './title-and-slug';
import { RichTextField } from './rich-text-field';
import { CoverImageField } from './cover-image-field';
import { PublishAtField } from './publish-at-field';
import { BlogPreviewMenu } from './blog-preview';
import { CategoryField } from './category-field';
import { PrepublishChecksPanel } from './prepublish-checks-panel';

type Language = 'cs' | 'en' | 'de';

/** The categories posts use, per language column; empty until read (the fields then offer nothing). */
type CategoryOptions = Record<BlogCategoryColumn, string[]>;
const NO_CATEGORIES: CategoryOptions = { category_cs: [], category_en: [], category_de: [] };

const LABEL_SUFFIX: Record<Language, string> = { cs: 'CZ', en: 'EN', de: 'DE' };

function LanguageBlock({ language, title, editorHeight, categories }: { language: Language; title: string; editorHeight: number; categories: CategoryOptions }) {
  const suffix = LABEL_SUFFIX[language];
  const required = language === 'cs';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {title}
          <IncompleteTranslationBadge language={language} fields={['title', 'slug', 'excerpt', 'content']} />
        </Title>
        <TitleAndSlug language={language} required={required} />
        {language !== 'cs' && <CategoryField name={`category_${language}`} label={`Kategorie (${suffix})`} categories={categories[`category_${language}`]} />}
        <FormTextarea name={`excerpt_${language}`} label={`Perex (${suffix})`} autosize minRows={2} maxRows={6} />
        <RichTextField name={`content_${language}`} label={`Obsah (${suffix})`} height={editorHeight} />
        <SeoFields language={language} />
      </Stack>
    </Paper>
  );
}

/** Optional SEO and sharing texts of one language; empty ones fall back on the public page. */
function SeoFields({ language }: { language: Language }) {
  const suffix = LABEL_SUFFIX[language];
  const { errors, submitCount } = useFormikContext<BlogFormValues>();
  const keys = [`meta_title_${language}`, `meta_description_${language}`, `og_image_url_${language}`] as const;
  const [open, setOpen] = useState<string | null>(null);
  // A failed submit opens the group when one of its fields is wrong, so the error is never hidden.
  const invalid = submitCount > 0 && keys.some((key) => errors[key]);
  useEffect(() => {
    if (invalid) setOpen('seo');
  }, [invalid, submitCount]);
  return (
    <Accordion variant="contained" radius="md" value={open} onChange={setOpen} chevronPosition="left">
      <Accordion.Item value="seo">
        <Accordion.Control>{`SEO a sdílení (${suffix})`}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <FormTextInput name={keys[0]} label={`Meta titulek (${suffix})`} description="Prázdné: použije se název článku." />
            <FormTextarea
              name={keys[1]}
              label={`Meta popis (${suffix})`}
              description="Prázdné: použije se perex."
              autosize
              minRows={2}
              maxRows={5}
            />
            <FormTextInput
              name={keys[2]}
              label={`Obrázek pro sdílení (${suffix})`}
              description="Adresa obrázku pro sociální sítě. Prázdné: použije se obrázek článku."
              placeholder="https://..."
            />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** The estimate from the text, live, unless the editor sets the reading time by hand. */
function ReadTimeField() {
  const { values } = useFormikContext<BlogFormValues>();
  const estimate = estimateReadingMinutes(values.content_cs);
  return (
    <Stack gap={6}>
      {values.read_time_manual ? (
        <FormNumberInput name="read_time" label="Doba čtení (minuty)" min={1} allowDecimal={false} />
      ) : (
        <TextInput
          label="Doba čtení (minuty)"
          value={String(estimate)}
          readOnly
          description="Odhad z českého textu (200 slov za minutu)."
        />
      )}
      <FormSwitch name="read_time_manual" label="Nastavit dobu čtení ručně" />
    </Stack>
  );
}

function SettingsBlock({ categories }: { categories: CategoryOptions }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Nastavení">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Nastavení
        </Title>
        <CategoryField name="category_cs" label="Kategorie" placeholder="např. Automatizace" categories={categories.category_cs} />
        <CoverImageField />
        <ReadTimeField />
        <FormSwitch name="published" label="Publikováno" />
        <PublishAtField name="publish_at" />
        <PrepublishChecksPanel />
        <FormSwitch name="featured" label="Doporučený článek" />
      </Stack>
    </Paper>
  );
}

/** The three languages beside the settings column, which holds the buttons too from sm up. */
function BlogFields({ saveButton, cancelButton }: EntityEditorParts) {
  const categoryOptions = useAdminData(adminBlogCategoryOptions, { message: 'Nepodařilo se načíst použité kategorie.' });
  const categories = categoryOptions.data ?? NO_CATEGORIES;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <LanguageBlock language="cs" title="Česky" editorHeight={300} categories={categories} />
          <LanguageBlock language="en" title="Anglicky" editorHeight={250} categories={categories} />
          <LanguageBlock language="de" title="Německy (volitelné)" editorHeight={250} categories={categories} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg" className="admin-sticky-column">
          <SettingsBlock categories={categories} />
          <Group gap="sm" visibleFrom="sm">
            {saveButton}
            {cancelButton}
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The signed-in author of a save; the route is only open to the signed in, so this fails only if the session ends meanwhile. */
function author(): string {
  const userId = useSession.getState().user?.id;
  if (!userId) throw new Error('Musíte být přihlášeni');
  return userId;
}

const BLOG_EDITOR: EntityEditorConfig<BlogFormValues> = {
  entity: 'the blog post',
  listPath: ADMIN_PATHS.blog,
  history: 'blog_posts',
  schema: blogSchema,
  empty: EMPTY_BLOG_VALUES,
  load: async (client, id) => {
    const post = await adminGetBlogPost(client, id);
    return { values: blogFormValues(post), version: post.updated_at };
  },
  create: (client, values) => adminCreateBlogPost(client, toBlogDraft(values), author()),
  update: (client, id, values, version) => adminUpdateBlogPost(client, id, toBlogDraft(values), author(), version),
  publishing: {
    table: 'blog_posts',
    // A draft or a post waiting for its time has no page yet.
    pages: (values) => {
      const draft = toBlogDraft(values);
      return blogPostStatus(draft).kind === 'published' ? { blogPost: { slug_cs: draft.slug_cs, slug_en: draft.slug_en, slug_de: draft.slug_de } } : null;
    },
    scheduledAt: (values) => {
      const status = blogPostStatus(toBlogDraft(values));
      return status.kind === 'scheduled' ? status.at : null;
    },
  },
  // While Nastavení requires complete translations, the database refuses a post without its EN or DE version.
  saveFailureToast: (error) => {
    const missing = missingTranslationsRefusalOf(error);
    return missing ? { title: 'Článek nebyl uložen', message: missingTranslationsMessage(missing) } : {};
  },
  stayOnLoadFailure: true,
  labels: {
    title: { create: 'Nový článek', edit: 'Upravit článek' },
    back: 'Zpět na články',
    loading: 'Načítám článek...',
    cancel: 'Zpět',
  },
  saved: { created: 'Článek byl vytvořen', updated: 'Článek byl aktualizován' },
  invalidSubmit: { title: 'Chyba při ukládání', message: 'Zkontrolujte zvýrazněná pole.' },
  headerActions: <BlogPreviewMenu />,
  saveInHeader: true,
  // On phones the settings column comes last, under all three languages: the bar keeps the buttons at hand there.
  actionBar: 'phones',
  fields: (parts) => <BlogFields {...parts} />,
};

/** /admin/blog/{id}; id "new" creates a post. */
export function BlogEditorPage() {
  return <EntityEditor config={BLOG_EDITOR} />;
}
