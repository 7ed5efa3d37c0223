import { Link } from 'react-router-dom';
import { Button } from '@mantine/core';
import { getHref, getMessages, type Locale } from '@app/i18n';

export function ClosingCta({ locale }: { locale: Locale }) {
  const { cta } = getMessages(locale).home;
  return (
    <section className="closing-cta" aria-labelledby="cta-title">
      <div className="site-container closing-cta__inner">
        <h2 id="cta-title" className="closing-cta__title">
          {cta.title}
        </h2>
        <p className="closing-cta__text">{cta.subtitle}</p>
        <div className="closing-cta__actions">
          <Button component={Link} to={getHref('contact', locale, { hash: 'demo' })} size="lg" variant="white">
            {cta.primary}
          </Button>
          <Button component={Link} to={getHref('pricing', locale)} size="lg" variant="outline" className="button-on-dark">
            {cta.secondary}
          </Button>
        </div>
      </div>
    </section>
  );
}
