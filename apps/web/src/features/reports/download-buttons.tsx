import { Download } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import type { FileKind } from './report-calls';

/** A further file offered beside the statement's PDF and CSV. */
export interface ExtraDownload {
  id: string;
  label: string;
  download: () => Promise<void>;
}

/**
 * Download PDF and Download CSV (and any further files), each busy while its file comes, with the
 * server's message on failure.
 */
export function DownloadButtons({
  download,
  extra = [],
}: {
  download: (kind: FileKind) => Promise<void>;
  extra?: readonly ExtraDownload[];
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const buttons = [
    ...(['pdf', 'csv'] as const).map((kind) => ({
      id: kind,
      label: `Download ${kind.toUpperCase()}`,
      download: () => download(kind),
    })),
    ...extra,
  ];
  const get = async (button: (typeof buttons)[number]) => {
    setBusy(button.id);
    setProblem('');
    try {
      await button.download();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {buttons.map((button) => (
          <Button
            key={button.id}
            variant="secondary"
            onClick={() => void get(button)}
            disabled={busy !== null && busy !== button.id}
            loading={busy === button.id}
          >
            {busy !== button.id && <Download aria-hidden className="size-4" />}
            {button.label}
          </Button>
        ))}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-loss">
          {problem}
        </p>
      )}
    </div>
  );
}
