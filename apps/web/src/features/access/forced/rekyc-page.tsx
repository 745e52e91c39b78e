import { UserRoundCheck } from 'lucide-react';
import { continueChain } from '../post-login-chain';
import { useAction } from '../../../lib/use-action';
import { Button } from '../../../ui/button';
import { buttonClasses } from '../../../ui/button-classes';
import { NoticeScreen } from '../../../ui/notice-screen';
import { useFacts } from './use-facts';

/** /rekyc: where the guard holds an investor whose re-KYC is mandatory (spec 1 section 4.1). */
export function RekycPage() {
  const facts = useFacts();
  const { run, pending, error } = useAction<'check'>();
  return (
    <NoticeScreen
      error={error}
      icon={UserRoundCheck}
      tone="warning"
      eyebrow="Action needed"
      title="Re-KYC required"
      actions={
        <>
          {facts.reKycLink && (
            <a href={facts.reKycLink} className={buttonClasses('primary')}>
              Complete re-KYC
            </a>
          )}
          <Button
            variant="secondary"
            loading={pending === 'check'}
            onClick={() => void run('check', continueChain)}
          >
            I have completed it
          </Button>
        </>
      }
    >
      <p>
        Your KYC record has to be refreshed before you can use your desk. It takes a few minutes on
        the KYC registration agency&apos;s page: confirm your address, contact details and identity
        documents.
      </p>
      {!facts.reKycLink && (
        <p className="mt-3">
          The re-KYC link is not available right now. Please contact your Wealth Partner.
        </p>
      )}
    </NoticeScreen>
  );
}
