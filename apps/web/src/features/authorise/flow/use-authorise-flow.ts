import {
  authMessages,
  isPaidAuthType,
  isSellingAuthType,
  needsPaymentWarning,
  sellMessages,
  twoFactorAuthFlows,
  type TAuthorisationResult,
  type TOnAuthorizeRequest,
} from '@cdesk/domain';
import { nanoid } from '@reduxjs/toolkit';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { clientInfo } from '../../../lib/client-info';
import { errorMessage } from '../../../lib/error-message';
import { authCalls } from '../auth-calls';
import { detailPath, otpPath } from '../auth-paths';
import { finishAuthorised } from './finish';
import { useQuestions } from './questions';
import { rejectAndReport } from './reject';
import type { AuthTarget } from './auth-target';

export type { AuthTarget } from './auth-target';

export type FlowMessage = { tone: 'error' | 'info'; text: string } | null;

const confirmFlag = { SUCC_WITH_MARS: 'isMarsConfirm', CONFIRMATIOM: 'isBulkConfirm' } as const;
type ConfirmCode = keyof typeof confirmFlag;
const isConfirmCode = (code: string): code is ConfirmCode => code in confirmFlag;

/** What is said to end an attempt without authorising (the client said no, or was refused). */
class Stop extends Error {
  constructor(readonly text = '') {
    super(text);
  }
}

/** onAuthorize, repeated with the client's answer while the gateway asks back. */
async function authoriseWithAnswers(
  body: TOnAuthorizeRequest,
  ask: (question: string) => Promise<boolean>,
): Promise<TAuthorisationResult> {
  let request = body;
  for (;;) {
    const envelope = await authCalls.authorize(request);
    let code = '';
    let question = '';
    if (envelope.isSuccess && envelope.data.confirmation) {
      code = envelope.data.confirmation.code;
      question = envelope.data.confirmation.question || envelope.displayMessage;
    } else if (!envelope.isSuccess && isConfirmCode(envelope.techMessage)) {
      code = envelope.techMessage;
      question = envelope.displayMessage;
    } else if (!envelope.isSuccess) {
      throw new ApiError(
        envelope.displayMessage || authMessages.generic,
        200,
        envelope.errCode,
        envelope.data,
        envelope.techMessage,
      );
    } else return envelope.data;
    if (!isConfirmCode(code)) throw new ApiError(authMessages.generic, 200);
    const yes = await ask(question || authMessages.marsQuestion);
    request = { ...request, [confirmFlag[code]]: yes ? 'Y' : 'N' };
  }
}

/**
 * The transaction's header, and what a sale adds to be accepted: the balance warning, the eDIS
 * redirect; a POA not in favour refuses it.
 */
async function sellingChecks({ d, trnType, header: known }: AuthTarget, accept: string[]) {
  const header = known ?? (await authCalls.detail(d)).trxnHeaderDeail;
  let isRedConfirm: 'Y' | 'N' = 'N';
  if (header.isRedWarning === 'Y') {
    accept.push(sellMessages.balanceWarning);
    isRedConfirm = 'Y';
  }
  if (isSellingAuthType(trnType)) {
    const poa =
      trnType === 'MARSSWI'
        ? await authCalls.marsSwiPoa({ encryptedData: d })
        : await authCalls.redPoa({ encryptedData: d });
    if (poa.isBlocked === 'Y') throw new Stop(poa.message || sellMessages.poaNotInFavour);
    if (poa.IS_EDIS === 'Y') {
      accept.push(sellMessages.edisRedirect);
      isRedConfirm = 'Y';
    }
  }
  return { header, isRedConfirm };
}

interface FlowContext {
  from: 'list' | 'detail';
  navigate: ReturnType<typeof useNavigate>;
  ask: ReturnType<typeof useQuestions>['ask'];
  tell: ReturnType<typeof useQuestions>['tell'];
  say: (text: string, tone?: 'error' | 'info') => Promise<void>;
}

/** Checks, asks once for everything to accept, then authorises (or goes to the OTP). */
async function run(target: AuthTarget, flowContext: FlowContext) {
  const { from, tell, navigate, ask, say } = flowContext;
  const { d, trnType } = target;
  const paid = isPaidAuthType(trnType);
  const chosen = target.purchaseData;
  if (paid && !chosen && target.payment?.isUsable !== 'Y') {
    if (from === 'list') {
      await tell(authMessages.enterPayment, 'Payment details needed');
      void navigate(detailPath(trnType, d));
      return;
    }
    throw new Stop(authMessages.enterPayment);
  }
  const payMode = chosen?.payMode ?? target.payment?.payModeId ?? '';
  // Everything the client must accept is gathered first and asked once, in one dialog; what
  // refuses the transaction (its detail, the POA check) answers before anything is asked.
  const accept: string[] = [];
  if (paid && needsPaymentWarning(payMode)) accept.push(authMessages.paymentMayNotReturn);

  const { header, isRedConfirm } = await sellingChecks(target, accept);
  // The question the gateway would ask back is asked here, with the rest, and answered with
  // the first call; only what changed in between is asked back.
  const asked = header.confirmation;
  if (asked) accept.push(asked.question);
  accept.push(authMessages.tncQuestion);
  if (!(await ask(accept.length === 1 ? accept[0]! : accept))) throw new Stop();

  const flow = (twoFactorAuthFlows as Partial<Record<string, string>>)[trnType];
  if (header.isTwoFactor === 'Y' && flow) {
    void navigate(otpPath(flow, d), { state: { tncAccepted: true } });
    return;
  }

  // A payment placed as it is goes unsaid: the gateway uses it, and checks a placed UPI ID.
  const purchaseData = chosen;
  const { browser, os } = clientInfo();
  const result = await authoriseWithAnswers(
    {
      reqFrom: 'web',
      encryptedData: d,
      sessionId: nanoid(24),
      browser,
      os,
      ...(purchaseData ? { purchaseData } : {}),
      tncAccepted: 'Y',
      isRedConfirm,
      ...(asked ? { [confirmFlag[asked.code]]: 'Y' } : {}),
    },
    ask,
  );
  await finishAuthorised({ result, target, purchaseData, payMode, navigate, say });
}

/**
 * Spec 3 section 4, authorising a pending transaction, for the list (`from` 'list': failures in an
 * info dialog) and the detail page (inline, the button enabled again). One attempt at a time,
 * each with its own idempotency key (sessionId), kept through its confirmation loop.
 */
export function useAuthoriseFlow(from: 'list' | 'detail') {
  const navigate = useNavigate();
  const { ask, tell, dialog } = useQuestions();
  const inFlight = useRef(false);
  const [pending, setPending] = useState<{ d: string; action: 'authorise' | 'reject' } | null>(
    null,
  );
  const [message, setMessage] = useState<FlowMessage>(null);

  async function say(text: string, tone: 'error' | 'info' = 'error') {
    if (from === 'list') await tell(text, tone === 'error' ? 'Not authorised' : 'Information');
    else setMessage({ tone, text });
  }

  /** One attempt at a time: the row's pending action, the last message cleared. */
  async function attempt(
    target: AuthTarget,
    action: 'authorise' | 'reject',
    work: () => Promise<void>,
  ) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending({ d: target.d, action });
    setMessage(null);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  }

  async function tryRun(target: AuthTarget) {
    try {
      await run(target, { from, tell, navigate, ask, say });
    } catch (caught) {
      if (caught instanceof Stop) {
        if (caught.text) await say(caught.text);
      } else if (caught instanceof ApiError && caught.errCode === 'DECLINED') {
        await say(caught.message, 'info');
      } else if (!(caught instanceof ApiError && [401, 417].includes(caught.status))) {
        await say(errorMessage(caught, authMessages.generic));
      }
    }
  }

  return {
    authorise: (target: AuthTarget) => attempt(target, 'authorise', () => tryRun(target)),
    reject: (target: AuthTarget) =>
      attempt(target, 'reject', async () => {
        if (await ask(authMessages.rejectQuestion)) await rejectAndReport(target, navigate);
      }),
    pending,
    message,
    dialog,
  };
}
