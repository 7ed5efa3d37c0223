import { getMessages, type Locale } from '@app/i18n';
import { RenderFailureBoundary } from '../../components/render-failure-boundary';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { BenefitsSection } from './benefits-section';
import { ClientLogos } from './client-logos';
import { ClosingCta } from './closing-cta';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { ModuleCardsSection } from './module-cards-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';
import './home.css';

export function HomePage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  useDocumentMeta({ ...messages.meta.home, locale });
  return (
    <RenderFailureBoundary texts={messages.home.renderFailure}>
      <HeroSection locale={locale} />
      <ClientLogos locale={locale} />
      <StatsSection locale={locale} />
      <BenefitsSection locale={locale} />
      <ModuleCardsSection locale={locale} />
      <HowItWorksSection locale={locale} />
      <TestimonialsSection locale={locale} />
      <FaqSection locale={locale} />
      <ClosingCta locale={locale} />
    </RenderFailureBoundary>
  );
}
