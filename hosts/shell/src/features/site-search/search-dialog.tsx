import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { SearchPanel } from './search-panel';
import { searchResultsHref } from './search-url';

const DIALOG_RESULTS = 8;

/**
 * The search opened from the header: a modal <dialog> (the browser keeps focus inside, makes the page inert,
 * and returns focus to the button when it closes). Enter without a chosen result opens the results page.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const locale = useLocale();
  const texts = useMessages().search;
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // showModal() focuses the first focusable element, the close button: the visitor came to type.
    dialog?.querySelector<HTMLInputElement>('.site-search__input')?.focus();
    return () => dialog?.close();
  }, []);

  const close = () => dialogRef.current?.close();
  const resultsHref = searchResultsHref(locale, query);

  return (
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-label={texts.dialogLabel}
      onClose={onClose}
      // A press on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="search-dialog__head">
        <h2 className="search-dialog__title">{texts.dialogLabel}</h2>
        <button type="button" className="search-dialog__close" aria-label={texts.close} onClick={close}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <SearchPanel
        query={query}
        onQueryChange={setQuery}
        maxResults={DIALOG_RESULTS}
        onEscape={close}
        onOpenResult={close}
        onSubmit={() => {
          close();
          void navigate(resultsHref);
        }}
        footer={
          <p className="search-dialog__foot">
            <Link to={resultsHref} onClick={close} className="search-dialog__all">
              {texts.showAll}
            </Link>
            <span className="search-dialog__hint" aria-hidden="true">
              {texts.keyboardHint}
            </span>
          </p>
        }
      />
    </dialog>
  );
}
