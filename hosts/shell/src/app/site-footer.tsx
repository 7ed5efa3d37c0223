import { Link } from 'react-router-dom';
import { getHref, getMessages, type Locale, type Messages, type PageKey } from '@app/i18n';

type FooterPage = PageKey & keyof Messages['footer']['links'];
type SocialNetwork = keyof Messages['footer']['social'];

const QUICK_LINKS: FooterPage[] = ['services', 'modules', 'references', 'pricing'];
const INFO_LINKS: FooterPage[] = ['privacy', 'terms', 'blog', 'contact'];

// Placeholders until the company's own profiles exist: each network's home page.
const SOCIAL_LINKS: Record<SocialNetwork, string> = {
  linkedin: 'https://www.linkedin.com/',
  facebook: 'https://www.facebook.com/',
  x: 'https://x.com/',
  youtube: 'https://www.youtube.com/',
};

function FooterLinks({ title, pages, locale }: { title: string; pages: FooterPage[]; locale: Locale }) {
  const messages = getMessages(locale);
  return (
    <nav aria-label={title} className="site-footer__column">
      <h2 className="site-footer__title">{title}</h2>
      <ul className="site-footer__list">
        {pages.map((page) => (
          <li key={page}>
            <Link to={getHref(page, locale)} className="site-footer__link">
              {messages.footer.links[page]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  const { footer } = messages;
  return (
    <footer className="site-footer">
      <div className="site-container site-footer__grid">
        <div className="site-footer__brand">
          <Link to={getHref('home', locale)} className="site-footer__brand-name">
            {messages.common.brandName}
          </Link>
          <p className="site-footer__tagline">{footer.tagline}</p>
          <h2 className="site-footer__title">{footer.socialTitle}</h2>
          <ul className="site-footer__social">
            {(Object.keys(SOCIAL_LINKS) as SocialNetwork[]).map((network) => (
              <li key={network}>
                <a href={SOCIAL_LINKS[network]} target="_blank" rel="noopener noreferrer" className="site-footer__link">
                  {footer.social[network]}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title={footer.quickLinksTitle} pages={QUICK_LINKS} locale={locale} />
        <FooterLinks title={footer.infoLinksTitle} pages={INFO_LINKS} locale={locale} />
      </div>
      <div className="site-container site-footer__bottom">
        <p>{footer.copyright(new Date().getFullYear())}</p>
        <p>
          {messages.common.companyName} · {footer.companyId} · {footer.vatId}
        </p>
      </div>
    </footer>
  );
}
