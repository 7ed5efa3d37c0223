import './references-page.css';
import { Link } from 'react-router-dom';
import { referenceCard, referencePublicData, type ReferenceCard } from '@app/content';
import { contactHref } from '../../components/contact-link';
import { CheckIcon } from '../../components/inline-icons';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { PageIntro } from '../../components/page-intro';
import { Tag } from '../../components/tag';
import { usePublicData } from '../../components/use-public-data';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { fixedReferenceCards } from './fixed-references';

export function CaseStudy({ card }: { card: ReferenceCard }) {
  const { references } = useMessages();
  const headingId = `reference-${card.key}`;
  return (
    <article
      className={card.featured ? 'reference-card reference-card--featured' : 'reference-card'}
      aria-labelledby={headingId}
      data-testid="reference"
    >
      <div className="stack stack--sm">
        {card.featured && (
          <Tag tone="featured">{references.featured}</Tag>
        )}
        <h2 className="title title--2" id={headingId}>
          {card.company}
        </h2>
        {card.title && <p className="text text--lg text--bold">{card.title}</p>}
        {card.result && (
          <p className="reference-card__result">
            <span className="visually-hidden">{`${references.resultLabel}: `}</span>
            {card.result}
          </p>
        )}
        {card.description && <p className="text reference-card__description">{card.description}</p>}
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
      </div>
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
          <a href={card.websiteUrl} target="_blank" rel="noopener noreferrer" className="reference-card__website">
            {references.visitWebsite}
            <span className="visually-hidden">{` – ${card.company}`}</span>
          </a>
        )}
      </div>
    </article>
  );
}

export function ReferencesPage() {
  const locale = useLocale();
  const messages = useMessages();
  const { references } = messages;
  useDocumentMeta({ ...messages.meta.references, locale });
  const rows = usePublicData(referencePublicData.key, referencePublicData.read);
  const cards =
    rows.status === 'ready' && rows.data.length > 0
      ? rows.data.map((row) => referenceCard(row, locale))
      : fixedReferenceCards(references);

  return (
    <>
      <PageIntro title={references.title} intro={references.subtitle} />
      <div className="site-container references-page__body">
        <div className="reference-list" aria-busy={rows.status === 'loading'}>
          {cards.map((card) => (
            <CaseStudy key={card.key} card={card} />
          ))}
        </div>
        <section className="reference-cta" aria-labelledby="references-cta-title">
          <div className="stack reference-cta__content">
            <h2 className="title title--2" id="references-cta-title">
              {references.cta.title}
            </h2>
            <p className="text reference-cta__text">{references.cta.subtitle}</p>
            <div className="group group--center">
              <Link to={contactHref(locale, 'demo')} className="button button--white reference-cta__button">
                {references.cta.button}
              </Link>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
