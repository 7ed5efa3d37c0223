import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { fallbackModuleImage, moduleCardImage, type PublicModule } from '@app/content';
import { getHref, pickTranslated, pickTranslatedList, type Locale, type Messages } from '@app/i18n';
import { ChevronLeftIcon, ChevronRightIcon, CheckIcon } from '../../components/icons';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { SectionHeading } from '../../components/section-heading';
import { ModuleIcon } from './module-icon';
import { moduleAnchorId, useActiveModules } from './use-active-modules';
import { ModuleCardImage } from './module-card-image';

interface ModuleCardData {
  key: string;
  title: string;
  description: string;
  features: string[];
  icon: string;
  image: string;
  anchor?: string;
}

const BUILT_IN_ICONS = ['FileText', 'Users', 'Handshake', 'Bot'];
// Fallback images are chosen by keywords of the Czech name (faktur/účet, hr/personal, crm/prodej, ai/asistent), whatever language the page shows.
const BUILT_IN_CZECH_NAMES = ['Fakturace a účetnictví', 'HR a personalistika', 'CRM a prodej', 'AI asistent'];
const FEATURES_ON_CARD = 4;

/** The four modules written into the page (four features each), shown until the modules table answers. */
function builtInCards(texts: Messages['home']['modules']): ModuleCardData[] {
  return texts.builtIn.map((module, index) => ({
    key: `built-in-${index}`,
    title: module.title,
    description: module.description,
    features: module.features.slice(0, FEATURES_ON_CARD),
    icon: BUILT_IN_ICONS[index] ?? 'FileText',
    image: fallbackModuleImage(BUILT_IN_CZECH_NAMES[index] ?? module.title),
  }));
}

function cardsFromRows(rows: PublicModule[], locale: Locale): ModuleCardData[] {
  return rows.map((row) => ({
    key: row.id,
    title: pickTranslated(row, 'name', locale),
    description: pickTranslated(row, 'description', locale),
    features: pickTranslatedList(row, 'features', locale).slice(0, FEATURES_ON_CARD),
    icon: row.icon,
    image: moduleCardImage(row),
    anchor: moduleAnchorId(row),
  }));
}

export function ModuleCardsSection() {
  const locale = useLocale();
  const messages = useMessages();
  const texts = messages.home.modules;
  const modules = useActiveModules();
  const trackRef = useRef<HTMLUListElement>(null);
  const cards = modules.status === 'ready' && modules.modules.length > 0 ? cardsFromRows(modules.modules, locale) : builtInCards(texts);

  const scrollByCard = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const cardWidth = (track.firstElementChild as HTMLElement | null)?.offsetWidth ?? track.clientWidth;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
    const atStart = track.scrollLeft <= 4;
    if (direction === 1 && atEnd) track.scrollTo({ left: 0, behavior: 'smooth' });
    else if (direction === -1 && atStart) track.scrollTo({ left: track.scrollWidth, behavior: 'smooth' });
    else track.scrollBy({ left: direction * (cardWidth + 24), behavior: 'smooth' });
  };

  return (
    <section className="page-section page-section--soft" aria-labelledby="modules-title">
      <div className="site-container">
        <SectionHeading id="modules-title" title={texts.title} subtitle={texts.subtitle} />
        <div className="module-cards" aria-roledescription="carousel" aria-label={texts.carouselLabel} role="region">
          <ul className="module-cards__track" ref={trackRef} tabIndex={0} aria-busy={modules.status === 'loading' || undefined}>
            {cards.map((card) => (
              <li key={card.key} className="module-card" data-testid="module-card">
                <ModuleCardImage src={card.image} moduleName={card.title} placeholderText={texts.imagePlaceholder} />
                <div className="module-card__body">
                  <span className="feature-card__icon">
                    <ModuleIcon name={card.icon} size={22} />
                  </span>
                  <h3 className="feature-card__title">{card.title}</h3>
                  <p className="feature-card__text">{card.description}</p>
                  <ul className="check-list">
                    {card.features.map((feature) => (
                      <li key={feature}>
                        <CheckIcon size={16} />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <Link to={getHref('modules', locale, card.anchor ? { hash: card.anchor } : undefined)} className="module-card__link">
                    {texts.moreInfo}
                    <span className="visually-hidden">: {card.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <div className="carousel-controls">
            <button type="button" className="carousel-button" onClick={() => scrollByCard(-1)} aria-label={messages.common.carousel.previous}>
              <ChevronLeftIcon size={18} />
            </button>
            <Link to={getHref('modules', locale)} className="module-cards__all">
              {texts.allModules}
            </Link>
            <button type="button" className="carousel-button" onClick={() => scrollByCard(1)} aria-label={messages.common.carousel.next}>
              <ChevronRightIcon size={18} />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
