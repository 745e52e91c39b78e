import {
  type NomineeSlot,
  nomineeDocumentLimits,
  onboardingNomineeMessages as m,
  removeNomineeDocDtlCall,
  uploadNomineeDocDtlCall,
} from '@cdesk/domain';
import { FileCheck2, Upload } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { regCall } from '../reg-gateway';

interface Stored {
  fileName: string;
  mime: string;
  size: number;
}

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(m.documentType));
    reader.readAsDataURL(file);
  });

const kb = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** A nominee's ID proof: a JPG, PNG or PDF up to 2 MB, checked by its content on the server. */
export function NomineeDocument({ slot, stored }: { slot: NomineeSlot; stored: Stored | null }) {
  const [file, setFile] = useState<Stored | null>(stored);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setProblem('');
    if (picked.size > nomineeDocumentLimits.maxBytes) return setProblem(m.documentTooLarge);
    setBusy(true);
    try {
      const content = await readBase64(picked);
      setFile(await regCall(uploadNomineeDocDtlCall, { slot, fileName: picked.name, content }));
    } catch (caught) {
      setProblem(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setProblem('');
    try {
      await regCall(removeNomineeDocDtlCall, { slot });
      setFile(null);
    } catch (caught) {
      setProblem(errorMessage(caught));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-muted">ID proof document (optional)</p>
      {file ? (
        <div className="flex flex-wrap items-center gap-3 rounded-card border border-border px-3 py-2 text-sm">
          <FileCheck2 aria-hidden className="size-5 shrink-0 text-gain" />
          <span className="min-w-0 flex-1 truncate" data-testid="nominee-document">
            {file.fileName} · {kb(file.size)}
          </span>
          <Button variant="secondary" onClick={() => void remove()}>
            Remove
          </Button>
        </div>
      ) : (
        <label className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-card border border-dashed border-border-strong px-3 py-3 text-sm font-medium text-brand hover:bg-brand/5 has-focus-visible:outline-2 has-focus-visible:outline-brand">
          <Upload aria-hidden className="size-4" />
          {busy ? 'Uploading…' : 'Upload JPG, PNG or PDF (at most 2 MB)'}
          <input
            type="file"
            name={`nominee${slot}Document`}
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            className="sr-only"
            disabled={busy}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </label>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-loss">
          {problem}
        </p>
      )}
    </div>
  );
}
