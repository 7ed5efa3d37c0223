import { Link } from 'react-router-dom';
import { ENQUIRY_SERVICES } from '@app/content';
import { contactHref } from '../../components/contact-link';
import { ChatIcon, CheckIcon, CogIcon, LifebuoyIcon, LinkIcon, SchoolIcon, SearchIcon } from '../../components/icons';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { PageIntro } from '../../components/page-intro';
import { useDocumentMeta } from '../../hooks/use-document-meta';

// In the catalog's order (as ENQUIRY_SERVICES): analysis, implementation, API integration, training, support and SLA, consulting.
const SERVICE_ICONS = [SearchIcon, CogIcon, LinkIcon, SchoolIcon, LifebuoyIcon, ChatIcon];

export function ServicesPage() {
  const locale = useLocale();
  const messages = useMessages();
  const { services } = messages;
  useDocumentMeta({ ...messages.meta.services, locale });
  return (
    <>
      <PageIntro title={services.title} intro={services.subtitle} />
      <section className="page-section page-section--tight-top" aria-label={services.title}>
        <div className="site-container">
          <ul className="feature-grid feature-grid--3">
            {services.items.map((service, index) => {
              const Icon = SERVICE_ICONS[index % SERVICE_ICONS.length] ?? SearchIcon;
              return (
                <li key={service.title} className="feature-card service-card" data-testid="service-card">
                  <span className="feature-card__icon">
                    <Icon size={24} />
                  </span>
                  <h2 className="feature-card__title">{service.title}</h2>
                  <p className="feature-card__text">{service.description}</p>
                  <ul className="check-list">
                    {service.features.map((feature) => (
                      <li key={feature}>
                        <CheckIcon size={16} />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <Link to={contactHref(locale, 'quote', { service: ENQUIRY_SERVICES[index] })} className="service-card__link">
                    {services.cardCta}
                    <span className="visually-hidden">: {service.title}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="page-section page-section--soft" aria-labelledby="services-cta-title">
        <div className="site-container cta-card">
          <h2 id="services-cta-title" className="cta-card__title">
            {services.cta.title}
          </h2>
          <p className="cta-card__text">{services.cta.subtitle}</p>
          <Link to={contactHref(locale, 'consultation')} className="button button--filled button--lg">
            {services.cta.button}
          </Link>
        </div>
      </section>
    </>
  );
}
