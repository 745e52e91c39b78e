import { generateRegOtpCall, verifyRegOtpCall } from '@cdesk/domain';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { OtpChallenge, OtpResendButton } from '../../ui/otp-challenge';
import { useLoginBase } from './login-base';
import { regCall } from './reg-gateway';
import { updateReg, useRegState } from './reg-state';
import { StepFrame } from './step-frame';

/** Screen 2: the OTP sent to the login mobile or e-mail; a right one opens the session. */
export function VerifyOtpPage() {
  const reg = useRegState();
  const loginPath = useLoginBase();
  const navigate = useNavigate();
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState('');
  const [notice, setNotice] = useState('');
  const [resendError, setResendError] = useState('');
  if (!reg.loginValue) return <Navigate to={loginPath('generate-otp')} replace />;

  const login = { loginType: reg.loginType, loginValue: reg.loginValue, linkRefNo: reg.linkRefNo };
  const verify = async () => {
    if (!/^\d{6}$/.test(otp)) {
      setOtpError('Please enter valid OTP.');
      return null;
    }
    setOtpError('');
    const opened = await regCall(verifyRegOtpCall, {
      ...login,
      otp,
      origin: reg.origin,
      accountType: reg.accountType,
    });
    updateReg({
      sessionRefToken: opened.sessionRefToken,
      origin: opened.origin,
      partnerCode: opened.partnerCode,
      refNo: '',
      refToken: '',
    });
    navigate(loginPath('search-login'), { replace: true });
    return null;
  };
  const resend = async () => {
    setResendError('');
    setNotice('');
    try {
      const sent = await regCall(generateRegOtpCall, login);
      updateReg({ sentTo: sent.sentTo, otpSeconds: sent.otpSeconds });
      setNotice(sent.message);
      setOtp('');
    } catch (error) {
      setResendError(errorMessage(error));
    }
  };

  return (
    <StepFrame
      screenId="2"
      title="Verify OTP"
      subtitle={
        <>
          Enter the OTP sent to <span className="figures font-medium text-text">{reg.sentTo}</span>.
          It is valid for {Math.round(reg.otpSeconds / 60) || 5} minutes.
        </>
      }
      nextLabel="Verify"
      onNext={verify}
      onBack={() => navigate(loginPath('generate-otp'))}
      error={resendError}
      actions={
        <OtpResendButton
          variant="secondary"
          resend={{ seconds: 0, runKey: 0, onResend: () => void resend(), sending: false }}
        />
      }
    >
      <OtpChallenge inForm otp={otp} onOtpChange={setOtp} fieldError={otpError}>
        {notice && (
          <p role="status" className="text-sm text-muted">
            {notice}
          </p>
        )}
      </OtpChallenge>
    </StepFrame>
  );
}
