import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { MessageSection } from '@app/i18n';
import { SearchIcon } from '../components/icons';
import { WithMessageSections, preloadMessages, useLocale, useMessages } from '../components/locale/locale-context';

const SEARCH_SECTIONS: readonly MessageSection[] = ['search'];

// The dialog, its texts and the search client load when the visitor first reaches for search: no page pays for them.
const loadSearchDialog = () => import(/* webpackChunkName: "site-search" */ '../features/site-search');
const SearchDialog = lazy(() => loadSearchDialog().then((module) => ({ default: module.SearchDialog })));

function isTypingInto(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Opening the search: from the header's button, the mobile menu, or the `/` key anywhere one is not typing. */
export function useSearchDialog(): { openSearch: () => void; preloadSearch: () => void; dialog: ReactNode } {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const openSearch = useCallback(() => setOpen(true), []);
  const preloadSearch = useCallback(() => {
    void loadSearchDialog();
    void preloadMessages(locale, SEARCH_SECTIONS);
  }, [locale]);

  useEffect(() => {
    const openOnSlash = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTypingInto(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', openOnSlash);
    return () => window.removeEventListener('keydown', openOnSlash);
  }, []);

  const dialog = open ? (
    <Suspense fallback={null}>
      <WithMessageSections sections={SEARCH_SECTIONS}>
        <SearchDialog onClose={() => setOpen(false)} />
      </WithMessageSections>
    </Suspense>
  ) : null;
  return { openSearch, preloadSearch, dialog };
}

export function SearchButton({ onOpen, onIntent }: { onOpen: () => void; onIntent: () => void }) {
  const messages = useMessages();
  return (
    <button
      type="button"
      className="search-button"
      aria-label={messages.nav.search}
      aria-haspopup="dialog"
      aria-keyshortcuts="/"
      title={`${messages.nav.search} (/)`}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <SearchIcon size={20} />
    </button>
  );
}
