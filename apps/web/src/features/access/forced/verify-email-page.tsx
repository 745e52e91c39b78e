import { MailWarning } from 'lucide-react';
import { useNavigate } from 'react-router';
import { continueChain } from '../post-login-chain';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { NoticeScreen } from '../../../ui/notice-screen';
import { askMeLater } from './forced-calls';

/** /verifyemail: e-mails to the registered address bounce (spec 1 section 2.2). */
export function VerifyEmailPage() {
  const navigate = useNavigate();
  const { run, pending, error } = useAction<'later'>();
  return (
    <NoticeScreen
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
            onClick={() =>
              void run('later', async () => {
                await askMeLater('VERIFY_EMAIL');
                await continueChain();
              })
            }
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
      {error && (
        <Alert tone="error" className="mt-5">
          {error}
        </Alert>
      )}
    </NoticeScreen>
  );
}
