import { clampHelpText, helpFilesOf, shortFileName, type TSearchModule } from '@cdesk/domain';
import { FileDown } from 'lucide-react';
import { useState } from 'react';

/** The highlighted page's help: its text (160 characters, then 'Read more') and its files. */
export function SearchResultDetail({ module }: { module: TSearchModule }) {
  const [expandedUrl, setExpandedUrl] = useState<string | null>(null);
  const expanded = expandedUrl === module.url;
  const clamp = clampHelpText(module.helpContent);
  const files = helpFilesOf(module);
  if (!module.helpContent && files.length === 0) return null;
  return (
    <div className="border-t border-border px-3 py-2 text-sm text-muted">
      {module.helpContent && (
        <>
          <p>{expanded ? module.helpContent : clamp.text}</p>
          {clamp.clamped && (
            <button
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setExpandedUrl(expanded ? null : module.url)}
              aria-expanded={expanded}
              className="-ml-1 min-h-11 rounded-md px-1 font-medium text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
            >
              {expanded ? 'Read less' : 'Read more'}
            </button>
          )}
        </>
      )}
      {files.length > 0 && (
        <ul
          aria-label={`Help files for ${module.displayName}`}
          className="mt-1 flex flex-wrap gap-2"
        >
          {files.map((file) => (
            <li key={file.path}>
              <a
                href={file.path}
                download
                title={file.name}
                aria-label={`Download ${file.name}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-border px-3 font-medium text-text hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
              >
                <FileDown aria-hidden className="size-4 text-brand" />
                {shortFileName(file.name)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
