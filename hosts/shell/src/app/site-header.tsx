import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { getHref, type Messages, type PageKey } from '@app/i18n';
import { contactHref } from '../components/contact-link';
import { SearchIcon } from '../components/icons';
import { useLocale, useMessages } from '../components/locale/locale-context';
import { LanguageMenu } from './language-menu';
import { SearchButton, useSearchDialog } from './site-search-entry';
import { useScrolled } from './use-scrolled';

const NAV_PAGES: (PageKey & keyof Messages['nav'])[] = ['home', 'services', 'modules', 'references', 'pricing', 'blog', 'contact'];

const MOBILE_MENU_ID = 'mobile-menu';

function Logo() {
  const locale = useLocale();
  const messages = useMessages();
  return (
    <Link to={getHref('home', locale)} className="site-logo" aria-label={messages.nav.logoLabel}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#1f3f8f" />
        <path d="M10 8h7.5a4.5 4.5 0 0 1 2.6 8.2A4.8 4.8 0 0 1 18 25h-8z" fill="#ffffff" />
        <circle cx="15" cy="20.5" r="2.2" fill="#1f3f8f" />
        <circle cx="14.5" cy="12.5" r="1.8" fill="#1f3f8f" />
      </svg>
      <span className="site-logo__text">{messages.common.brandName}</span>
    </Link>
  );
}

function NavLinks({ onPick, className }: { onPick?: () => void; className: string }) {
  const locale = useLocale();
  const messages = useMessages();
  return (
    <>
      {NAV_PAGES.map((page) => (
        <NavLink key={page} to={getHref(page, locale)} end onClick={onPick} className={className}>
          {messages.nav[page]}
        </NavLink>
      ))}
    </>
  );
}

/** Fixed top navigation: transparent over the page top, opaque once scrolled (or while the mobile menu is open). */
export function SiteHeader() {
  const locale = useLocale();
  const messages = useMessages();
  const scrolled = useScrolled();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const { openSearch, preloadSearch, dialog: searchDialog } = useSearchDialog();

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const demoHref = contactHref(locale, 'demo');
  return (
    <header className="site-header" data-opaque={scrolled || menuOpen || undefined}>
      <a className="skip-link" href="#main">
        {messages.nav.skipToContent}
      </a>
      <div className="site-header__bar">
        <Logo />
        <nav aria-label={messages.nav.mainNavigation} className="site-nav">
          <NavLinks className="site-nav__link" />
        </nav>
        <div className="site-header__actions">
          <SearchButton onOpen={openSearch} onIntent={preloadSearch} />
          <LanguageMenu />
          <Link to={demoHref} className="button button--filled button--sm site-header__demo">
            {messages.nav.demo}
          </Link>
          <button
            type="button"
            className="burger site-header__burger"
            data-opened={menuOpen || undefined}
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={menuOpen ? messages.nav.closeMenu : messages.nav.openMenu}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
          >
            <span className="burger__bar" aria-hidden="true" />
            <span className="burger__bar" aria-hidden="true" />
            <span className="burger__bar" aria-hidden="true" />
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id={MOBILE_MENU_ID} className="mobile-menu" aria-label={messages.nav.mainNavigation}>
          <NavLinks onPick={closeMenu} className="mobile-menu__link" />
          <button
            type="button"
            className="mobile-menu__link mobile-menu__search"
            onClick={() => {
              closeMenu();
              openSearch();
            }}
            onFocus={preloadSearch}
          >
            <SearchIcon size={18} />
            {messages.nav.search}
          </button>
          <Link to={demoHref} onClick={closeMenu} className="button button--filled button--sm button--full mobile-menu__demo">
            {messages.nav.demo}
          </Link>
        </nav>
      )}
      {searchDialog}
    </header>
  );
}
