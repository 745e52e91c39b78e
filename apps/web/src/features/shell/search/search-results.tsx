import { cx } from '../../../ui/cx';
import type { SearchResult } from './use-search-results';

interface SearchResultsProps {
  /** The listbox's id, and the prefix of its options' ids. */
  id: string;
  groups: readonly { title: string; results: SearchResult[] }[];
  current: SearchResult | undefined;
  onHover: (result: SearchResult) => void;
  onChoose: (result: SearchResult) => void;
}

/** The search box's listbox: a group of funds and a group of pages, each with its heading. */
export function SearchResults({ id, groups, current, onHover, onChoose }: SearchResultsProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search results"
      className="max-h-80 overflow-y-auto p-1.5"
    >
      {groups
        .filter((group) => group.results.length > 0)
        .map((group) => (
          <div key={group.title} role="group" aria-labelledby={`${id}-${group.title}`}>
            <div
              id={`${id}-${group.title}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
            >
              {group.title}
            </div>
            {group.results.map((result) => (
              <div
                key={result.id}
                id={`${id}-${result.id}`}
                role="option"
                aria-label={result.detail ? `${result.label}, ${result.detail}` : result.label}
                aria-selected={result === current}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => onHover(result)}
                onClick={() => onChoose(result)}
                className={cx(
                  'flex min-h-11 cursor-pointer flex-col justify-center rounded-md px-3 py-1.5 text-[15px]',
                  result === current && 'bg-brand-soft text-brand',
                )}
              >
                <span className="leading-snug">{result.label}</span>
                {result.detail && (
                  <span className={cx('text-xs', result === current ? 'text-brand' : 'text-muted')}>
                    {result.detail}
                  </span>
                )}
              </div>
            ))}
          </div>
        ))}
    </div>
  );
}
