import { closureMessages, type ClosureSignMode, type TClosureRequestView } from '@cdesk/domain';
import { Download } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { buttonClasses } from '../../../ui/button-classes';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { Skeleton } from '../../../ui/skeleton';
import { PdfViewer } from '../../nominee';
import { closureCalls } from './closure-calls';

interface ClosureReviewProps {
  request: TClosureRequestView;
  onEdit: () => void;
  onSubmitted: (request: TClosureRequestView) => void;
}

const signChoices = [
  { value: 'O', label: 'OTP to my mobile' },
  { value: 'E', label: 'Aadhaar e-sign' },
] as const;

/** Step 2: the request as a PDF to read, and the way to sign it. */
export function ClosureReview({ request, onEdit, onSubmitted }: ClosureReviewProps) {
  const id = request.closureReqId;
  const { state, retry } = useGatewayLoad(`closure-pdf-${id}`, (signal) =>
    closureCalls.pdf({ closureReqId: id }, signal),
  );
  const [mode, setMode] = useState<ClosureSignMode>(request.otpSignOrEsign || 'O');
  const [unreadable, setUnreadable] = useState(false);
  const action = useAction<'submit'>();
  const submit = () =>
    void action.run('submit', async () => {
      const reply = await closureCalls.submit({ closureReqId: id, otpSignOrEsign: mode });
      onSubmitted(reply.request);
    });

  if (state.status === 'loading') return <Skeleton className="h-[520px] w-full" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={retry} />;
  const pdf = state.data;
  return (
    <Card className="flex flex-col gap-5 p-5 tablet:p-8">
      <div className="flex flex-col gap-3 tablet:flex-row tablet:items-center tablet:justify-between">
        <h2 className="text-lg font-semibold">{pdf.title}</h2>
        <a
          href={pdf.closurePdf}
          className={buttonClasses('secondary')}
          target="_blank"
          rel="noreferrer"
        >
          <Download aria-hidden className="size-4" />
          Download PDF
        </a>
      </div>
      {unreadable ? (
        <Alert tone="error">{closureMessages.pdfFailed}</Alert>
      ) : (
        <Suspense fallback={<Skeleton className="h-[400px] w-full" />}>
          <PdfViewer
            file={pdf.closureViewPdf}
            label="Account closure request"
            onReadToEnd={() => undefined}
            onFailure={() => setUnreadable(true)}
          />
        </Suspense>
      )}
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">Sign with</p>
        <SegmentedChoice label="Sign with" value={mode} choices={signChoices} onChange={setMode} />
      </div>
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <div className="flex flex-col-reverse gap-3 tablet:flex-row">
        <Button variant="secondary" onClick={onEdit}>
          Edit the request
        </Button>
        <Button loading={action.pending === 'submit'} onClick={submit}>
          Submit and sign
        </Button>
      </div>
    </Card>
  );
}
