import { Link } from 'react-router-dom';
import { contactHref } from '../../components/contact-link';
import { ClockIcon, LockIcon, ShieldIcon } from '../../components/icons';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { HeroCarousel } from './hero-carousel';

const TRUST_ICONS = [ShieldIcon, LockIcon, ClockIcon];

export function HeroSection() {
  const locale = useLocale();
  const { hero } = useMessages().home;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="site-container hero__grid">
        <div className="hero__text">
          <p className="hero__badge">{hero.badge}</p>
          <h1 id="hero-title" className="hero__title">
            {hero.title}
          </h1>
          <p className="hero__subtitle">{hero.subtitle}</p>
          <div className="hero__actions">
            <Link to={contactHref(locale, 'demo')} className="button button--filled button--lg">
              {hero.ctaPrimary}
            </Link>
            <Link to={contactHref(locale, 'quote')} className="button button--default button--lg">
              {hero.ctaSecondary}
            </Link>
          </div>
          <dl className="hero__figures">
            {hero.figures.map((figure) => (
              <div key={figure.label} className="hero__figure">
                <dt className="hero__figure-label">{figure.label}</dt>
                <dd className="hero__figure-value">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="hero__trust">
            {hero.trustBadges.map((badge, index) => {
              const Icon = TRUST_ICONS[index % TRUST_ICONS.length] ?? ShieldIcon;
              return (
                <li key={badge}>
                  <Icon size={18} />
                  {badge}
                </li>
              );
            })}
          </ul>
          <p className="hero__online">
            <span className="hero__online-dot" aria-hidden="true" />
            {hero.systemOnline}
          </p>
        </div>
        <HeroCarousel />
      </div>
    </section>
  );
}
