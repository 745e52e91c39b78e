import {
  sellMessages,
  type TGetSwitchPreviewResponse,
  type TPayoutBank,
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
import { sellCalls } from './sell-calls';
import { ackPath } from './sell-paths';
import { choiceProblem, emptyChoice, quantityRequest, type SellChoice } from './sell-quantity';

export type SellKind = 'RED' | 'SWI' | 'NSWI';

export type Preview = TSellPreview & { bank?: TPayoutBank | null } & Partial<
    Pick<TGetSwitchPreviewResponse, 'switchIn' | 'switchInNavDate'>
  >;

export type Phase = 'form' | 'preview' | 'warning' | 'edis' | 'otp' | 'redirecting';

export interface SellFlowProps {
  kind: SellKind;
  holding: TRedeemableHolding;
  /** A switch: the scheme switched into; nothing is previewed until one is chosen. */
  targetSchCode?: number | null;
  /** What the form opens with, when the address fills it. */
  initial?: SellChoice;
}

/** A transaction's key: the OTP is bound to it and the confirm is idempotent on it. */
function newSessionId(): string {
  return crypto.randomUUID();
}

/** The demat permission check of spec 3 section 4 for the holding sold. */
function useSellPoa(kind: SellKind, holding: TRedeemableHolding) {
  const isSwitch = kind !== 'RED';
  const poaKey = `${kind}:${holding.folioNo}:${holding.schcode}`;
  return useGatewayLoad(poaKey, (signal) => {
    const body = { folioNo: holding.folioNo, schCode: holding.schcode };
    return isSwitch ? sellCalls.switchPoa(body, signal) : sellCalls.redemptionPoa(body, signal);
  });
}

/** The questions of spec 3 sections 4 and 8, in turn, then the OTP. */
function nextPhase(preview: Preview, from: Phase): Phase {
  if (from === 'preview' && preview.isBalanceWarning === 'Y') return 'warning';
  if ((from === 'preview' || from === 'warning') && preview.poa.IS_EDIS === 'Y') return 'edis';
  return 'otp';
}

/** Places the redemption or switch once the OTP is entered. */
function placeSell(
  { kind, holding, targetSchCode }: SellFlowProps,
  choice: SellChoice,
  auth: { otpGenRefId: string; otp: string; sessionId: string; confirmed: boolean },
): Promise<TSellConfirmResponse> {
  const { browser, os } = clientInfo();
  const { otpGenRefId, otp, sessionId, confirmed } = auth;
  const trxnAuth = {
    otpGenRefId,
    otp,
    sessionId,
    isRedConfirm: confirmed ? 'Y' : 'N',
    browser,
    os,
  } as const;
  const quantity = quantityRequest(holding, choice);
  return kind !== 'RED'
    ? sellCalls.confirmSwitch({ ...quantity, targetSchCode: targetSchCode ?? 0, ...trxnAuth })
    : sellCalls.confirmRedemption({ ...quantity, ...trxnAuth });
}

/** The preview of what the chosen quantity comes to, fetched on Review. */
function fetchPreview(
  { kind, holding, targetSchCode }: SellFlowProps,
  choice: SellChoice,
): Promise<Preview> {
  const quantity = quantityRequest(holding, choice);
  return kind !== 'RED'
    ? sellCalls.switchPreview({ ...quantity, targetSchCode: targetSchCode ?? 0 })
    : sellCalls.redemptionPreview(quantity);
}

/** The state of selling from one holding: the quantity, the preview, the questions and the OTP. */
export function useSellFlow(props: SellFlowProps) {
  const { kind, holding, targetSchCode, initial } = props;
  const navigate = useNavigate();
  const [choice, setChoice] = useState<SellChoice>(initial ?? emptyChoice);
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<Phase>('form');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState('');
  const [sessionId, setSessionId] = useState(newSessionId);
  const [confirmed, setConfirmed] = useState(false);
  const poa = useSellPoa(kind, holding);
  const problem = choiceProblem(choice, holding);

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
    if (kind !== 'RED' && !targetSchCode) {
      setError(sellMessages.targetRequired);
      return;
    }
    setPreviewing(true);
    try {
      setPreview(await fetchPreview(props, choice));
      setSessionId(newSessionId());
      setConfirmed(false);
      setPhase('preview');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPreviewing(false);
    }
  }

  function proceed(from: Phase) {
    if (preview) setPhase(nextPhase(preview, from));
  }

  function answeredYes(from: Phase) {
    setConfirmed(true);
    proceed(from);
  }

  async function confirm(otpGenRefId: string, otp: string) {
    const reply = await placeSell(props, choice, { otpGenRefId, otp, sessionId, confirmed });
    if (reply.IS_EDIS === 'Y' && reply.edisUrl) {
      setPhase('redirecting');
      loadPage(reply.edisUrl);
      return;
    }
    void navigate(ackPath(reply.order.trxnType, reply.trxnId));
  }

  const view = { choice, submitted, phase, setPhase, preview, previewing, error, sessionId };
  return { ...view, poa, problem, change, showPreview, proceed, answeredYes, confirm };
}

export type SellFlowState = ReturnType<typeof useSellFlow>;
