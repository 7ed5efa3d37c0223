import { Link } from 'react-router-dom';
import { getHref } from '@app/i18n';
import { contactHref } from '../../components/contact-link';
import { useLocale, useMessages } from '../../components/locale/locale-context';

export function ClosingCta() {
  const locale = useLocale();
  const { cta } = useMessages().home;
  return (
    <section className="closing-cta" aria-labelledby="cta-title">
      <div className="site-container closing-cta__inner">
        <h2 id="cta-title" className="closing-cta__title">
          {cta.title}
        </h2>
        <p className="closing-cta__text">{cta.subtitle}</p>
        <div className="closing-cta__actions">
          <Link to={contactHref(locale, 'demo')} className="button button--white button--lg">
            {cta.primary}
          </Link>
          <Link to={getHref('pricing', locale)} className="button button--outline button--lg closing-cta__secondary">
            {cta.secondary}
          </Link>
        </div>
      </div>
    </section>
  );
}
