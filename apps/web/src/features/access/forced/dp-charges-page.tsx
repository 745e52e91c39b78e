import { isDeferrable } from '@cdesk/domain';
import { Hourglass, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useAction } from '../../../lib/use-action';
import { Button } from '../../../ui/button';
import { buttonClasses } from '../../../ui/button-classes';
import { NoticeScreen } from '../../../ui/notice-screen';
import { dpChargesUrl } from './forced-calls';
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

  if (payUrl) {
    return (
      <NoticeScreen
        error={error}
        icon={Hourglass}
        tone="info"
        title="Waiting for your payment…"
        actions={
          <a
            href={payUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary')}
          >
            Open the payment page again
          </a>
        }
      >
        <p role="status">
          Complete the payment in the tab that opened. This page checks every few seconds and takes
          you on as soon as the payment is received.
        </p>
        <ol className="mt-4 list-decimal space-y-1 pl-5">
          <li>Pay the outstanding charges on the payment page.</li>
          <li>Come back to this tab; there is nothing else to do here.</li>
        </ol>
      </NoticeScreen>
    );
  }

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
