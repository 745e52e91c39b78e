import { Hourglass } from 'lucide-react';
import { buttonClasses } from '../../../ui/button-classes';
import { NoticeScreen } from '../../../ui/notice-screen';

/** While the charges are paid in another tab: the way back to the payment page. */
export function PaymentWaitScreen({ payUrl, error }: { payUrl: string; error: string }) {
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
