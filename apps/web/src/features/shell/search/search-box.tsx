import { searchModules, shellConstants, type TSearchBoxResponse } from '@cdesk/domain';
import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '../../../ui/cx';
import type { Loaded } from '../../../lib/use-gateway-load';
import { SearchResultDetail } from './search-result-detail';
import { useDebounced } from '../../../lib/use-debounced';
import { searchIconLook, searchInputLook } from '../header/trigger-looks';

interface SearchBoxProps {
  data: Loaded<TSearchBoxResponse>;
  /** 'sheet' sits in the phone's full-width search: results flow under it instead of floating. */
  layout?: 'inline' | 'sheet';
  autoFocus?: boolean;
  /** After a result was chosen. */
  onChosen?: () => void;
}

/**
 * The module search (spec 1 sections 4.5, 9), as a combobox: typing filters, the results follow a
 * second after typing stops, arrows move, Enter opens, Esc closes.
 */
export function SearchBox({ data, layout = 'inline', autoFocus, onChosen }: SearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const settled = useDebounced(query, shellConstants.searchDispatchDelayMs);
  const modules = data.status === 'ready' ? data.data : [];
  const results = searchModules(modules, settled);
  const waiting = query.trim() !== '' && (settled !== query || data.status === 'loading');
  const current = results[Math.min(active, results.length - 1)];
  const showPanel = open && query.trim() !== '';
  const listId = `${id}-list`;

  function choose(index: number) {
    const module = results[index];
    if (!module) return;
    setOpen(false);
    setQuery('');
    onChosen?.();
    void navigate(module.moduleUrl);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter' && showPanel && current) {
      event.preventDefault();
      choose(results.indexOf(current));
    } else if (event.key === 'Escape' && showPanel) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

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
          aria-activedescendant={showPanel && current ? `${id}-${current.moduleId}` : undefined}
          placeholder="Search, e.g. SIP, portfolio"
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
        <p
          role="status"
          className={cx('px-3 text-sm text-muted', (waiting || results.length === 0) && 'py-3')}
        >
          {showPanel && (waiting ? 'Searching…' : results.length === 0 ? 'No matching pages.' : '')}
        </p>
        <ul
          id={listId}
          role="listbox"
          aria-label="Search results"
          className="max-h-80 overflow-y-auto p-1.5"
        >
          {!waiting &&
            results.map((module, index) => (
              <li
                key={module.moduleId}
                id={`${id}-${module.moduleId}`}
                role="option"
                aria-selected={module === current}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(index)}
                className={cx(
                  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-[15px]',
                  module === current && 'bg-brand-soft text-brand',
                )}
              >
                {module.moduleName}
              </li>
            ))}
        </ul>
        {!waiting && current && <SearchResultDetail module={current} />}
      </div>
    </div>
  );
}
