import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { adminPublishState, type PublishedTable, type RecordPublishState } from '@app/content';
import { formatDateTime } from '@app/i18n';
import { getSupabase } from '@app/supabase';
import { publicLinks } from './public-links';
import { formatTimeToLive } from './publish-time';
import { notePublishActivity, requestRepublish, type WatchedPublish } from './publish-watch';

/** How often the state is read: quickly while a change is usually about to go live, then gently. */
const QUICK_POLL_MS = 500;
const QUICK_FOR_MS = 10_000;
const SLOW_POLL_MS = 3_000;

/**
 * The publish state of one record's latest change, read until it is live: pending, then live, or failed
 * (read on, as the publisher keeps retrying and a fix makes it live without a click). `retried` counts the
 * retries asked for, so each starts quick polling afresh.
 */
function usePublishState(table: PublishedTable, recordId: string, key: number, retried: number): RecordPublishState | null {
  const [state, setState] = useState<{ key: string; value: RecordPublishState } | null>(null);
  const stateKey = `${key}:${retried}`;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    let failed = false;
    const read = async () => {
      let next: RecordPublishState | null = null;
      try {
        next = await adminPublishState(await getSupabase(), table, recordId);
      } catch (error) {
        console.warn('Reading the publish state failed:', error);
      }
      if (stopped) return;
      if (next) setState({ key: stateKey, value: next });
      // The header shows the site's state: it reads it again when this change went live or failed.
      if (next?.state === 'live') {
        notePublishActivity();
        return;
      }
      if (next?.state === 'failed' && !failed) notePublishActivity();
      if (next) failed = next.state === 'failed';
      const quick = next?.state !== 'failed' && Date.now() - startedAt < QUICK_FOR_MS;
      timer = setTimeout(() => void read(), quick ? QUICK_POLL_MS : SLOW_POLL_MS);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [table, recordId, stateKey]);

  // A retry shows pending at once, not the failure it answers.
  return state?.key === stateKey ? state.value : null;
}

/**
 * Whether a save is live on the public site: "Čeká na zveřejnění", then "Živě na webu za 0,4 s" with the
 * pages in each language, or "Zveřejnění selhalo" with the reason and "Zkusit znovu". A change saved for
 * later says when the site shows it ("Naplánováno: na webu od 15. 12. 2026 10:30").
 */
export function PublishStatus({ watched, onClose }: { watched: WatchedPublish; onClose: () => void }) {
  const [retried, setRetried] = useState(0);
  const [requesting, setRequesting] = useState(false);
  const state = usePublishState(watched.table, watched.recordId, watched.key, retried);
  const close = { withCloseButton: true, closeButtonLabel: 'Zavřít stav zveřejnění', onClose };

  const retry = async () => {
    setRequesting(true);
    if (await requestRepublish()) setRetried((count) => count + 1);
    setRequesting(false);
  };

  if (state?.state === 'failed') {
    return (
      <Alert {...close} color="red" title="Zveřejnění selhalo" data-testid="publish-status" data-state="failed">
        <Text size="sm" mb="xs" style={{ overflowWrap: 'anywhere' }}>
          {state.error ?? 'Neznámá chyba'}
        </Text>
        <Button size="xs" variant="light" color="red" loading={requesting} onClick={() => void retry()}>
          Zkusit znovu
        </Button>
      </Alert>
    );
  }

  if (watched.scheduledAt) {
    return (
      <Alert {...close} role="status" color="blue" title={`Naplánováno: na webu od ${formatDateTime(watched.scheduledAt)}`} data-testid="publish-status" data-state="scheduled">
        <Text size="sm">Na webu se zobrazí sám v tuto dobu (pražský čas).</Text>
      </Alert>
    );
  }

  if (state?.state === 'live') {
    const time = state.secondsToLive === null ? '' : ` ${formatTimeToLive(state.secondsToLive)}`;
    const deleted = watched.deleted || state.deleted;
    const links = deleted ? [] : publicLinks(watched.pages);
    return (
      <Alert {...close} role="status" color="green" title={`${deleted ? 'Odstraněno z webu' : 'Živě na webu'}${time}`} data-testid="publish-status" data-state="live">
        {!deleted && links.length === 0 && <Text size="sm">Na webu se nezobrazuje.</Text>}
        {links.length > 0 && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">Zobrazit na webu:</Text>
            {links.map((link) => (
              <Anchor key={link.href} href={link.href} target="_blank" rel="noopener" size="sm" fw={600} aria-label={`${link.label}: zobrazit na webu ${link.language}`}>
                {link.label}
              </Anchor>
            ))}
          </Group>
        )}
      </Alert>
    );
  }

  return (
    <Alert {...close} role="status" color="blue" title="Čeká na zveřejnění" icon={<Loader size={16} color="blue" />} data-testid="publish-status" data-state="pending">
      <Text size="sm">{watched.deleted ? 'Smazání se promítá na web.' : 'Změna se promítá na web.'}</Text>
    </Alert>
  );
}

export default PublishStatus;
