import { rekycDuration, rekycExplained, rekycWhy } from '@cdesk/domain';
import { UserRoundCheck } from 'lucide-react';
import { continueChain } from '../post-login-chain';
import { loadPage } from '../../../lib/navigation';
import { useAction } from '../../../lib/use-action';
import { Button } from '../../../ui/button';
import { NoticeScreen } from '../../../ui/notice-screen';
import { useFacts } from './use-facts';

/**
 * /rekyc: step 4 of the post-login chain (spec 1 section 4.1). Before the investor leaves for the
 * KRA, the desk says what re-KYC is, why it is due for this account and how long it takes; the
 * KRA's page sends them back here, and the session gate goes on along the chain once it is done.
 */
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
            <Button onClick={() => loadPage(facts.reKycLink)}>Continue to the KRA</Button>
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
      <section aria-labelledby="rekyc-what">
        <h2 id="rekyc-what" className="font-semibold text-text">
          What re-KYC is
        </h2>
        <p className="mt-1">{rekycExplained}</p>
      </section>
      <section aria-labelledby="rekyc-why" className="mt-4">
        <h2 id="rekyc-why" className="font-semibold text-text">
          Why it is due now
        </h2>
        <p className="mt-1">{rekycWhy(facts.reKycReasonId, facts.kycUpdatedOn)}</p>
      </section>
      <section aria-labelledby="rekyc-time" className="mt-4">
        <h2 id="rekyc-time" className="font-semibold text-text">
          How long it takes
        </h2>
        <p className="mt-1">{rekycDuration(facts.reKycReasonId)}</p>
      </section>
      <p className="mt-4">Until it is done, your desk stays closed.</p>
      {!facts.reKycLink && (
        <p className="mt-3">
          The re-KYC link is not available right now. Please contact your Wealth Partner.
        </p>
      )}
    </NoticeScreen>
  );
}
