import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '@app/i18n';

interface StoredDraft {
  values: unknown;
  /** The version (`updated_at`) the typed values were based on; absent for a new record. */
  version?: string;
  savedAt: string;
}

/** Where a form's typed values wait: per form, record and user; null while nobody is signed in. */
export function draftKeyFor(form: string, recordId: string, userId: string | null): string | null {
  return userId ? `admin-draft:${form}:${recordId}:${userId}` : null;
}

/** The values without the fields never kept in the browser (a password). */
function keptPart(values: unknown, omit: readonly string[]): unknown {
  if (omit.length === 0 || !values || typeof values !== 'object') return values;
  return Object.fromEntries(Object.entries(values as Record<string, unknown>).filter(([key]) => !omit.includes(key)));
}

function readDraft(key: string | null): StoredDraft | null {
  if (!key) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredDraft | null;
    return stored && typeof stored.savedAt === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Autosave recovery inside a Formik form: what is typed is kept in this browser per record and user
 * (local storage, so a reload, a closed tab or a crash loses nothing), and on return the form offers
 * "Obnovit neuložené změny" or "Zahodit", saying so when the record was saved in a newer version since.
 * A successful save clears it (useEntityForm).
 */
export function DraftRecovery({ draftKey, version, omit = [] }: { draftKey: string | null; version?: string; omit?: readonly string[] }) {
  const { values, initialValues, dirty, setValues } = useFormikContext<unknown>();
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const stored = readDraft(draftKey);
    return stored && JSON.stringify(stored.values) !== JSON.stringify(keptPart(initialValues, omit)) ? stored : null;
  });

  useEffect(() => {
    // While the offer waits for an answer, the stored draft stays as it is.
    if (!draftKey || offer) return undefined;
    if (!dirty) {
      localStorage.removeItem(draftKey);
      return undefined;
    }
    const timer = setTimeout(() => {
      const draft: StoredDraft = { values: keptPart(values, omit), version, savedAt: new Date().toISOString() };
      localStorage.setItem(draftKey, JSON.stringify(draft));
    }, 300);
    return () => clearTimeout(timer);
    // `omit` is a constant list per form.
  }, [draftKey, offer, dirty, values, version]);

  if (!offer || !draftKey) return null;
  const newerSaved = Boolean(offer.version && version && offer.version !== version);
  return (
    <Alert color="yellow" title="Neuložené změny" mb="lg" role="region" aria-label="Neuložené změny">
      <Text size="sm">Ve formuláři zůstaly neuložené změny z {formatDateTime(offer.savedAt)}.</Text>
      {newerSaved && version && (
        <Text size="sm" mt={4} fw={600}>
          Záznam byl mezitím uložen v novější verzi ({formatDateTime(version)}). Obnovením nahradíte ve formuláři tuto novější
          verzi svými změnami; uložením ji přepíšete.
        </Text>
      )}
      <Group gap="sm" mt="sm">
        <Button
          size="compact-sm"
          onClick={() => {
            void setValues({ ...(values as object), ...(offer.values as object) }, false);
            setOffer(null);
          }}
        >
          Obnovit neuložené změny
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => {
            localStorage.removeItem(draftKey);
            setOffer(null);
          }}
        >
          Zahodit
        </Button>
      </Group>
    </Alert>
  );
}
