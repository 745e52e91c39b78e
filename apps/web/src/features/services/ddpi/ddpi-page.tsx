import { formatPaise, paiseFromWire, type DdpiStep } from '@cdesk/domain';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { StepIndicator } from '../../../ui/step-indicator';
import { ConsentStep } from './consent-step';
import { ddpiCalls } from './ddpi-calls';
import { EsignStep } from './esign-step';
import { PaymentStep } from './payment-step';

const steps = ['Consent', 'Stamp duty', 'E-sign'] as const;
const stepIndex: Record<Exclude<DdpiStep, 'DONE'>, number> = { CONSENT: 0, PAYMENT: 1, ESIGN: 2 };

/**
 * /services/ddpi: the account's DDPI. In the distributor's favour already, or given here: consent
 * to the document, the stamp duty by UPI, then Aadhaar e-sign.
 */
export function DdpiPage() {
  const [round, setRound] = useState(0);
  const { state, retry } = useGatewayLoad(`ddpi:${round}`, (signal) => ddpiCalls.load({}, signal), {
    keepPrevious: true,
  });
  const [started, setStarted] = useState(false);
  const [paid, setPaid] = useState('');
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const onPaid = useCallback(
    (message: string) => {
      setPaid(message);
      reload();
    },
    [reload],
  );

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">DDPI</h1>
      <p className="mt-1.5 max-w-2xl text-muted">
        A Demat Debit and Pledge Instruction lets your Wealth Partner&apos;s depository participant
        debit your demat account for your own transactions, so you need not authorise each one on
        the depository&apos;s eDIS page.
      </p>
      <div className="mt-8 flex max-w-2xl flex-col gap-5">
        {state.status === 'loading' && <Skeleton className="h-72 w-full" />}
        {state.status === 'error' && <LoadError message={state.message} onRetry={retry} />}
        {state.status === 'ready' && (
          <DdpiState
            data={state.data}
            started={started}
            onStart={() => setStarted(true)}
            onStep={reload}
            paid={paid}
            onPaid={onPaid}
          />
        )}
      </div>
    </main>
  );
}

type DdpiData = Awaited<ReturnType<typeof ddpiCalls.load>>;

interface DdpiStateProps {
  data: DdpiData;
  started: boolean;
  onStart: () => void;
  onStep: () => void;
  /** The message of the stamp duty paid on this page, shown until the DDPI is signed. */
  paid: string;
  onPaid: (message: string) => void;
}

function DdpiState({ data, started, onStart, onStep, paid, onPaid }: DdpiStateProps) {
  if (data.ddpiStatus === 'NO_DEMAT') return <Alert tone="info">{data.message}</Alert>;
  if (data.ddpiStatus === 'ACTIVE')
    return (
      <Card className="flex flex-col gap-4 p-5 tablet:p-8">
        <div className="flex items-start gap-3">
          <ShieldCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-gain" />
          <div>
            <h2 className="text-lg font-semibold">DDPI in favour of your Wealth Partner</h2>
            <p role="status" className="mt-1 text-[15px] text-muted">
              {data.message}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-[15px]">
          <dt className="text-muted">Demat account</dt>
          <dd className="figures font-medium">{data.dematAccNo}</dd>
          {data.registeredOn && (
            <>
              <dt className="text-muted">Registered on</dt>
              <dd className="figures font-medium">{data.registeredOn}</dd>
            </>
          )}
        </dl>
        <Authorities items={data.authorities} />
      </Card>
    );
  const current = data.ddpiStatus === 'IN_PROGRESS' ? data.step : started ? 'CONSENT' : null;
  // A payment this page saw succeed has moved the request on, even before the reload says so.
  const step = current === 'PAYMENT' && paid ? 'ESIGN' : current;
  if (step === null || step === 'DONE')
    return (
      <Card className="flex flex-col gap-5 p-5 tablet:p-8">
        <div>
          <h2 className="text-lg font-semibold">No DDPI on your demat account</h2>
          <p className="mt-1 text-[15px] text-muted">
            Demat account <span className="figures font-medium text-text">{data.dematAccNo}</span>.
            Redemptions of units held in it need an eDIS authorisation each time.
          </p>
        </div>
        <Authorities items={data.authorities} />
        <p className="text-[15px]">
          Stamp duty of{' '}
          <span className="figures font-semibold">
            {formatPaise(paiseFromWire(data.stampDutyAmount))}
          </span>{' '}
          is payable on the DDPI, by UPI. You then sign it with Aadhaar e-sign.
        </p>
        <div>
          <Button onClick={onStart}>Give DDPI consent</Button>
        </div>
      </Card>
    );
  return (
    <Card className="flex flex-col gap-6 p-5 tablet:p-8">
      <StepIndicator steps={steps} current={stepIndex[step]} />
      {data.ddpiStatus === 'IN_PROGRESS' && (
        <p className="text-sm text-muted">
          DDPI request <span className="figures font-medium text-text">{data.ddpiReqId}</span> is in
          progress: {steps[stepIndex[step]]} is next.
        </p>
      )}
      {step === 'CONSENT' && <ConsentStep onNext={onStep} />}
      {step === 'PAYMENT' && <PaymentStep ddpiReqId={data.ddpiReqId} onPaid={onPaid} />}
      {step === 'ESIGN' && paid && (
        <Alert tone="info">
          <p className="font-medium">
            Stamp duty of {formatPaise(paiseFromWire(data.stampDutyAmount))} paid.
          </p>
          <p className="mt-1">{paid}</p>
        </Alert>
      )}
      {step === 'ESIGN' && <EsignStep ddpiReqId={data.ddpiReqId} />}
    </Card>
  );
}

function Authorities({ items }: { items: string[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-text">What a DDPI allows</h3>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-[15px] text-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
