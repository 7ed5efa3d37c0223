import './pricing-page.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pricingPlanCardsFor, pricingPlanPublicData, type PricingPlanCard, type PricingToggle } from '@app/content';
import { contactHref } from '../../components/contact-link';
import { CheckIcon, CrossIcon } from '../../components/inline-icons';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { PageIntro } from '../../components/page-intro';
import { Tag } from '../../components/tag';
import { usePublicData } from '../../components/use-public-data';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { fixedPricingCards, priceDisplay } from './pricing-cards';

const BILLING_INPUT_NAME = 'pricing-billing-period';

/** Monthly / yearly as native radios, drawn as a segmented control (arrow keys move between them). */
function BillingPeriodToggle({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: PricingToggle;
  onChange: (period: PricingToggle) => void;
  options: { value: PricingToggle; label: string }[];
}) {
  return (
    <div className="segmented" role="radiogroup" aria-label={label}>
      {options.map((option) => {
        const inputId = `${BILLING_INPUT_NAME}-${option.value}`;
        return (
          <div className="segmented__option" key={option.value}>
            <input
              className="segmented__input"
              type="radio"
              id={inputId}
              name={BILLING_INPUT_NAME}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label className="segmented__label" htmlFor={inputId}>
              {option.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}

export function PlanCard({ card }: { card: PricingPlanCard }) {
  const locale = useLocale();
  const { pricing } = useMessages();
  const price = priceDisplay(card, pricing, locale);
  const headingId = `plan-${card.key}`;
  return (
    <article
      className={card.highlighted ? 'pricing-card pricing-card--highlighted' : 'pricing-card'}
      aria-labelledby={headingId}
      data-testid="pricing-plan"
    >
      {card.highlighted && (
        <Tag tone="solid" className="pricing-card__badge">
          {pricing.recommended}
        </Tag>
      )}
      <div className="pricing-card__heading">
        <h2 className="title title--2 pricing-card__name" id={headingId}>
          {card.name}
        </h2>
        {card.description && <p className="text pricing-muted">{card.description}</p>}
      </div>
      <div>
        <p className="pricing-card__price">
          <span className="pricing-card__amount">{price.amount}</span>
          {price.period && <span className="text pricing-muted">{price.period}</span>}
        </p>
        {price.vatNote && <p className="text text--sm pricing-muted pricing-small">{price.vatNote}</p>}
        {card.priceNote && (
          <Tag tone="success" className="pricing-card__saving">
            {card.priceNote}
          </Tag>
        )}
      </div>
      {card.included.length > 0 && (
        <section aria-label={pricing.includedTitle}>
          <ul className="pricing-card__features">
            {card.included.map((feature, index) => (
              <li key={`${index}-${feature}`} className="pricing-card__feature--included">
                <CheckIcon />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {card.excluded.length > 0 && (
        <section aria-label={pricing.excludedTitle}>
          <ul className="pricing-card__features">
            {card.excluded.map((feature, index) => (
              <li key={`${index}-${feature}`} className="pricing-card__feature--excluded">
                <CrossIcon />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link
        to={contactHref(locale, 'plan', { plan: card.name })}
        className={`button ${card.highlighted ? 'button--filled' : 'button--outline'} button--full pricing-card__action`}
      >
        {card.price === null ? pricing.contactSales : pricing.choosePlan}
      </Link>
    </article>
  );
}

export function PricingPage() {
  const locale = useLocale();
  const messages = useMessages();
  const { pricing } = messages;
  useDocumentMeta({ ...messages.meta.pricing, locale });
  const [period, setPeriod] = useState<PricingToggle>('yearly');
  const plans = usePublicData(pricingPlanPublicData.key, pricingPlanPublicData.read);
  const databaseCards = plans.status === 'ready' ? pricingPlanCardsFor(plans.data, period, locale) : [];
  const cards = databaseCards.length > 0 ? databaseCards : fixedPricingCards(pricing, period);

  return (
    <>
      <PageIntro title={pricing.title} intro={pricing.subtitle} />
      <div className="site-container pricing-page">
        <div className="pricing-toggle">
          <BillingPeriodToggle
            label={pricing.billingLabel}
            value={period}
            onChange={setPeriod}
            options={[
              { value: 'monthly', label: pricing.monthly },
              { value: 'yearly', label: pricing.yearly },
            ]}
          />
        </div>
        <div className="pricing-grid" aria-busy={plans.status === 'loading'}>
          {cards.map((card) => (
            <PlanCard key={card.key} card={card} />
          ))}
        </div>
        <p className="text text--sm text--center pricing-muted pricing-small pricing-note">{pricing.pricesNote}</p>
        <aside className="pricing-footer-card" aria-labelledby="pricing-footer-title">
          <div className="pricing-footer-card__text">
            <h2 className="title title--2 pricing-footer-card__title" id="pricing-footer-title">
              {pricing.footerCard.title}
            </h2>
            <p className="text pricing-muted">{pricing.footerCard.text}</p>
          </div>
          <Link to={contactHref(locale, 'quote')} className="button button--filled">
            {pricing.footerCard.button}
          </Link>
        </aside>
      </div>
    </>
  );
}
