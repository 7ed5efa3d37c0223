import { useEffect, useId, useState } from 'react';
import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { adminSitePublishState, type SitePublishState } from '@app/content';
import { formatDateTime } from '@app/i18n';
import { getSupabase } from '@app/supabase';
import { formatDuration, formatSince, formatWaitingChanges } from '../components/publish-time';
import { requestRepublish, usePublishActivity } from '../components/publish-watch';

/** Gently: the header is on every screen; a save, a change gone live or a retry reads it at once. */
const POLL_MS = 10_000;

function useSitePublishState(): SitePublishState | null {
  const activity = usePublishActivity();
  const [state, setState] = useState<SitePublishState | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let warned = false;
    const read = async () => {
      // A tab in the background does not need it; the next visible poll catches up.
      if (!document.hidden) {
        try {
          const next = await adminSitePublishState(await getSupabase());
          if (!stopped) setState(next);
          warned = false;
        } catch (error) {
          if (!warned) console.warn('Reading the site publish state failed:', error);
          warned = true;
        }
      }
      if (!stopped) timer = setTimeout(() => void read(), POLL_MS);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [activity]);

  return state;
}

type Tone = 'failed' | 'waiting' | 'live';

function summary(site: SitePublishState): { tone: Tone; label: string } {
  if (site.lastFailure) return { tone: 'failed', label: 'Zveřejnění selhalo' };
  if (site.pending > 0) return { tone: 'waiting', label: formatWaitingChanges(site.pending) };
  if (site.lastPublishedAt) return { tone: 'live', label: `Web zveřejněn ${formatSince(site.lastPublishedAt)}` };
  return { tone: 'waiting', label: 'Web zatím nezveřejněn' };
}

/**
 * The site's publishing in the header: when it was last published, the changes waiting, or a failure (in
 * red). Its details open in a popover under the header; on phones the badge is a coloured dot.
 */
export function SitePublishBadge() {
  const site = useSitePublishState();
  const detailsId = useId();
  const [requesting, setRequesting] = useState(false);
  if (!site) return null;
  const { tone, label } = summary(site);

  const retry = async () => {
    setRequesting(true);
    await requestRepublish();
    setRequesting(false);
  };

  return (
    <>
      <UnstyledButton
        className="admin-site-state"
        data-tone={tone}
        popoverTarget={detailsId}
        aria-label={label}
        title={site.lastFailure?.error}
        data-testid="site-publish-state"
      >
        <span className="admin-site-state__dot" aria-hidden="true" />
        <Text span size="sm" fw={tone === 'failed' ? 700 : 500} visibleFrom="sm" className="admin-site-state__label">
          {label}
        </Text>
      </UnstyledButton>
      <div id={detailsId} popover="auto" className="admin-site-state__details" data-testid="site-publish-details">
        <Stack gap={6}>
          <Text size="sm" fw={700} c={tone === 'failed' ? 'red.9' : undefined}>
            {label}
          </Text>
          {site.lastFailure && (
            <>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {site.lastFailure.error}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(site.lastFailure.failedAt)} · pokusů: {site.lastFailure.attempts}
              </Text>
              <Button size="xs" variant="light" color="red" loading={requesting} onClick={() => void retry()} style={{ alignSelf: 'flex-start' }}>
                Zkusit znovu
              </Button>
            </>
          )}
          {site.pending > 0 && (
            <Text size="sm">
              {tone === 'failed' && `${formatWaitingChanges(site.pending)}. `}
              {site.queueLagSeconds !== null && `Nejstarší čeká ${formatDuration(site.queueLagSeconds)}.`}
            </Text>
          )}
          {site.lastPublishedAt && (
            <Text size="sm">
              Naposledy zveřejněno {formatDateTime(site.lastPublishedAt)}
              {site.lastDurationMs !== null && ` (trvalo ${formatDuration(site.lastDurationMs / 1000)})`}.
            </Text>
          )}
        </Stack>
      </div>
    </>
  );
}
