import type { TStoredDocument } from '@cdesk/domain';
import { CircleAlert, Trash2, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { StoredDocumentSummary } from './stored-document-summary';

interface DocumentRowProps {
  label: string;
  accept: string;
  stored: TStoredDocument | undefined;
  busy: boolean;
  /** Why the last file picked for it was refused. */
  error?: string;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** One document a holder must give: its picker, or the file kept with a preview and Remove. */
export function DocumentRow({
  label,
  accept,
  stored,
  busy,
  error,
  onPick,
  onRemove,
}: DocumentRowProps) {
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div
      className={cx(
        'flex flex-col gap-3 rounded-card border p-4',
        error ? 'border-loss/40' : 'border-border',
      )}
    >
      <div className="flex flex-col gap-3 tablet:flex-row tablet:items-center">
        <StoredDocumentSummary id={id} label={label} stored={stored} />
        <input
          ref={picker}
          type="file"
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={id}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onPick(file);
          }}
        />
        <div className="flex gap-2">
          {stored && (
            <Button
              variant="ghost"
              onClick={onRemove}
              disabled={busy}
              aria-label={`Remove ${label}`}
            >
              <Trash2 aria-hidden className="size-4" />
              Remove
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => picker.current?.click()}
            disabled={busy}
            aria-label={`${stored ? 'Replace' : 'Upload'} ${label}`}
          >
            <Upload aria-hidden className="size-4" />
            {stored ? 'Replace' : 'Upload'}
          </Button>
        </div>
      </div>
      {error && (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-loss">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
