import { checkDocumentFile, closureMessages, documentSizeLimits } from '@cdesk/domain';
import { FileText } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../ui/button';

/** The picked client master report, or why it cannot be used. */
export type CmrPicked = { name: string; content: string } | { problem: string };

interface CmrPickerProps {
  fileName: string;
  error?: string;
  onPicked: (file: CmrPicked) => void;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/** The other participant's digitally signed client master report: a PDF, checked when picked. */
export function CmrPicker({ fileName, error, onPicked }: CmrPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const check = checkDocumentFile(
      { fileName: file.name, bytes: head, size: file.size },
      ['pdf'],
      documentSizeLimits,
    );
    if (!check.ok) {
      onPicked({
        problem: check.message.startsWith('Invalid file extension')
          ? closureMessages.cmrNotPdf
          : check.message,
      });
      return;
    }
    onPicked({ name: file.name, content: await readAsDataUrl(file) });
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Client master report of the other depository participant (digitally signed PDF)
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="flex flex-col gap-3 rounded-card border border-dashed border-border-strong p-4 tablet:flex-row tablet:items-center">
        <FileText aria-hidden className="size-5 shrink-0 text-muted" />
        <span className="min-w-0 flex-1 truncate text-sm">{fileName || 'No file chosen'}</span>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {fileName ? 'Choose another file' : 'Choose PDF'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}
