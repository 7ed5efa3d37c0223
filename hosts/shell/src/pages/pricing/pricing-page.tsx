import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import './pricing-page.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Container, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { getHref, getMessages, type Locale, type Messages } from '@app/i18n';
import { fetchActivePricingPlans, pricingPlanCardsFor, type PricingPlanCard, type PricingToggle } from '@app/content';
import { CheckIcon, CrossIcon } from '../../components/inline-icons';
import { PageIntro } from '../../components/page-intro';
import { Tag } from '../../components/tag';
import { PUBLIC_DATA_KEYS, usePublicData } from '../../components/use-public-data';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { fixedPricingCards, priceDisplay } from './pricing-cards';

function PlanCard({ card, locale, pricing }: { card: PricingPlanCard; locale: Locale; pricing: Messages['pricing'] }) {
  const price = priceDisplay(card, pricing);
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
      <Stack gap={6}>
        <Title order={2} fz={24} id={headingId}>
          {card.name}
        </Title>
        {card.description && <Text c="gray.7">{card.description}</Text>}
      </Stack>
      <div>
        <p className="pricing-card__price" style={{ margin: 0 }}>
          <span className="pricing-card__amount">{price.amount}</span>
          {price.period && <Text span c="gray.7">{price.period}</Text>}
        </p>
        {price.vatNote && (
          <Text size="sm" c="gray.7">
            {price.vatNote}
          </Text>
        )}
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
      <Button
        className="pricing-card__action"
        component={Link}
        to={getHref('contact', locale, { hash: 'nabidka' })}
        variant={card.highlighted ? 'filled' : 'outline'}
        fullWidth
        size="md"
      >
        {card.price === null ? pricing.contactSales : pricing.choosePlan}
      </Button>
    </article>
  );
}

export function PricingPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  const { pricing } = messages;
  useDocumentMeta({ ...messages.meta.pricing, locale });
  const [period, setPeriod] = useState<PricingToggle>('yearly');
  const plans = usePublicData(PUBLIC_DATA_KEYS.pricingPlans, fetchActivePricingPlans);
  const databaseCards = plans.status === 'ready' ? pricingPlanCardsFor(plans.data, period, locale) : [];
  const cards = databaseCards.length > 0 ? databaseCards : fixedPricingCards(pricing, period);

  return (
    <>
      <PageIntro title={pricing.title} intro={pricing.subtitle} />
      <Container size="lg" pb={96}>
        <div className="pricing-toggle">
          <SegmentedControl
            aria-label={pricing.billingLabel}
            value={period}
            onChange={(value) => setPeriod(value === 'monthly' ? 'monthly' : 'yearly')}
            data={[
              { value: 'monthly', label: pricing.monthly },
              { value: 'yearly', label: pricing.yearly },
            ]}
            size="md"
            radius="xl"
            color="brand.8"
          />
        </div>
        <div className="pricing-grid" aria-busy={plans.status === 'loading'}>
          {cards.map((card) => (
            <PlanCard key={card.key} card={card} locale={locale} pricing={pricing} />
          ))}
        </div>
        <Text ta="center" size="sm" c="gray.7" mt="lg">
          {pricing.pricesNote}
        </Text>
        <aside className="pricing-footer-card" aria-labelledby="pricing-footer-title">
          <Stack gap={4} maw={620}>
            <Title order={2} fz={22} id="pricing-footer-title">
              {pricing.footerCard.title}
            </Title>
            <Text c="gray.7">{pricing.footerCard.text}</Text>
          </Stack>
          <Button component={Link} to={getHref('contact', locale)} size="md">
            {pricing.footerCard.button}
          </Button>
        </aside>
      </Container>
    </>
  );
}
