import { isDeferrable } from '@cdesk/domain';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { Button } from '../../../ui/button';
import { NoticeScreen } from '../../../ui/notice-screen';
import { dpChargesUrl } from './forced-calls';
import { PaymentWaitScreen } from './payment-wait-screen';
import { usePaymentWatch } from './use-payment-watch';
import { skipStep } from './skip-step';
import { useFacts } from './use-facts';

/** /deactivateducc: outstanding depository charges; paid in a new tab, then on along the chain. */
export function DpChargesPage() {
  const facts = useFacts();
  const optional = isDeferrable('DP_CHARGES', facts);
  const [payUrl, setPayUrl] = useState('');
  const { run, pending, error } = useAction<'pay' | 'later'>();
  usePaymentWatch(payUrl !== '');

  function pay() {
    // Opened inside the click, so no popup blocker stops it; the address follows the reply.
    const tab = window.open('', '_blank');
    void run('pay', async () => {
      try {
        const url = await dpChargesUrl();
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          window.open(url, '_blank', 'noopener,noreferrer');
        }
        setPayUrl(url);
      } catch (caught) {
        tab?.close();
        throw caught;
      }
    });
  }

  if (payUrl) return <PaymentWaitScreen payUrl={payUrl} error={error} />;

  return (
    <NoticeScreen
      icon={Wallet}
      tone={optional ? 'warning' : 'loss'}
      eyebrow={optional ? 'Payment due' : 'Account deactivated'}
      title="Outstanding depository charges"
      actions={
        <>
          <Button loading={pending === 'pay'} disabled={pending !== null} onClick={pay}>
            Pay now
          </Button>
          {optional && (
            <Button
              variant="secondary"
              loading={pending === 'later'}
              disabled={pending !== null}
              onClick={() => void run('later', skipStep('DP_CHARGES'))}
            >
              Remind me later
            </Button>
          )}
        </>
      }
    >
      <p className="figures">{facts.dpChargesPendingNote}</p>
      <p className="mt-3">The payment page opens in a new tab.</p>
    </NoticeScreen>
  );
}
