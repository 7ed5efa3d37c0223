import type { ComponentType } from 'react';
import { deferredSection } from '../../components/deferred-section';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { RenderFailureBoundary } from '../../components/render-failure-boundary';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { HeroSection } from './hero-section';
import './home.css';

// Below the hero, each section is a chunk of its own that hydrates as it nears the viewport (the
// prerendered HTML shows it at once): a first visit runs only the hero's code.
const ClientLogos = deferredSection('client-logos', () =>
  import(/* webpackChunkName: "home-client-logos" */ './client-logos').then((m) => m.ClientLogos),
);
const StatsSection = deferredSection('stats', () =>
  import(/* webpackChunkName: "home-stats" */ './stats-section').then((m) => m.StatsSection),
);
const BenefitsSection = deferredSection('benefits', () =>
  import(/* webpackChunkName: "home-benefits" */ './benefits-section').then((m) => m.BenefitsSection),
);
const HowItWorksSection = deferredSection('how-it-works', () =>
  import(/* webpackChunkName: "home-how-it-works" */ './how-it-works-section').then((m) => m.HowItWorksSection),
);
const TestimonialsSection = deferredSection('testimonials', () =>
  import(/* webpackChunkName: "home-testimonials" */ './testimonials-section').then((m) => m.TestimonialsSection),
);
const FaqSection = deferredSection('faq', () => import(/* webpackChunkName: "home-faq" */ './faq-section').then((m) => m.FaqSection));
const ClosingCta = deferredSection('closing-cta', () =>
  import(/* webpackChunkName: "home-closing-cta" */ './closing-cta').then((m) => m.ClosingCta),
);

/**
 * A section the home page shows of a content type (the modules' cards), kept in that type's page folder
 * and named by the route table: deferred like the page's own, after the benefits.
 */
export interface HomeContentSection {
  /** The section's name on the page (its deferred section's). */
  name: string;
  load: () => Promise<ComponentType>;
}

/** The home page, with the content types' sections the route table gives it. */
export function homePageShowing(contentSections: readonly HomeContentSection[]): ComponentType {
  const sections = contentSections.map(({ name, load }) => ({ name, section: deferredSection(name, load) }));
  return function HomePage() {
    const locale = useLocale();
    const messages = useMessages();
    useDocumentMeta({ ...messages.meta.home, locale });
    return (
      <RenderFailureBoundary texts={messages.home.renderFailure}>
        <HeroSection />
        <ClientLogos.Component />
        <StatsSection.Component />
        <BenefitsSection.Component />
        {sections.map(({ name, section }) => (
          <section.Component key={name} />
        ))}
        <HowItWorksSection.Component />
        <TestimonialsSection.Component />
        <FaqSection.Component />
        <ClosingCta.Component />
      </RenderFailureBoundary>
    );
  };
}
