import { mandateMessages, otpPolicy, type TMandateAuthDetailsResponse } from '@cdesk/domain';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Alert } from '../../ui/alert';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { PublicFrame } from '../public';
import { mandateCalls } from './mandate-calls';
import { MandateCard } from './mandate-card';
import { MandateOtp } from './mandate-otp';

type Opened = { ok: true; data: TMandateAuthDetailsResponse } | { ok: false; message: string };

/** A link the gateway refuses (expired, used, not valid) is an answer to show, not a fault. */
async function openLink(d: string, signal: AbortSignal): Promise<Opened> {
  try {
    return { ok: true, data: await mandateCalls.authDetails({ d }, signal) };
  } catch (caught) {
    if (!(caught instanceof ApiError) || caught.status === 0 || caught.status >= 500) throw caught;
    return { ok: false, message: caught.message };
  }
}

/**
 * /mandate-auth-details?d=: a bank mandate the partner asked for, opened from the SMS or e-mail
 * without a login (a pre-login page, spec 1 section 2.1). Every field of the mandate, then the
 * OTP to the registered mobile, then on to the e-sign service or the bank.
 */
export function MandateAuthPage() {
  const [params] = useSearchParams();
  const d = (params.get('d') ?? '').trim();
  const { state, retry } = useGatewayLoad(d ? `mandate-auth:${d}` : null, (signal) =>
    openLink(d, signal),
  );
  return (
    <PublicFrame>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-5 px-4 pt-8 pb-12 tablet:px-6 tablet:pt-12">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight tablet:text-[28px]">
            Authorise your bank mandate
          </h1>
          <p className="mt-1.5 text-muted">
            A mandate lets your SIP installments be debited from your bank account on their dates.
          </p>
        </div>
        {!d && <Refused message={mandateMessages.linkInvalid} />}
        {d && state.status === 'loading' && (
          <div aria-busy="true" aria-label="Loading the mandate" className="flex flex-col gap-3">
            <Skeleton className="h-64 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        )}
        {state.status === 'error' && <LoadError message={state.message} onRetry={retry} />}
        {state.status === 'ready' && !state.data.ok && <Refused message={state.data.message} />}
        {state.status === 'ready' && state.data.ok && <Authorise d={d} opened={state.data.data} />}
      </main>
    </PublicFrame>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <>
      <Alert tone="error">{message}</Alert>
      <div className="flex flex-col gap-3 tablet:flex-row">
        <ButtonLink to="/login">Log in to your desk</ButtonLink>
      </div>
    </>
  );
}

function Authorise({ d, opened }: { d: string; opened: TMandateAuthDetailsResponse }) {
  const [leaving, setLeaving] = useState('');
  const { mandate } = opened;
  const by = mandate.placedBy ? `Your Wealth Partner ${mandate.placedBy}` : 'Your Wealth Partner';
  return (
    <>
      <p className="text-[15px] leading-relaxed">
        {by} has asked for this mandate for {opened.investorName}. Check it, then confirm it is you
        with the OTP sent to your registered mobile number.
      </p>
      <MandateCard mandate={mandate} words />
      <Card className="flex flex-col gap-4 p-5 tablet:p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck aria-hidden className="size-5 text-brand" />
          Confirm with OTP
        </h2>
        {leaving ? (
          <p role="status" className="text-[15px]">
            {leaving}
          </p>
        ) : (
          <MandateOtp
            d={d}
            mobile={opened.mobile}
            digits={otpPolicy.digits}
            onAuthorised={(reply) => {
              setLeaving(
                reply.mode === 'ESIGN'
                  ? 'Taking you to the Aadhaar e-sign service. After the e-sign you will be re-directed to your Bank Page to authenticate the Mandate.'
                  : mandateMessages.bankRedirect,
              );
              window.location.assign(reply.redirectUrl);
            }}
          />
        )}
      </Card>
    </>
  );
}
