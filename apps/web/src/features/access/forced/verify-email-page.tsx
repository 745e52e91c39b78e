import { MailWarning } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAction } from '../../../lib/use-action';
import { Button } from '../../../ui/button';
import { NoticeScreen } from '../../../ui/notice-screen';
import { skipStep } from './skip-step';

/** /verifyemail: e-mails to the registered address bounce (spec 1 section 2.2). */
export function VerifyEmailPage() {
  const navigate = useNavigate();
  const { run, pending, error } = useAction<'later'>();
  return (
    <NoticeScreen
      error={error}
      icon={MailWarning}
      tone="warning"
      eyebrow="Please check"
      title="We cannot reach your e-mail address"
      actions={
        <>
          <Button onClick={() => void navigate('/help-and-support/send-query?topic=email')}>
            Continue
          </Button>
          <Button
            variant="secondary"
            loading={pending === 'later'}
            onClick={() => void run('later', skipStep('VERIFY_EMAIL'))}
          >
            Ask Me Later
          </Button>
        </>
      }
    >
      <p>
        E-mails we send to your registered e-mail address are not being delivered, so you may miss
        statements, transaction confirmations and OTPs sent by e-mail.
      </p>
      <p className="mt-3">
        Continue to tell us about it, and we will help you update your e-mail address.
      </p>
    </NoticeScreen>
  );
}
