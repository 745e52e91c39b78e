import type { TStoredDocument } from '@cdesk/domain';
import { FileText } from 'lucide-react';

interface StoredDocumentSummaryProps {
  id: string;
  label: string;
  stored: TStoredDocument | undefined;
}

/** The document's name, and the file kept for it with its preview, or that none is yet. */
export function StoredDocumentSummary({ id, label, stored }: StoredDocumentSummaryProps) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      {stored?.preview ? (
        <img
          src={stored.preview}
          alt={`${label} uploaded`}
          className="size-14 shrink-0 rounded border border-border object-cover"
        />
      ) : (
        <FileText aria-hidden className="size-8 shrink-0 text-muted" />
      )}
      <div className="flex min-w-0 flex-col">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span className="truncate text-sm text-muted">
          {stored ? (
            <>
              {stored.fileName} · <span className="figures">{stored.sizeText}</span>
            </>
          ) : (
            'Not uploaded yet'
          )}
        </span>
      </div>
    </div>
  );
}
