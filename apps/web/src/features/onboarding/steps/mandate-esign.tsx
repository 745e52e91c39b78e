import {
  callRegistrationMandateAuthCall,
  mandateVerificationCall,
  type ReplyOf,
} from '@cdesk/domain';
import { Landmark } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { buttonClasses } from '../../../ui/button-classes';
import { RecordSkeleton } from '../kyc/load-skeleton';
import { regCall } from '../reg-gateway';
import { StepFrame } from '../step-frame';
import { BankFacts } from './bank-facts';
import type { StepPageProps } from './step-page-props';

/** How long the e-sign's confirmation stays before the browser goes on to the bank. */
const bankRedirectMs = 3000;

/**
 * Screen 52: the mandate is e-signed with Aadhaar; the e-sign service returns here, and the
 * browser goes on to the bank's page to authenticate the mandate.
 */
export function MandateEsignStep({ screenId }: StepPageProps) {
  const [params] = useSearchParams();
  const esignReturn = params.has('txnId')
    ? {
        txnId: params.get('txnId') ?? '',
        status: params.get('status') ?? '',
        signature: params.get('signature') ?? '',
      }
    : undefined;
  const returned = esignReturn !== undefined;
  const [summary, setSummary] = useState<ReplyOf<typeof mandateVerificationCall> | null>(null);
  const [bank, setBank] = useState<{ redirectUrl: string; message: string } | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      setSummary(await regCall(mandateVerificationCall, {}, { signal }));
      if (!esignReturn) return;
      const answer = await regCall(callRegistrationMandateAuthCall, { esignReturn }, { signal });
      setBank(answer);
    })().catch((caught: unknown) => !signal.aborted && setError(errorMessage(caught)));
    return () => controller.abort();
    // The return is read once, as the e-sign service sent it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned]);

  useEffect(() => {
    if (!bank) return;
    const timer = window.setTimeout(() => window.location.assign(bank.redirectUrl), bankRedirectMs);
    return () => window.clearTimeout(timer);
  }, [bank]);

  const startEsign = async () => {
    const answer = await regCall(callRegistrationMandateAuthCall, {});
    window.location.assign(answer.redirectUrl);
    return null;
  };

  return (
    <StepFrame
      screenId={screenId}
      title="Mandate e-sign"
      subtitle="E-sign your mandate with Aadhaar, then authenticate it at your bank."
      onNext={summary && (!returned || error) ? startEsign : undefined}
      hideNext={!summary || (returned && !error)}
      nextLabel={summary?.status === 'ESIGNED' ? 'Go to your bank' : 'E-sign mandate'}
      error={error}
      actions={
        bank && (
          <a href={bank.redirectUrl} className={buttonClasses('secondary')}>
            <Landmark aria-hidden className="size-4" />
            Go to your bank now
          </a>
        )
      }
    >
      {!summary && !error && <RecordSkeleton />}
      {bank && <Alert tone="info">{bank.message}</Alert>}
      {summary && (
        <BankFacts
          facts={[
            ['Mandate Number', summary.mandateNo],
            ['Bank Account', summary.bankName],
            ['Upper Limit', summary.upperLimit],
          ]}
        />
      )}
    </StepFrame>
  );
}
