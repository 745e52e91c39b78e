import {
  orderMessages,
  instaCashRefusal,
  rupeesToPaise,
  sellMessages,
  type TInstaCashScheme,
  type TSellConfirmResponse,
} from '@cdesk/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { clientInfo } from '../../../lib/client-info';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { useCountdown } from '../../../ui/use-countdown';
import { sellCalls } from './sell-calls';
import { instaCashPath } from './sell-paths';

/** Spec 3 section 9: the success screen returns to /transact/insta-cash after this long. */
export const instaCashReturnSeconds = 10;

export const schemeKey = (s: TInstaCashScheme) => `${s.folioNo}|${s.schcode}`;

/** Why an amount cannot be asked of a scheme today, in the gateway's words; null when it can. */
export function instaCashProblem(amount: string, scheme: TInstaCashScheme): string | null {
  if (!amount.trim()) return sellMessages.amountRequired;
  const paise = rupeesToPaise(amount);
  if (paise === null) return orderMessages.amountInvalid;
  const available = rupeesToPaise(scheme.available) ?? 0n;
  const refusal = instaCashRefusal(paise, {
    eligible: true,
    capPaise: rupeesToPaise(scheme.cap) ?? 0n,
    availablePaise: available,
  });
  if (refusal === 'NOT_POSITIVE') return sellMessages.notPositive;
  if (refusal === 'ABOVE_AVAILABLE')
    return available > 0n
      ? sellMessages.instaCashAboveLimit(available)
      : sellMessages.instaCashNoneLeft;
  return null;
}

/** The Insta Cash schemes, the scheme and amount chosen, the OTP step and the success countdown. */
export function useInstaCash() {
  const navigate = useNavigate();
  const detail = useGatewayLoad('insta-cash', (signal) => sellCalls.instaCashDetail(signal));
  const [picked, setPicked] = useState('');
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [done, setDone] = useState<TSellConfirmResponse | null>(null);
  const left = useCountdown(done ? instaCashReturnSeconds : 0, done?.trxnId ?? null);

  useEffect(() => {
    if (!done || left > 0) return;
    setDone(null);
    setAmount('');
    setSubmitted(false);
    setSessionId(null);
    detail.retry();
    void navigate(instaCashPath, { replace: true });
  }, [done, left, detail, navigate]);

  const schemes = detail.data?.schemes ?? [];
  const scheme = schemes.find((s) => schemeKey(s) === picked) ?? schemes[0] ?? null;
  const problem = scheme ? instaCashProblem(amount, scheme) : null;

  function next(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!problem && scheme) setSessionId(crypto.randomUUID());
  }

  async function confirm(otpGenRefId: string, otp: string) {
    if (!scheme || !sessionId) return;
    const { browser, os } = clientInfo();
    const reply = await sellCalls.confirmInstaCash({
      folioNo: scheme.folioNo,
      schCode: scheme.schcode,
      amount: amount.trim().replace(/,/g, ''),
      otpGenRefId,
      otp,
      sessionId,
      isRedConfirm: 'N',
      browser,
      os,
    });
    setDone(reply);
  }

  const form = { amount, setAmount, submitted, problem, setPicked, next };
  return { detail, schemes, scheme, sessionId, setSessionId, done, left, confirm, ...form };
}

export type InstaCash = ReturnType<typeof useInstaCash>;
