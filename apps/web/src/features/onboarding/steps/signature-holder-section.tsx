import type { HolderRole, loadDocumentsCall, ReplyOf, TStoredDocument } from '@cdesk/domain';
import { ImageUp, RotateCcw } from 'lucide-react';
import { Button } from '../../../ui/button';
import { SignaturePad } from '../documents/signature-pad';

interface SignatureHolderSectionProps {
  h: ReplyOf<typeof loadDocumentsCall>['holders'][number];
  stored: TStoredDocument | undefined;
  busy: boolean;
  onDraw: (holder: HolderRole, png: string | null) => void;
  onPick: (holder: HolderRole) => void;
  onSignAgain: (holder: HolderRole, docType: string) => void;
}

/** One holder's signature: the one kept, or a pad to sign on and a picture to upload instead. */
export function SignatureHolderSection({
  h,
  stored,
  busy,
  onDraw,
  onPick,
  onSignAgain,
}: SignatureHolderSectionProps) {
  const label = h.required[0]?.label ?? h.holderLabel;
  return (
    <section
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
            onClick={() => onSignAgain(h.holder, stored.docType)}
          >
            <RotateCcw aria-hidden className="size-4" />
            Sign again
          </Button>
        </div>
      ) : (
        <>
          <SignaturePad label={label} onChange={(png) => onDraw(h.holder, png)} />
          <Button
            variant="ghost"
            className="self-start"
            disabled={busy}
            onClick={() => onPick(h.holder)}
          >
            <ImageUp aria-hidden className="size-4" />
            Upload a picture of your signature instead
          </Button>
        </>
      )}
    </section>
  );
}
