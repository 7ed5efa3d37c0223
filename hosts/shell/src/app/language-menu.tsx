import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LOCALES, LOCALE_NAMES, persistLocale } from '@app/i18n';
import { FlagIcon } from '../components/flag-icon';
import { useLocale, useMessages } from '../components/locale/locale-context';
import { CheckIcon, ChevronDownIcon } from '../components/icons';
import { useLanguageSwitch } from '../hooks/page-alternates';

/**
 * Czech, English, German: keeps the page (translated segment, or a post's own slug in that language) and
 * remembers the choice in the cookie.
 * A disclosure button with a list of links (not a positioned menu): it weighs nothing on every page.
 */
export function LanguageMenu() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const hrefIn = useLanguageSwitch(pathname);
  const messages = useMessages();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnPressOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnPressOutside);
    return () => document.removeEventListener('pointerdown', closeOnPressOutside);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <div className="language-menu" ref={containerRef}>
      <button
        type="button"
        ref={buttonRef}
        className="language-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <FlagIcon locale={locale} />
        {/* Named by hidden text, not aria-label: the name must contain the visible code (label in name), which alone says little. */}
        <span className="language-button__code" aria-hidden="true">
          {locale.toUpperCase()}
        </span>
        <span className="visually-hidden">{`${messages.nav.chooseLanguage}: ${LOCALE_NAMES[locale].label}`}</span>
        <ChevronDownIcon size={14} />
      </button>
      <ul id={listId} className="language-menu__list" aria-label={messages.nav.language} hidden={!open}>
        {LOCALES.map((target) => (
          <li key={target}>
            <Link
              className="language-menu__item"
              to={hrefIn(target)}
              onClick={() => {
                persistLocale(target);
                setOpen(false);
              }}
              lang={LOCALE_NAMES[target].htmlLang}
              aria-current={target === locale ? 'true' : undefined}
            >
              <FlagIcon locale={target} />
              <span className="language-menu__label">{LOCALE_NAMES[target].label}</span>
              {target === locale && <CheckIcon size={16} />}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
