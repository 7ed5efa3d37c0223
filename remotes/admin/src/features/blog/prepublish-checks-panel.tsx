import './prepublish-checks-panel.css';
import { useEffect, useMemo, useState } from 'react';
import { useFormikContext } from 'formik';
import { Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  loadPrepublishContext,
  prepublishChecks,
  prepublishLookups,
  prepublishLookupsKey,
  prepublishSiteOrigins,
  prepublishSummary,
  type PrepublishContext,
  type PrepublishIssue,
  type PrepublishPost,
  type PrepublishReport,
} from '@app/content';
import type { Locale } from '@app/i18n';
import { getSupabase } from '@app/supabase';
import { toBlogDraft, type BlogFormValues, type FallbackLanguage } from './blog-schema';

const LANGUAGES: { code: Locale; name: string; suffix: string }[] = [
  { code: 'cs', name: 'Česky', suffix: 'CZ' },
  { code: 'en', name: 'Anglicky', suffix: 'EN' },
  { code: 'de', name: 'Německy', suffix: 'DE' },
];

type ContextState = { status: 'loading' } | { status: 'ready'; key: string; context: PrepublishContext } | { status: 'failed' };

/**
 * What the checks compare the post with (library images, linked posts and modules, the publishing rules),
 * read again only when the post starts to show other images or name other pages.
 */
function usePrepublishReport(post: PrepublishPost): { report: PrepublishReport | null; failed: boolean; retry: () => void } {
  const [origins, setOrigins] = useState<string[] | null>(null);
  const [state, setState] = useState<ContextState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const lookups = useMemo(() => (origins ? prepublishLookups(post, origins) : null), [post, origins]);
  const key = lookups ? prepublishLookupsKey(lookups) : null;

  useEffect(() => {
    void prepublishSiteOrigins(window.location.origin).then(setOrigins);
  }, []);

  useEffect(() => {
    if (!lookups || !origins || !key) return undefined;
    let current = true;
    (async () => {
      try {
        const context = await loadPrepublishContext(await getSupabase(), lookups, origins);
        if (current) setState({ status: 'ready', key, context });
      } catch (error) {
        console.error('Reading what the checks before publishing need failed:', error);
        if (current) setState({ status: 'failed' });
      }
    })();
    return () => {
      current = false;
    };
    // The key stands for the lookups: the same key needs no new read.
  }, [key, attempt]);

  const context = state.status === 'ready' && state.key === key ? state.context : null;
  const fresh = useMemo(() => (context ? prepublishChecks(post, context) : null), [post, context]);
  // Until the context of new lookups arrives, the last report stays (a just-typed link is not "broken" meanwhile).
  const [shown, setShown] = useState<PrepublishReport | null>(null);
  useEffect(() => {
    if (fresh) setShown(fresh);
  }, [fresh]);
  return { report: fresh ?? shown, failed: state.status === 'failed', retry: () => setAttempt((value) => value + 1) };
}

function IssueItem({ issue }: { issue: PrepublishIssue }) {
  const blocking = issue.severity === 'blocking';
  return (
    <Text component="li" size="sm" c={blocking ? 'red.8' : undefined} className="prepublish-checks__item" data-severity={issue.severity}>
      {issue.message}
      {blocking && ' V Nastavení je zapnuté „Vyžadovat úplné překlady“: bez ní databáze článek nezveřejní.'}
    </Text>
  );
}

/** "Zveřejnit s českou verzí jako náhradou (EN)": the language may be published without its own version. */
function FallbackChoice({ language, suffix }: { language: FallbackLanguage; suffix: string }) {
  const { values, setFieldValue } = useFormikContext<BlogFormValues>();
  const checked = values.fallback_languages.includes(language);
  return (
    <Switch
      size="sm"
      label={`Zveřejnit s českou verzí jako náhradou (${suffix})`}
      description={checked ? 'Návštěvníci této verze uvidí český text, dokud překlad nedoplníte.' : undefined}
      checked={checked}
      onChange={(event) => {
        const others = values.fallback_languages.filter((other) => other !== language);
        void setFieldValue('fallback_languages', event.currentTarget.checked ? [...others, language] : others);
      }}
    />
  );
}

/**
 * "Kontrola před zveřejněním" beside the publish switch: per language, what a visitor would meet (missing
 * translation, images without alt text, too long titles and descriptions, links to no page, heavy images),
 * and per translation the choice to publish it with the Czech version in its place.
 */
export function PrepublishChecksPanel() {
  const { values } = useFormikContext<BlogFormValues>();
  const [settled] = useDebouncedValue(values, 400);
  const post = useMemo(() => toBlogDraft(settled), [settled]);
  const { report, failed, retry } = usePrepublishReport(post);
  const summary = report ? prepublishSummary(report) : null;

  return (
    <Stack gap="sm" component="section" aria-label="Kontrola před zveřejněním" data-testid="prepublish-checks">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          Kontrola před zveřejněním
        </Text>
        {summary && (
          <Badge variant="light" color={summary.blocking ? 'red' : summary.count > 0 ? 'orange' : 'green'} tt="none">
            {summary.count > 0 ? `${summary.count} upozornění` : 'V pořádku'}
          </Badge>
        )}
      </Group>
      {failed && (
        <Group gap="xs">
          <Text size="sm" c="red">
            Kontroly se nepodařilo načíst.
          </Text>
          <Button size="compact-xs" variant="light" onClick={retry}>
            Zkusit znovu
          </Button>
        </Group>
      )}
      {!report && !failed && (
        <Text size="sm" c="dimmed">
          Kontroluji...
        </Text>
      )}
      {report &&
        LANGUAGES.map(({ code, name, suffix }) => {
          const languageReport = report[code];
          const fine = languageReport.issues.length === 0;
          return (
            <Stack key={code} gap={6} role="group" aria-label={`Kontrola: ${name}`}>
              <Group gap={6}>
                <Text size="sm" fw={500}>
                  {name}
                </Text>
                {fine && !languageReport.fallsBack && (
                  <Badge size="xs" variant="light" color="green" tt="none">
                    v pořádku
                  </Badge>
                )}
                {languageReport.fallsBack && (
                  <Badge size="xs" variant="light" color="gray" tt="none">
                    česká verze jako náhrada
                  </Badge>
                )}
              </Group>
              {!fine && (
                <ul className="prepublish-checks__list">
                  {languageReport.issues.map((issue, index) => (
                    <IssueItem key={`${issue.rule}-${index}`} issue={issue} />
                  ))}
                </ul>
              )}
              {code !== 'cs' && (languageReport.translationIncomplete || values.fallback_languages.includes(code)) && (
                <FallbackChoice language={code} suffix={suffix} />
              )}
            </Stack>
          );
        })}
    </Stack>
  );
}
