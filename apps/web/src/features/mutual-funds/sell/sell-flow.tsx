import {
  formatFigure,
  sellMessages,
  type TGetSwitchPreviewResponse,
  type TPayoutBank,
  type TPoaCheck,
  type TRedeemableHolding,
  type TSellConfirmResponse,
  type TSellPreview,
} from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { clientInfo } from '../../../lib/client-info';
import { errorMessage } from '../../../lib/error-message';
import { loadPage } from '../../../lib/navigation';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { Skeleton } from '../../../ui/skeleton';
import { QuantityFields } from './quantity-fields';
import { sellCalls } from './sell-calls';
import { ackPath } from './sell-paths';
import { SellPreview } from './sell-preview';
import { choiceProblem, emptyChoice, quantityRequest, type SellChoice } from './sell-quantity';
import { TrxnOtp } from './trxn-otp';

export type SellKind = 'RED' | 'SWI' | 'NSWI';

type Preview = TSellPreview & { bank?: TPayoutBank | null } & Partial<
    Pick<TGetSwitchPreviewResponse, 'switchIn' | 'switchInNavDate'>
  >;

type Phase = 'form' | 'preview' | 'warning' | 'edis' | 'otp' | 'redirecting';

interface SellFlowProps {
  kind: SellKind;
  holding: TRedeemableHolding;
  /** A switch: the scheme switched into; nothing is previewed until one is chosen. */
  targetSchCode?: number | null;
  /** What the form opens with, when the address fills it. */
  initial?: SellChoice;
}

const verbs = { RED: 'Redeem', SWI: 'Switch', NSWI: 'Switch' } as const;

/** A transaction's key: the OTP is bound to it and the confirm is idempotent on it. */
function newSessionId(): string {
  return crypto.randomUUID();
}

/** The demat permission check of spec 3 section 4, as a sentence for the investor. */
export function PoaNotice({ poa }: { poa: TPoaCheck }) {
  if (poa.isBlocked === 'Y') {
    return <Alert tone="error">{poa.message || sellMessages.poaNotInFavour}</Alert>;
  }
  if (poa.IS_EDIS === 'Y') {
    return (
      <Alert tone="info">
        Your units are held in demat mode: you will authorise this transaction on the
        depository&apos;s eDIS page before it is placed.
      </Alert>
    );
  }
  return null;
}

/**
 * Selling from one holding, for a redemption, a switch and an NFO switch: how much, what it comes
 * to (the preview), the redemption warning and the eDIS question where they apply, the OTP, then
 * the acknowledgement or the depository's eDIS page.
 */
export function SellFlow({ kind, holding, targetSchCode, initial }: SellFlowProps) {
  const navigate = useNavigate();
  const verb = verbs[kind];
  const isSwitch = kind !== 'RED';
  const [choice, setChoice] = useState<SellChoice>(initial ?? emptyChoice);
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<Phase>('form');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState('');
  const [sessionId, setSessionId] = useState(newSessionId);
  const [confirmed, setConfirmed] = useState(false);

  const poaKey = `${kind}:${holding.folioNo}:${holding.schcode}`;
  const poa = useGatewayLoad(poaKey, (signal) => {
    const body = { folioNo: holding.folioNo, schCode: holding.schcode };
    return isSwitch ? sellCalls.switchPoa(body, signal) : sellCalls.redemptionPoa(body, signal);
  });
  const blocked = poa.data?.isBlocked === 'Y' || preview?.poa.isBlocked === 'Y';

  const freeUnitsText = formatFigure(holding.freeUnits || '0', 'units');
  const problem = choiceProblem(choice, holding);
  const needsTarget = isSwitch && !targetSchCode;

  function change(next: SellChoice) {
    setChoice(next);
    setPhase('form');
    setPreview(null);
    setError('');
  }

  async function showPreview(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setError('');
    if (problem) return;
    if (needsTarget) {
      setError(sellMessages.targetRequired);
      return;
    }
    setPreviewing(true);
    try {
      const quantity = quantityRequest(holding, choice);
      const reply: Preview = isSwitch
        ? await sellCalls.switchPreview({ ...quantity, targetSchCode: targetSchCode ?? 0 })
        : await sellCalls.redemptionPreview(quantity);
      setPreview(reply);
      setSessionId(newSessionId());
      setConfirmed(false);
      setPhase('preview');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPreviewing(false);
    }
  }

  /** The questions of spec 3 sections 4 and 8, in turn, then the OTP. */
  function proceed(from: Phase) {
    if (!preview) return;
    if (from === 'preview' && preview.isBalanceWarning === 'Y') {
      setPhase('warning');
      return;
    }
    if ((from === 'preview' || from === 'warning') && preview.poa.IS_EDIS === 'Y') {
      setPhase('edis');
      return;
    }
    setPhase('otp');
  }

  function answeredYes(from: Phase) {
    setConfirmed(true);
    proceed(from);
  }

  async function confirm(otpGenRefId: string, otp: string) {
    const { browser, os } = clientInfo();
    const auth = {
      otpGenRefId,
      otp,
      sessionId,
      isRedConfirm: confirmed ? 'Y' : 'N',
      browser,
      os,
    } as const;
    const quantity = quantityRequest(holding, choice);
    const reply: TSellConfirmResponse = isSwitch
      ? await sellCalls.confirmSwitch({ ...quantity, targetSchCode: targetSchCode ?? 0, ...auth })
      : await sellCalls.confirmRedemption({ ...quantity, ...auth });
    if (reply.IS_EDIS === 'Y' && reply.edisUrl) {
      setPhase('redirecting');
      loadPage(reply.edisUrl);
      return;
    }
    void navigate(ackPath(reply.order.trxnType, reply.trxnId));
  }

  const nothingFree = choiceProblem({ by: 'ALL', amount: '', units: '' }, holding);
  if (nothingFree) return <Alert tone="info">{nothingFree}</Alert>;

  if (poa.state.status === 'loading') {
    return (
      <div aria-busy className="flex flex-col gap-3">
        <span className="sr-only">Checking the holding</span>
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }

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
        <SellPreview preview={preview} bank={preview.bank ?? null} {...switchInOf(preview)} />
        <TrxnOtp
          trxnType={kind}
          sessionId={sessionId}
          onConfirm={confirm}
          onBack={() => setPhase('preview')}
          confirmLabel={`Confirm ${verb.toLowerCase()}`}
        />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void showPreview(event)} className="flex flex-col gap-5">
      {poa.data && <PoaNotice poa={poa.data} />}
      {poa.state.status === 'error' && <Alert tone="error">{poa.state.message}</Alert>}
      {!blocked && (
        <>
          <QuantityFields
            verb={verb}
            value={choice}
            onChange={change}
            error={submitted && problem ? problem : undefined}
            freeUnitsText={freeUnitsText}
          />
          {error && <Alert tone="error">{error}</Alert>}
          {preview && phase !== 'form' && (
            <SellPreview preview={preview} bank={preview.bank ?? null} {...switchInOf(preview)} />
          )}
          {preview && phase !== 'form' && preview.poa.isBlocked !== 'Y' && (
            <PoaNotice poa={preview.poa} />
          )}
          <div className="sticky bottom-0 -mx-5 flex flex-col gap-3 border-t border-border bg-surface px-5 py-4 tablet:static tablet:mx-0 tablet:flex-row tablet:border-0 tablet:p-0">
            {phase === 'form' ? (
              <Button type="submit" loading={previewing} className="tablet:min-w-44">
                Review {verb.toLowerCase()}
              </Button>
            ) : (
              <>
                <Button onClick={() => proceed('preview')} className="tablet:min-w-44">
                  Continue
                </Button>
                <Button variant="secondary" onClick={() => setPhase('form')}>
                  Change
                </Button>
              </>
            )}
          </div>
        </>
      )}
      {phase === 'warning' && (
        <ConfirmQuestion onYes={() => answeredYes('warning')} onNo={() => setPhase('preview')}>
          {preview?.warningMessage || sellMessages.balanceWarning}
        </ConfirmQuestion>
      )}
      {phase === 'edis' && (
        <ConfirmQuestion onYes={() => answeredYes('edis')} onNo={() => setPhase('preview')}>
          {sellMessages.edisRedirect}
        </ConfirmQuestion>
      )}
    </form>
  );
}

function switchInOf(preview: Preview) {
  return preview.switchIn && preview.switchInNavDate
    ? { switchIn: { switchIn: preview.switchIn, switchInNavDate: preview.switchInNavDate } }
    : {};
}
