import {
  generateNomiPdfProfileCall,
  nomineeMessages,
  saveSubmitFinalNomineeProfileCall,
  signButtonLabel,
  type SignMode,
} from '@cdesk/domain';
import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-classes';
import { Checkbox } from '../../ui/checkbox';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { Skeleton } from '../../ui/skeleton';
import { useAction } from '../../lib/use-action';
import { nomineeCall } from './nominee-calls';
import { StepSkeleton } from './step-skeleton';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { WizardFrame } from './wizard-frame';
import type { StepProps } from './wizard-types';

const PdfViewer = lazy(() => import('./pdf-viewer'));

const signChoices = [
  { value: 'E', label: 'Aadhaar e-sign' },
  { value: 'O', label: 'OTP' },
] as const;

/** The generated form: read it, tick every consent, then sign by e-sign or by OTP. */
export function PdfStep({ flow, view, send, back }: StepProps) {
  const { nomiReqId, isFromTransact } = flow;
  // The account decides how it signs unless the investor picks the other way.
  const [mode, setMode] = useState<SignMode | undefined>();
  const { state, retry: reload } = useGatewayLoad(`${nomiReqId}:${mode ?? ''}`, () =>
    nomineeCall(
      generateNomiPdfProfileCall,
      mode ? { nomiReqId, otpSignOrEsign: mode } : { nomiReqId },
      isFromTransact,
    ),
  );
  const [readToEnd, setReadToEnd] = useState(false);
  const [failed, setFailed] = useState(false);
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const { run, pending, error } = useAction<'sign'>();
  const title = view.title;

  if (state.status === 'loading') return <StepSkeleton title={title} stage="Sign" />;
  if (state.status === 'error' || failed)
    return (
      <WizardFrame
        title={title}
        stage="Sign"
        error={state.status === 'error' ? state.message : nomineeMessages.pdfLoadFailed}
        onBack={back}
        actions={
          <Button
            onClick={() => {
              setFailed(false);
              reload();
            }}
          >
            Try again
          </Button>
        }
      >
        <p className="text-[15px] text-muted">The nominee form could not be shown.</p>
      </WizardFrame>
    );

  const pdf = state.data;
  const allTicked = pdf.consentList.every((consent) => ticked[consent.consentId]);
  const signLabel = signButtonLabel(pdf.otpSignOrEsign);

  const sign = () =>
    void run('sign', async () => {
      await nomineeCall(
        saveSubmitFinalNomineeProfileCall,
        {
          nomiReqId,
          otpSignOrEsign: pdf.otpSignOrEsign,
          consentList: pdf.consentList.filter((consent) => ticked[consent.consentId]),
        },
        isFromTransact,
      );
      send({ type: 'PDF_SUBMITTED' });
    });

  return (
    <WizardFrame
      title={title}
      stage="Sign"
      error={error}
      onBack={back}
      actions={
        <>
          <a
            href={pdf.nomiPdf}
            download
            className={buttonClasses('secondary')}
            target="_blank"
            rel="noreferrer"
          >
            <Download aria-hidden className="size-4" />
            Download PDF
          </a>
          <Button disabled={!allTicked} loading={pending === 'sign'} onClick={sign}>
            {signLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-muted">Sign with</p>
        <SegmentedChoice
          label="Sign with"
          value={pdf.otpSignOrEsign}
          choices={signChoices}
          onChange={setMode}
        />
      </div>
      <Suspense fallback={<Skeleton className="h-[400px] w-full" />}>
        <PdfViewer
          file={pdf.nomiViewPdf}
          onReadToEnd={() => setReadToEnd(true)}
          onFailure={() => setFailed(true)}
        />
      </Suspense>
      {!readToEnd && <Alert tone="info">Scroll to the end of the form to give your consent.</Alert>}
      <fieldset className="flex flex-col gap-1">
        <legend className="sr-only">Consents</legend>
        {pdf.consentList.map((consent) => (
          <Checkbox
            key={consent.consentId}
            label={consent.consentDesc}
            disabled={!readToEnd}
            checked={ticked[consent.consentId] ?? false}
            onChange={(event) =>
              setTicked((current) => ({ ...current, [consent.consentId]: event.target.checked }))
            }
            className="items-start py-2 [&>input]:mt-0.5"
          />
        ))}
      </fieldset>
    </WizardFrame>
  );
}
