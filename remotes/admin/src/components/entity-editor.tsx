import { Suspense, lazy, useId, type ReactElement, type ReactNode } from 'react';
import { Form, Formik, useFormikContext, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { RevisedTable } from '@app/content';
import { PageHeader } from './page-header';
import { LoadingState } from './loading-state';
import { DraftRecovery } from './draft-recovery';
import { FormActions } from './form-actions';
import { InvalidSubmitNotice } from './invalid-submit-notice';
import { SaveConflictDialog } from './save-conflict-dialog';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useEntityForm, type EntityForm, type EntityFormOptions } from './use-entity-form';

/** One text, or one for a new record and one for an existing one ("Nový modul" / "Upravit modul"). */
export type ModeText = string | { create: string; edit: string };

export interface EntityEditorLabels {
  /** The page title. */
  title: ModeText;
  /** The header's back link ("Zpět na moduly"); it leads to the list path. */
  back: string;
  /** Shown while the record loads ("Načítám modul..."). */
  loading: string;
  /** The title of the alert a failed load leaves on the screen (`stayOnLoadFailure`); "Chyba při načítání" by default. */
  loadFailed?: string;
  /** The save button: "Uložit" by default; it reads "Ukládám..." while saving. */
  submit?: ModeText;
  /** The button back to the list: "Zrušit" by default; null for none (a screen without a list). */
  cancel?: string | null;
}

/** What the fields and the extra buttons get from the editor. */
export interface EntityEditorParts {
  isNew: boolean;
  /** The save button; it submits the form from anywhere on the screen (a second one in a side column). */
  saveButton: ReactElement;
  /** The button back to the list, or null on a screen without one. */
  cancelButton: ReactElement | null;
}

/**
 * One admin edit screen, described once: where its records come from and go (the useEntityForm options),
 * its Yup schema, texts, and its fields. The editor supplies the rest of the frame, the same on every
 * screen: the page header with "Historie", the loading state, the Formik form with its validation, the
 * draft kept in the browser and offered back, the question before leaving unsaved changes, the dialog when
 * someone else saved first, and the save and cancel buttons in a bar that stays at hand on phones.
 */
export interface EntityEditorConfig<Values> extends EntityFormOptions<Values> {
  schema: AnySchema;
  labels: EntityEditorLabels;
  /** The fields, inside the form. */
  fields: (parts: EntityEditorParts) => ReactNode;
  /** The table whose revisions "Historie" lists while an existing record is edited; no history when absent. */
  history?: RevisedTable;
  /** A submit stopped by validation also toasts this, as the messages at the fields may be out of view. */
  invalidSubmit?: { title?: string; message: string };
  /** Fields never kept in the browser's draft (a password). */
  draftOmit?: readonly string[];
  /** Buttons in the header before "Historie" (a preview). */
  headerActions?: ReactNode;
  /** The save button in the header too, for a long form. */
  saveInHeader?: boolean;
  /** Buttons in the action bar before cancel and save (a preview). */
  formActions?: ReactNode;
  /** 'phones': the action bar shows only below sm, where the fields place the buttons themselves from sm up. */
  actionBar?: 'always' | 'phones';
}

// The history (its drawer, diffs and restore) downloads beside the form, so a screen without one (the settings) never carries it.
const RevisionHistory = lazy(async () => ({ default: (await import('./revisions/revision-history')).RevisionHistory }));

const modeText = (text: ModeText, isNew: boolean) => (typeof text === 'string' ? text : isNew ? text.create : text.edit);

/** The edit screen of a table at `<list>/:id` (id "new" creates), or of one fixed record (`recordId`). */
export function EntityEditor<Values extends FormikValues>({ config }: { config: EntityEditorConfig<Values> }) {
  const form = useEntityForm<Values>(config);
  const title = modeText(config.labels.title, form.isNew);
  // A restore is saved at once: on a record the site shows, it goes live without another save.
  const shownOnSite = Boolean(config.publishing && form.status === 'ready' && config.publishing.pages(form.values) !== null);
  const history =
    config.history && !form.isNew ? (
      <Suspense fallback={null}>
        <RevisionHistory table={config.history} recordId={form.id} goesLive={shownOnSite} onRestored={form.afterRestore} />
      </Suspense>
    ) : null;

  if (form.status !== 'ready') {
    return (
      <>
        <PageHeader title={title} backTo={config.listPath} backLabel={config.labels.back} actions={form.status === 'loading' ? history : null} />
        {form.status === 'failed' ? (
          <Alert color="red" title={config.labels.loadFailed ?? 'Chyba při načítání'}>
            <Group gap="sm">
              <Text size="sm">{form.error}</Text>
              <Button size="xs" variant="light" onClick={form.retryLoad}>
                Zkusit znovu
              </Button>
            </Group>
          </Alert>
        ) : (
          <LoadingState label={config.labels.loading} />
        )}
      </>
    );
  }

  return (
    <>
      <Formik key={form.formKey} initialValues={form.values} validationSchema={config.schema} onSubmit={form.submit}>
        <EditorForm config={config} form={form} title={title} history={history} />
      </Formik>
      <SaveConflictDialog form={form} />
    </>
  );
}

function EditorForm<Values>({ config, form, title, history }: { config: EntityEditorConfig<Values>; form: EntityForm<Values>; title: string; history: ReactNode }) {
  const { dirty, isSubmitting } = useFormikContext<Values>();
  const formId = useId();
  const { labels } = config;
  const saveButton = (
    <Button type="submit" form={formId} disabled={isSubmitting}>
      {isSubmitting ? 'Ukládám...' : modeText(labels.submit ?? 'Uložit', form.isNew)}
    </Button>
  );
  const cancelLabel = labels.cancel === undefined ? 'Zrušit' : labels.cancel;
  const cancelButton =
    cancelLabel === null ? null : (
      <Button variant="default" onClick={form.backToList}>
        {cancelLabel}
      </Button>
    );
  const headerActions =
    config.headerActions || history || config.saveInHeader ? (
      <>
        {config.headerActions}
        {history}
        {config.saveInHeader && saveButton}
      </>
    ) : undefined;

  return (
    <>
      <PageHeader title={title} backTo={config.listPath} backLabel={labels.back} actions={headerActions} />
      <DraftRecovery draftKey={form.draftKey} version={form.version} omit={config.draftOmit} />
      <Form id={formId} noValidate>
        {config.invalidSubmit && <InvalidSubmitNotice {...config.invalidSubmit} toastId={form.saveToastId} />}
        <Stack gap="lg">
          {config.fields({ isNew: form.isNew, saveButton, cancelButton })}
          <FormActions justify="flex-end" hiddenFrom={config.actionBar === 'phones' ? 'sm' : undefined}>
            {config.formActions}
            {cancelButton}
            {saveButton}
          </FormActions>
        </Stack>
      </Form>
      <UnsavedChangesGuard when={dirty && !isSubmitting} />
    </>
  );
}
