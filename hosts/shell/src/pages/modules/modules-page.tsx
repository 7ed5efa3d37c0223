import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { activeModuleImages } from '@app/content';
import { pickTranslated, pickTranslatedList } from '@app/i18n';
import { contactHref } from '../../components/contact-link';
import { CheckIcon } from '../../components/icons';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { PageIntro } from '../../components/page-intro';
import { ModuleIcon } from './module-icon';
import { moduleAnchorId, moduleKey, useActiveModules } from './use-active-modules';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { ModuleImageCarousel } from './module-image-carousel';
import './modules-page.css';

export function ModulesPage() {
  const locale = useLocale();
  const messages = useMessages();
  const texts = messages.modulesPage;
  useDocumentMeta({ ...messages.meta.modules, locale });
  const modules = useActiveModules();
  const { hash } = useLocation();

  // The sections arrive after the first render, too late for the browser's own jump to #module-….
  useEffect(() => {
    if (modules.status !== 'ready' || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [modules.status, hash]);

  return (
    <>
      <PageIntro title={texts.title} intro={texts.subtitle} />
      {modules.status === 'loading' && (
        <p className="site-container modules-status" role="status">
          {texts.loading}
        </p>
      )}
      {(modules.status === 'failed' || (modules.status === 'ready' && modules.modules.length === 0)) && (
        <p className="site-container modules-status">{texts.empty}</p>
      )}
      {modules.status === 'ready' && modules.modules.length > 0 && (
        <>
          <nav className="site-container module-anchors" aria-label={texts.anchorsLabel}>
            {modules.modules.map((module) => (
              <a key={module.id} href={`#${moduleAnchorId(module)}`} className="module-anchors__link">
                <ModuleIcon name={module.icon} size={18} />
                {pickTranslated(module, 'name', locale)}
              </a>
            ))}
          </nav>
          {modules.modules.map((module, index) => {
            const name = pickTranslated(module, 'name', locale);
            const headingId = `${moduleAnchorId(module)}-title`;
            return (
              <section
                key={module.id}
                id={moduleAnchorId(module)}
                className={`module-section${index % 2 === 1 ? ' module-section--reversed' : ''}`}
                aria-labelledby={headingId}
                data-testid="module-section"
              >
                <div className="site-container module-section__grid">
                  <div className="module-section__text">
                    <span className="feature-card__icon">
                      <ModuleIcon name={module.icon} size={24} />
                    </span>
                    <h2 id={headingId} className="module-section__title">
                      {name}
                    </h2>
                    <p className="module-section__description">{pickTranslated(module, 'description', locale)}</p>
                    <h3 className="module-section__features-title">{texts.featuresTitle}</h3>
                    <ul className="check-list">
                      {pickTranslatedList(module, 'features', locale).map((feature) => (
                        <li key={feature}>
                          <CheckIcon size={16} />
                          {feature}
                        </li>
                      ))}
                    </ul>
                    <Link to={contactHref(locale, 'quote', { module: moduleKey(module) })} className="button button--filled module-section__cta">
                      {texts.contactCta}
                    </Link>
                  </div>
                  <ModuleImageCarousel images={activeModuleImages(module.images)} moduleName={name} />
                </div>
              </section>
            );
          })}
        </>
      )}
    </>
  );
}
