import { Link } from 'react-router-dom';
import { courtRegistrationIn, socialProfiles, type PublicContactInfo } from '@app/content';
import { getHref, type Locale, type Messages, type PageKey } from '@app/i18n';
import { useLocale, useMessages } from '../components/locale/locale-context';
import { PUBLIC_DATA_KEYS, useInitialData } from '../components/render-context/render-context';

type FooterPage = PageKey & keyof Messages['footer']['links'];

const QUICK_LINKS: FooterPage[] = ['services', 'modules', 'references', 'pricing'];
const INFO_LINKS: FooterPage[] = ['privacy', 'terms', 'blog', 'contact'];

function FooterLinks({ title, pages }: { title: string; pages: FooterPage[] }) {
  const locale = useLocale();
  const messages = useMessages();
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

/**
 * The company's identification as Czech law asks of a website (name, registered office, IČO, DIČ, register
 * entry in the page's language), from the back-office settings; an unset detail is left out.
 */
export function footerCompanyDetails(info: PublicContactInfo, messages: Messages, locale: Locale): string[] {
  const { footer } = messages;
  const labelled: [string, string | undefined][] = [
    [footer.registeredOffice, info.registeredAddress],
    [footer.companyId, info.companyId],
    [footer.vatId, info.vatId],
    [footer.courtRegistration, courtRegistrationIn(info, locale)],
  ];
  return [
    info.company ?? messages.common.companyName,
    ...labelled.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])),
  ];
}

/**
 * The footer shows the contact info the page was prerendered with: the live publisher renders every page
 * again when it changes, so it is current without a request of its own on every page (and without its code
 * in the entry chunk). The contact page and the legal texts read it fresh as well.
 */
export function SiteFooter() {
  const locale = useLocale();
  const messages = useMessages();
  const { footer } = messages;
  const contactInfo = useInitialData<PublicContactInfo>(PUBLIC_DATA_KEYS.contactInfo) ?? {};
  const companyDetails = footerCompanyDetails(contactInfo, messages, locale);
  const profiles = socialProfiles(contactInfo);
  return (
    <footer className="site-footer">
      <div className="site-container site-footer__grid">
        <div className="site-footer__brand">
          <Link to={getHref('home', locale)} className="site-footer__brand-name">
            {messages.common.brandName}
          </Link>
          <p className="site-footer__tagline">{footer.tagline}</p>
          {profiles.length > 0 && (
            <>
              <h2 className="site-footer__title">{footer.socialTitle}</h2>
              <ul className="site-footer__social">
                {profiles.map(({ network, url }) => (
                  <li key={network}>
                    <a href={url} target="_blank" rel="noopener noreferrer" className="site-footer__link">
                      {footer.social[network]}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <FooterLinks title={footer.quickLinksTitle} pages={QUICK_LINKS} />
        <FooterLinks title={footer.infoLinksTitle} pages={INFO_LINKS} />
      </div>
      <div className="site-container site-footer__bottom">
        <p>{footer.copyright(new Date().getFullYear())}</p>
        <ul className="site-footer__company" aria-label={footer.companyDetailsLabel}>
          {companyDetails.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
