import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PlanOtpPage } from '../../mutual-funds';
import { AuthOtpPage } from './auth-otp-page';

/**
 * /transact/authorize/2fa/{flow}/OTPValidate: with d, the OTP of a partner-placed stop being
 * authorised; otherwise the OTP of a stop the client asked for on My systematic plans (planId).
 */
export function OtpRoutePage() {
  const [params] = useSearchParams();
  if (params.get('d')) return <AuthOtpPage />;
  return (
    <Suspense fallback={null}>
      <PlanOtpPage />
    </Suspense>
  );
}
