import { Download, ExternalLink } from 'lucide-react';
import { saveFile } from '../../../lib/gateway-file';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';

interface FormPreviewProps {
  url?: string;
  blob?: Blob;
  fileName: string;
  title: string;
}

/** The form shown inline (the browser's PDF viewer), with Download and a full-window view. */
export function FormPreview({ url, blob, fileName, title }: FormPreviewProps) {
  return (
    <div className="flex flex-col gap-3">
      {url ? (
        <iframe
          src={url}
          title={title}
          className="h-[60vh] min-h-[420px] w-full rounded-card border border-border bg-subtle tablet:h-[72vh]"
        />
      ) : (
        <Skeleton className="h-[60vh] min-h-[420px] w-full tablet:h-[72vh]" />
      )}
      <div className="flex flex-col gap-2 tablet:flex-row">
        <Button
          variant="secondary"
          disabled={!blob}
          onClick={() => blob && saveFile(blob, fileName)}
        >
          <Download aria-hidden className="size-4" />
          Download form
        </Button>
        {url && (
          <a
            href={url}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-card px-4 text-sm font-medium text-brand hover:bg-brand-soft"
          >
            <ExternalLink aria-hidden className="size-4" />
            Open in a new tab
          </a>
        )}
      </div>
    </div>
  );
}
