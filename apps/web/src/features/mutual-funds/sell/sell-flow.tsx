import { Alert } from '../../../ui/alert';
import { Skeleton } from '../../../ui/skeleton';
import { SellFlowForm, SellPreviewOf } from './sell-flow-form';
import { choiceProblem } from './sell-quantity';
import { TrxnOtp } from './trxn-otp';
import { useSellFlow, type SellFlowProps } from './use-sell-flow';

export { PoaNotice } from './sell-flow-form';
export type { SellKind } from './use-sell-flow';

const verbs = { RED: 'Redeem', SWI: 'Switch', NSWI: 'Switch' } as const;

function CheckingHolding() {
  return (
    <div aria-busy className="flex flex-col gap-3">
      <span className="sr-only">Checking the holding</span>
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}

/**
 * Selling from one holding, for a redemption, a switch and an NFO switch: how much, what it comes
 * to (the preview), the redemption warning and the eDIS question where they apply, the OTP, then
 * the acknowledgement or the depository's eDIS page.
 */
export function SellFlow(props: SellFlowProps) {
  const { kind, holding } = props;
  const verb = verbs[kind];
  const flow = useSellFlow(props);
  const { phase, preview } = flow;

  const nothingFree = choiceProblem({ by: 'ALL', amount: '', units: '' }, holding);
  if (nothingFree) return <Alert tone="info">{nothingFree}</Alert>;

  if (flow.poa.state.status === 'loading') return <CheckingHolding />;

  if (phase === 'redirecting') {
    return (
      <Alert tone="info">
        Taking you to the depository to authorise this transaction by eDIS. Please do not close this
        window.
      </Alert>
    );
  }

  if (phase === 'otp' && preview) {
    return (
      <div className="flex flex-col gap-6">
        <SellPreviewOf preview={preview} />
        <TrxnOtp
          trxnType={kind}
          sessionId={flow.sessionId}
          onConfirm={flow.confirm}
          onBack={() => flow.setPhase('preview')}
          confirmLabel={`Confirm ${verb.toLowerCase()}`}
        />
      </div>
    );
  }

  return <SellFlowForm flow={flow} holding={holding} verb={verb} />;
}
