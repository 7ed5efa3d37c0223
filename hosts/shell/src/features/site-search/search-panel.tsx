import './site-search.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getHref, type Messages } from '@app/i18n';
import { contactHref } from '../../components/contact-link';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { SearchSnippet } from './search-snippet';
import { isSearchable, useSiteSearch, type SiteSearchState } from './use-site-search';

interface SearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  maxResults: number;
  /** Enter without a chosen result (the dialog opens the results page). */
  onSubmit?: (query: string) => void;
  /** A result was opened (the dialog closes). */
  onOpenResult?: () => void;
  /** Escape in the field (the dialog closes); without it the field clears itself as search fields do. */
  onEscape?: () => void;
  /** Under the results, e.g. the dialog's link to all results. */
  footer?: ReactNode;
}

function countText(texts: Messages['search'], locale: string, count: number): string {
  const category = new Intl.PluralRules(locale).select(count);
  const template = category === 'one' || category === 'few' ? texts.resultCount[category] : texts.resultCount.other;
  return template.replace('{count}', String(count));
}

/** What the live region says: read out when a search settles, not on every keystroke. */
function statusText(state: SiteSearchState, texts: Messages['search'], locale: string): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'loading':
      return texts.searching;
    case 'failed':
      return texts.failed;
    case 'ready':
      return state.results.length === 0 ? texts.noResultsTitle.replace('{query}', state.query) : countText(texts, locale, state.results.length);
  }
}

function HelpLinks({ onPick }: { onPick?: () => void }) {
  const locale = useLocale();
  const texts = useMessages().search;
  return (
    <p className="site-search__links">
      <Link to={getHref('blog', locale)} className="button button--outline button--sm" onClick={onPick}>
        {texts.toBlog}
      </Link>
      <Link to={contactHref(locale, 'question')} className="button button--filled button--sm" onClick={onPick}>
        {texts.toContact}
      </Link>
    </p>
  );
}

/** "Did you mean …?" with the corrected query as a button that searches for it. */
function Suggestion({ suggestion, onPick }: { suggestion: string; onPick: (suggestion: string) => void }) {
  const [before, after = ''] = useMessages().search.didYouMean.split('{suggestion}');
  return (
    <p className="site-search__suggestion">
      {before}
      <button type="button" className="site-search__suggestion-button" onClick={() => onPick(suggestion)}>
        {suggestion}
      </button>
      {after}
    </p>
  );
}

/**
 * The search field with its results as a combobox: typing searches, ↑/↓ move through the results (the focus
 * stays in the field), Enter opens the chosen one. The count is announced by a live region.
 */
export function SearchPanel({ query, onQueryChange, maxResults, onSubmit, onOpenResult, onEscape, footer }: SearchPanelProps) {
  const locale = useLocale();
  const texts = useMessages().search;
  const navigate = useNavigate();
  const state = useSiteSearch(query, locale, maxResults);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const inputId = `${ids}-input`;
  const listId = `${ids}-results`;
  const optionId = (index: number) => `${ids}-result-${index}`;

  const results = state.status === 'idle' ? [] : state.results;
  const resultsKey = results.map((result) => result.path).join('\n');
  useEffect(() => setActive(-1), [resultsKey]);
  useEffect(() => {
    if (active >= 0) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const open = (path: string) => {
    onOpenResult?.();
    void navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      const last = results.length - 1;
      if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
      else setActive((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };

  const expanded = results.length > 0;
  const showEmpty = !isSearchable(query);
  const showNoResults = state.status === 'ready' && results.length === 0;

  return (
    <div className="site-search">
      <form
        role="search"
        className="site-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = results[active];
          if (chosen) open(chosen.path);
          else if (isSearchable(query)) onSubmit?.(query.trim());
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          {texts.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="site-search__input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={active >= 0 && active < results.length ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          placeholder={texts.placeholder}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--filled site-search__submit">
          {texts.submit}
        </button>
      </form>
      <p className="site-search__status" role="status" data-outcome={showNoResults ? 'none' : undefined}>
        {statusText(state, texts, locale)}
      </p>
      {expanded && (
        <div ref={listRef} id={listId} role="listbox" aria-label={texts.resultsLabel} className="site-search__results" data-stale={state.status === 'loading' || undefined}>
          {results.map((result, index) => (
            <Link
              key={`${result.kind}:${result.path}:${result.title}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              data-index={index}
              to={result.path}
              className="search-result"
              onClick={onOpenResult}
              onMouseMove={() => setActive(index)}
            >
              <span className="search-result__kind">{texts.kinds[result.kind]}</span>
              <span className="search-result__title">{result.title}</span>
              <span className="search-result__snippet">
                <SearchSnippet html={result.snippetHtml} />
              </span>
              <span className="search-result__path">{result.path}</span>
            </Link>
          ))}
        </div>
      )}
      {showEmpty && (
        <div className="site-search__state">
          <h2 className="site-search__state-title">{texts.emptyTitle}</h2>
          <p className="text">{texts.emptyText}</p>
          <HelpLinks onPick={onOpenResult} />
        </div>
      )}
      {showNoResults && (
        <div className="site-search__state">
          {state.suggestion && (
            <Suggestion
              suggestion={state.suggestion}
              onPick={(suggestion) => {
                onQueryChange(suggestion);
                inputRef.current?.focus();
              }}
            />
          )}
          <p className="text">{texts.noResultsText}</p>
          <HelpLinks onPick={onOpenResult} />
        </div>
      )}
      {expanded && footer}
    </div>
  );
}
