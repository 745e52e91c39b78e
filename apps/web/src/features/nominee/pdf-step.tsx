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
import { Skeleton } from '../../ui/skeleton';
import { useAction } from '../../lib/use-action';
import { nomineeCall } from './nominee-calls';
import { StepSkeleton } from './step-skeleton';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { WizardFrame } from './wizard-frame';
import type { StepProps } from './wizard-types';
import { ConsentList, PdfFailed, SignWith } from './pdf-step-sections';

const PdfViewer = lazy(() => import('./pdf-viewer'));

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
      <PdfFailed
        title={title}
        error={state.status === 'error' ? state.message : nomineeMessages.pdfLoadFailed}
        onBack={back}
        onRetry={() => {
          setFailed(false);
          reload();
        }}
      />
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
      <SignWith mode={pdf.otpSignOrEsign} onChange={setMode} />
      <Suspense fallback={<Skeleton className="h-[400px] w-full" />}>
        <PdfViewer
          file={pdf.nomiViewPdf}
          onReadToEnd={() => setReadToEnd(true)}
          onFailure={() => setFailed(true)}
        />
      </Suspense>
      {!readToEnd && <Alert tone="info">Scroll to the end of the form to give your consent.</Alert>}
      <ConsentList
        consents={pdf.consentList}
        readToEnd={readToEnd}
        ticked={ticked}
        setTicked={setTicked}
      />
    </WizardFrame>
  );
}
