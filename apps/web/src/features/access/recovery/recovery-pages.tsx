import type { RecoveryPurpose } from '@cdesk/domain';
import { PublicFrame } from '../../public';
import { Card } from '../../../ui/card';
import { StepIndicator } from '../../../ui/step-indicator';
import { TextLink } from '../../../ui/text-link';
import { useRecoveryFlow } from './recovery-flow';

interface PageText {
  title: string;
  intro: string;
  steps: readonly string[];
}

const texts: Record<RecoveryPurpose, PageText> = {
  PASSWORD: {
    title: 'Reset your password',
    intro:
      'Tell us who you are. We send an OTP to your registered mobile number and e-mail, then a temporary password to log in with. A blocked account is unblocked too.',
    steps: ['Your details', 'Verify OTP', 'Done'],
  },
  PIN: {
    title: 'Reset your PIN',
    intro:
      'Tell us who you are. We send an OTP to your registered mobile number and e-mail, then you set a new 4-digit PIN.',
    steps: ['Your details', 'Verify OTP', 'New PIN'],
  },
  LOGINID: {
    title: 'Forgot your login ID?',
    intro:
      'Enter your PAN and date of birth. We send an OTP to your registered mobile number and e-mail, then your login details.',
    steps: ['Your details', 'Verify OTP', 'Done'],
  },
};

function RecoveryPage({ purpose }: { purpose: RecoveryPurpose }) {
  const text = texts[purpose];
  const flow = useRecoveryFlow(purpose);
  return (
    <PublicFrame>
      <main className="flex flex-1 justify-center px-4 pt-8 pb-12 tablet:px-8 tablet:pt-14">
        <div className="w-full max-w-[460px]">
          <h1 className="text-2xl font-semibold tracking-tight tablet:text-[28px]">{text.title}</h1>
          <p className="mt-1.5 text-muted">{text.intro}</p>
          <Card className="mt-6 p-5 shadow-sm tablet:p-8">
            <StepIndicator steps={text.steps} current={flow.current} />
            <div className="mt-6">{flow.body}</div>
          </Card>
          <p className="mt-6 text-center text-sm text-muted">
            Remembered it? <TextLink to="/login">Back to login</TextLink>
          </p>
        </div>
      </main>
    </PublicFrame>
  );
}

export function ForgotPasswordPage() {
  return <RecoveryPage purpose="PASSWORD" />;
}

export function ForgotPinPage() {
  return <RecoveryPage purpose="PIN" />;
}

export function ForgotLoginIdPage() {
  return <RecoveryPage purpose="LOGINID" />;
}
