import { shellConstants, type TSearchBoxResponse } from '@cdesk/domain';
import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '../../../ui/cx';
import type { Loaded } from '../../../lib/use-gateway-load';
import { useDebounced } from '../../../lib/use-debounced';
import { searchIconLook, searchInputLook, searchPlaceholder } from '../header/trigger-looks';
import { SearchResultDetail } from './search-result-detail';
import { SearchResults } from './search-results';
import { useSearchResults, type SearchResult } from './use-search-results';

interface SearchBoxProps {
  data: Loaded<TSearchBoxResponse>;
  /** 'sheet' sits in the phone's full-width search: results flow under it instead of floating. */
  layout?: 'inline' | 'sheet';
  autoFocus?: boolean;
  /** After a result was chosen. */
  onChosen?: () => void;
}

function statusText(waiting: boolean, results: { all: unknown[]; fundsFailed: boolean }) {
  if (waiting) return 'Searching…';
  if (results.all.length > 0) return results.fundsFailed ? 'Funds could not be searched.' : '';
  return results.fundsFailed
    ? 'No matching pages; funds could not be searched.'
    : 'No matching funds or pages.';
}

/**
 * The header search (spec 1 sections 4.5, 9) as a combobox: the desk's pages and funds by name,
 * AMC or scheme code, in two groups. Typing filters, the results follow a second after typing
 * stops, arrows move, Enter opens, Esc closes.
 */
export function SearchBox({ data, layout = 'inline', autoFocus, onChosen }: SearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const settled = useDebounced(query, shellConstants.searchDispatchDelayMs);
  const results = useSearchResults(data, settled);
  const waiting = query.trim() !== '' && (settled !== query || results.loading);
  const shown = waiting ? [] : results.all;
  const current = shown[Math.min(active, shown.length - 1)];
  const showPanel = open && query.trim() !== '';
  const listId = `${id}-list`;

  function choose(result: SearchResult | undefined) {
    if (!result) return;
    setOpen(false);
    setQuery('');
    onChosen?.();
    void navigate(result.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && showPanel && current) {
      event.preventDefault();
      choose(current);
    } else if (event.key === 'Escape' && showPanel) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const status = showPanel ? statusText(waiting, results) : '';
  return (
    <div
      className="relative w-full"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search the desk
      </label>
      <div className="relative">
        <Search aria-hidden className={searchIconLook} />
        <input
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          autoFocus={autoFocus}
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-activedescendant={showPanel && current ? `${listId}-${current.id}` : undefined}
          placeholder={searchPlaceholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={`${searchInputLook} focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus`}
        />
      </div>
      <div
        hidden={!showPanel}
        className={cx(
          'overflow-hidden rounded-card bg-surface text-text',
          layout === 'inline'
            ? 'absolute top-full right-0 z-30 mt-2 w-[min(28rem,calc(100vw-2rem))] border border-border shadow-popup'
            : 'mt-3',
        )}
      >
        <p role="status" className={cx('px-3 text-sm text-muted', status && 'py-3')}>
          {status}
        </p>
        <SearchResults
          id={listId}
          groups={[
            { title: 'Pages', results: waiting ? [] : results.pages },
            { title: 'Funds', results: waiting ? [] : results.funds },
          ]}
          current={current}
          onHover={(result) => setActive(shown.indexOf(result))}
          onChoose={choose}
        />
        {current?.kind === 'page' && <SearchResultDetail module={current.item} />}
      </div>
    </div>
  );
}
