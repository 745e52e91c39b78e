import { ddpiMessages } from '@cdesk/domain';
import { Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { buttonClasses } from '../../../ui/button-classes';
import { Checkbox } from '../../../ui/checkbox';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { ddpiCalls } from './ddpi-calls';

/** The DDPI document (opened or downloaded as a PDF) and the investor's consent to it. */
export function ConsentStep({ onNext }: { onNext: () => void }) {
  const { state, retry } = useGatewayLoad('ddpi-pdf', (signal) => ddpiCalls.pdf({}, signal));
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState('');
  const action = useAction<'consent'>();

  if (state.status === 'loading') return <Skeleton className="h-64 w-full" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={retry} />;
  const pdf = state.data;
  const consent = pdf.consentList[0];
  const submit = () => {
    if (!agreed) {
      setProblem(ddpiMessages.consentRequired);
      return;
    }
    void action.run('consent', async () => {
      await ddpiCalls.consent({ ddpiReqId: pdf.ddpiReqId, consent: 'Y' });
      onNext();
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Read the DDPI document</h2>
        <p className="text-[15px] text-muted">
          Request number <span className="figures font-medium text-text">{pdf.ddpiReqId}</span>.
          Open the document and read it before you give your consent.
        </p>
        <div className="mt-1 flex flex-col gap-3 tablet:flex-row">
          <a
            href={pdf.ddpiViewPdf}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary')}
          >
            <ExternalLink aria-hidden className="size-4" />
            Open DDPI document (PDF)
          </a>
          <a href={pdf.ddpiPdf} download className={buttonClasses('secondary')}>
            <Download aria-hidden className="size-4" />
            Download PDF
          </a>
        </div>
      </div>
      <Checkbox
        label={consent?.consentDesc ?? ''}
        className="items-start py-2 [&>input]:mt-0.5"
        checked={agreed}
        onChange={(event) => {
          setAgreed(event.target.checked);
          setProblem('');
        }}
      />
      {(problem || action.error) && <Alert tone="error">{problem || action.error}</Alert>}
      <div>
        <Button loading={action.pending === 'consent'} onClick={submit}>
          I agree, continue to payment
        </Button>
      </div>
    </div>
  );
}
