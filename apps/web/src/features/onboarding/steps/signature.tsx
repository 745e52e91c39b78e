import {
  loadDocumentsCall,
  pictureExtensions,
  removeDocumentsCall,
  saveDocumentsCall,
  type TStoredDocument,
} from '@cdesk/domain';
import { ImageUp, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { readPickedFile } from '../documents/file-read';
import { PicturePicker } from '../documents/picture-picker';
import { SignaturePad } from '../documents/signature-pad';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { useStepLoad } from '../kyc/use-step-load';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import type { HolderRole } from '@cdesk/domain';
import type { StepPageProps } from './step-page-props';

/**
 * Screen 45: every holder's signature, drawn on a pad or uploaded as a picture; the server crops
 * each to its ink and keeps it in gray scale. Next keeps what was drawn and makes the gray-scale
 * signature document.
 */
export function SignatureStep({ screenId }: StepPageProps) {
  const { data, error } = useStepLoad(loadDocumentsCall, { kind: 'SIGNATURE' }, 'signature');
  const [changes, setChanges] = useState<Partial<Record<HolderRole, TStoredDocument | null>>>({});
  const [drawn, setDrawn] = useState<Partial<Record<HolderRole, string | null>>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const uploadFor = useRef<HolderRole>('F');

  const storedOf = (holder: HolderRole) =>
    holder in changes
      ? (changes[holder] ?? undefined)
      : data?.holders.find((h) => h.holder === holder)?.documents[0];
  const keep = async (holder: HolderRole, content: string, fileName: string) => {
    const saved = await regCall(saveDocumentsCall, {
      event: 'UPLOAD',
      kind: 'SIGNATURE',
      holder,
      fileName,
      content,
    });
    setChanges((c) => ({ ...c, [holder]: saved.document ?? null }));
    setDrawn((d) => ({ ...d, [holder]: null }));
  };
  const act = async (action: () => Promise<void>) => {
    setProblem('');
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setProblem(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const picked = await readPickedFile(file, pictureExtensions);
    if (!picked.ok) return setProblem(picked.message);
    await act(() => keep(uploadFor.current, picked.content, picked.name));
  };
  const signAgain = (holder: HolderRole, docType: string) =>
    act(async () => {
      await regCall(removeDocumentsCall, { kind: 'SIGNATURE', holder, docType });
      setChanges((c) => ({ ...c, [holder]: null }));
    });
  const save = async () => {
    for (const h of data?.holders ?? []) {
      const png = drawn[h.holder];
      if (png && !storedOf(h.holder)) await keep(h.holder, png, 'signature.png');
    }
    return (await regCall(saveDocumentsCall, { event: 'SAVE', kind: 'SIGNATURE' })).nextScreenId;
  };

  return (
    <StepFrame
      screenId={screenId}
      title="Signature"
      subtitle="Sign inside each box as you sign on paper, with a mouse, a finger or a pen."
      onNext={data ? save : undefined}
      hideNext={!data}
      error={error || problem}
    >
      {!data && !error && <RecordSkeleton />}
      <PicturePicker
        ref={picker}
        label="Upload a signature image"
        onFile={(file) => void upload(file)}
      />
      {data?.holders.map((h) => {
        const stored = storedOf(h.holder);
        const label = h.required[0]?.label ?? h.holderLabel;
        return (
          <section
            key={h.holder}
            aria-label={label}
            className="flex flex-col gap-3 rounded-card border border-border p-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold">{label}</h2>
              <span className="text-sm text-muted">{h.holderName}</span>
            </div>
            {stored ? (
              <div className="flex flex-col gap-3 tablet:flex-row tablet:items-center">
                <img
                  src={stored.preview}
                  alt={`Signature of the ${h.holderLabel}, as kept`}
                  className="max-h-28 w-full max-w-sm rounded border border-border bg-surface object-contain"
                />
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void signAgain(h.holder, stored.docType)}
                >
                  <RotateCcw aria-hidden className="size-4" />
                  Sign again
                </Button>
              </div>
            ) : (
              <>
                <SignaturePad
                  label={label}
                  onChange={(png) => setDrawn((d) => ({ ...d, [h.holder]: png }))}
                />
                <Button
                  variant="ghost"
                  className="self-start"
                  disabled={busy}
                  onClick={() => {
                    uploadFor.current = h.holder;
                    picker.current?.click();
                  }}
                >
                  <ImageUp aria-hidden className="size-4" />
                  Upload a picture of your signature instead
                </Button>
              </>
            )}
          </section>
        );
      })}
    </StepFrame>
  );
}
