import { Download } from 'lucide-react';
import { saveFile } from '../../../lib/gateway-file';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';

interface DownloadPdfButtonProps {
  /** Fetches the PDF; a refusal comes back as its message. */
  download: () => Promise<Blob>;
  fileName: string;
  disabled?: boolean;
  className?: string;
}

/** Downloads a report as a PDF; a refusal shows under the button. */
export function DownloadPdfButton({
  download,
  fileName,
  disabled,
  className,
}: DownloadPdfButtonProps) {
  const { run, pending, error } = useAction<'pdf'>();
  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <Button
        variant="secondary"
        loading={pending === 'pdf'}
        disabled={disabled}
        onClick={() =>
          void run('pdf', async () => {
            saveFile(await download(), fileName);
          })
        }
      >
        <Download aria-hidden className="size-4" />
        Download PDF
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
