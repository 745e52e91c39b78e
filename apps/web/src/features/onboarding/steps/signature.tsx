import { PicturePicker } from '../documents/picture-picker';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { StepFrame } from '../step-frame';
import { SignatureHolderSection } from './signature-holder-section';
import type { StepPageProps } from './step-page-props';
import { useSignatures } from './use-signatures';

/**
 * Screen 45: every holder's signature, drawn on a pad or uploaded as a picture; the server crops
 * each to its ink and keeps it in gray scale. Next keeps what was drawn and makes the gray-scale
 * signature document.
 */
export function SignatureStep({ screenId }: StepPageProps) {
  const { data, error, problem, busy, picker, storedOf, upload, signAgain, save, pickFor, draw } =
    useSignatures();

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
      {data?.holders.map((h) => (
        <SignatureHolderSection
          key={h.holder}
          h={h}
          stored={storedOf(h.holder)}
          busy={busy}
          onDraw={draw}
          onPick={pickFor}
          onSignAgain={(holder, docType) => void signAgain(holder, docType)}
        />
      ))}
    </StepFrame>
  );
}
