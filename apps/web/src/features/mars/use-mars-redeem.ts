import {
  type TMarsHolding,
  type TMarsRedemptionPreview,
  type TOnConfirmMarsRedemptionResponse,
} from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { clientInfo } from '../../lib/client-info';
import { errorMessage } from '../../lib/error-message';
import { marsCalls } from './mars-calls';
import { percentOf, type Phase, type Share } from './redeem-share';

/** The share asked, its preview, the phase of the redeem and the confirming calls. */
export function useMarsRedeem(
  holding: TMarsHolding,
  onDone: (reply: TOnConfirmMarsRedemptionResponse) => void,
) {
  const [share, setShare] = useState<Share>('100');
  const [other, setOther] = useState('');
  const [phase, setPhase] = useState<Phase>('choose');
  const [preview, setPreview] = useState<TMarsRedemptionPreview | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [sessionId, setSessionId] = useState(() => crypto.randomUUID());
  const [warned, setWarned] = useState(false);
  const percent = percentOf(share, other);

  async function review(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setError('');
    if (percent === null) return;
    setLoading(true);
    try {
      setPreview(await marsCalls.redemptionPreview({ marsTarNo: holding.marsTarNo, percent }));
      setSessionId(crypto.randomUUID());
      setWarned(false);
      setPhase('preview');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setLoading(false);
    }
  }

  async function confirm(otpGenRefId: string, otp: string) {
    if (!preview) return;
    const { browser, os } = clientInfo();
    onDone(
      await marsCalls.confirmRedemption({
        marsTarNo: holding.marsTarNo,
        percent: preview.percent,
        otpGenRefId,
        otp,
        sessionId,
        isRedConfirm: warned ? 'Y' : 'N',
        browser,
        os,
      }),
    );
  }

  return {
    share,
    setShare,
    other,
    setOther,
    phase,
    setPhase,
    preview,
    error,
    loading,
    submitted,
    sessionId,
    setWarned,
    percent,
    review,
    confirm,
  };
}

export type MarsRedeem = ReturnType<typeof useMarsRedeem>;
