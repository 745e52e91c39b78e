import { Download } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import type { FileKind } from './report-calls';

/** Download PDF and Download CSV, each busy while its file comes, with the server's message on failure. */
export function DownloadButtons({ download }: { download: (kind: FileKind) => Promise<void> }) {
  const [busy, setBusy] = useState<FileKind | null>(null);
  const [problem, setProblem] = useState('');
  const get = async (kind: FileKind) => {
    setBusy(kind);
    setProblem('');
    try {
      await download(kind);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {(['pdf', 'csv'] as const).map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            onClick={() => void get(kind)}
            disabled={busy !== null && busy !== kind}
            loading={busy === kind}
          >
            {busy !== kind && <Download aria-hidden className="size-4" />}
            Download {kind.toUpperCase()}
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
