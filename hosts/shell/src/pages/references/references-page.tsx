import './references-page.css';
import { Link } from 'react-router-dom';
import { Anchor, Button, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { getHref, getMessages, type Locale, type Messages } from '@app/i18n';
import { fetchPublicReferences, referenceCard, type ReferenceCard } from '@app/content';
import { CheckIcon } from '../../components/inline-icons';
import { PageIntro } from '../../components/page-intro';
import { Tag } from '../../components/tag';
import { PUBLIC_DATA_KEYS, usePublicData } from '../../components/use-public-data';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { fixedReferenceCards } from './fixed-references';

function CaseStudy({ card, references }: { card: ReferenceCard; references: Messages['references'] }) {
  const headingId = `reference-${card.key}`;
  return (
    <article
      className={card.featured ? 'reference-card reference-card--featured' : 'reference-card'}
      aria-labelledby={headingId}
      data-testid="reference"
    >
      <Stack gap="sm">
        {card.featured && (
          <Tag tone="featured">{references.featured}</Tag>
        )}
        <Title order={2} fz={26} id={headingId}>
          {card.company}
        </Title>
        {card.title && (
          <Text fw={600} size="lg">
            {card.title}
          </Text>
        )}
        {card.result && (
          <p className="reference-card__result" style={{ margin: 0 }}>
            <VisuallyHidden>{`${references.resultLabel}: `}</VisuallyHidden>
            {card.result}
          </p>
        )}
        {card.description && <Text c="gray.8">{card.description}</Text>}
        {card.results.length > 0 && (
          <section aria-label={references.resultsLabel}>
            <ul className="reference-card__results">
              {card.results.map((result, index) => (
                <li key={`${index}-${result}`}>
                  <CheckIcon />
                  <span>{result}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Stack>
      <div className="reference-card__facts">
        <dl className="reference-card__fact-list">
        {card.industry && (
          <div>
            <dt>{references.industryLabel}</dt>
            <dd>{card.industry}</dd>
          </div>
        )}
        {card.size && (
          <div>
            <dt>{references.sizeLabel}</dt>
            <dd>{card.size}</dd>
          </div>
        )}
        </dl>
        {card.websiteUrl && (
          <Anchor href={card.websiteUrl} target="_blank" rel="noopener noreferrer" fw={600}>
            {references.visitWebsite}
            <VisuallyHidden>{` – ${card.company}`}</VisuallyHidden>
          </Anchor>
        )}
      </div>
    </article>
  );
}

export function ReferencesPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  const { references } = messages;
  useDocumentMeta({ ...messages.meta.references, locale });
  const rows = usePublicData(PUBLIC_DATA_KEYS.references, fetchPublicReferences);
  const cards =
    rows.status === 'ready' && rows.data.length > 0
      ? rows.data.map((row) => referenceCard(row, locale))
      : fixedReferenceCards(references);

  return (
    <>
      <PageIntro title={references.title} intro={references.subtitle} />
      <Container size="lg" pb={96}>
        <div className="reference-list" aria-busy={rows.status === 'loading'}>
          {cards.map((card) => (
            <CaseStudy key={card.key} card={card} references={references} />
          ))}
        </div>
        <section className="reference-cta" aria-labelledby="references-cta-title">
          <Stack align="center" gap="md">
            <Title order={2} id="references-cta-title" c="white">
              {references.cta.title}
            </Title>
            <Text c="brand.0" maw={560}>
              {references.cta.subtitle}
            </Text>
            <Group justify="center">
              <Button component={Link} to={getHref('contact', locale, { hash: 'demo' })} size="md" variant="white" color="brand.9">
                {references.cta.button}
              </Button>
            </Group>
          </Stack>
        </section>
      </Container>
    </>
  );
}
