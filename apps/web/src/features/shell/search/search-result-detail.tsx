import { clampHelpText, shortFileName, type TSearchModule } from '@cdesk/domain';
import { FileDown } from 'lucide-react';
import { useState } from 'react';

/** The highlighted result's help: its text (160 characters, then 'Read more') and its files. */
export function SearchResultDetail({ module }: { module: TSearchModule }) {
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const expanded = expandedId === module.moduleId;
  const clamp = clampHelpText(module.helpText);
  if (!module.helpText && module.helpFiles.length === 0) return null;
  return (
    <div className="border-t border-border px-3 py-2 text-sm text-muted">
      {module.helpText && (
        <>
          <p>{expanded ? module.helpText : clamp.text}</p>
          {clamp.clamped && (
            <button
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setExpandedId(expanded ? null : module.moduleId)}
              aria-expanded={expanded}
              className="-ml-1 min-h-11 rounded-md px-1 font-medium text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
            >
              {expanded ? 'Read less' : 'Read more'}
            </button>
          )}
        </>
      )}
      {module.helpFiles.length > 0 && (
        <ul
          aria-label={`Help files for ${module.moduleName}`}
          className="mt-1 flex flex-wrap gap-2"
        >
          {module.helpFiles.slice(0, 3).map((file) => (
            <li key={file.fileUrl}>
              <a
                href={file.fileUrl}
                download
                title={file.fileName}
                aria-label={`Download ${file.fileName}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-border px-3 font-medium text-text hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
              >
                <FileDown aria-hidden className="size-4 text-brand" />
                {shortFileName(file.fileName)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
