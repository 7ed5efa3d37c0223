import { getMessages, type Locale } from '@app/i18n';
import { deferredSection } from '../../app/deferred-section';
import { RenderFailureBoundary } from '../../components/render-failure-boundary';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { HeroSection } from './hero-section';
import './home.css';

type SectionProps = { locale: Locale };

// Below the hero, each section is a chunk of its own that hydrates as it nears the viewport (the
// prerendered HTML shows it at once): a first visit runs only the hero's code.
const ClientLogos = deferredSection<SectionProps>('client-logos', () =>
  import(/* webpackChunkName: "home-client-logos" */ './client-logos').then((m) => m.ClientLogos),
);
const StatsSection = deferredSection<SectionProps>('stats', () =>
  import(/* webpackChunkName: "home-stats" */ './stats-section').then((m) => m.StatsSection),
);
const BenefitsSection = deferredSection<SectionProps>('benefits', () =>
  import(/* webpackChunkName: "home-benefits" */ './benefits-section').then((m) => m.BenefitsSection),
);
const ModuleCardsSection = deferredSection<SectionProps>('module-cards', () =>
  import(/* webpackChunkName: "home-module-cards" */ './module-cards-section').then((m) => m.ModuleCardsSection),
);
const HowItWorksSection = deferredSection<SectionProps>('how-it-works', () =>
  import(/* webpackChunkName: "home-how-it-works" */ './how-it-works-section').then((m) => m.HowItWorksSection),
);
const TestimonialsSection = deferredSection<SectionProps>('testimonials', () =>
  import(/* webpackChunkName: "home-testimonials" */ './testimonials-section').then((m) => m.TestimonialsSection),
);
const FaqSection = deferredSection<SectionProps>('faq', () => import(/* webpackChunkName: "home-faq" */ './faq-section').then((m) => m.FaqSection));
const ClosingCta = deferredSection<SectionProps>('closing-cta', () =>
  import(/* webpackChunkName: "home-closing-cta" */ './closing-cta').then((m) => m.ClosingCta),
);

export function HomePage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  useDocumentMeta({ ...messages.meta.home, locale });
  return (
    <RenderFailureBoundary texts={messages.home.renderFailure}>
      <HeroSection locale={locale} />
      <ClientLogos.Component locale={locale} />
      <StatsSection.Component locale={locale} />
      <BenefitsSection.Component locale={locale} />
      <ModuleCardsSection.Component locale={locale} />
      <HowItWorksSection.Component locale={locale} />
      <TestimonialsSection.Component locale={locale} />
      <FaqSection.Component locale={locale} />
      <ClosingCta.Component locale={locale} />
    </RenderFailureBoundary>
  );
}
