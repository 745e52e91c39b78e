import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { logout } from '../logout';
import { continueChain } from '../post-login-chain';
import { useAction } from '../../../lib/use-action';
import { Button } from '../../../ui/button';
import { MessageDialog } from '../../../ui/dialog';
import { NoticeScreen } from '../../../ui/notice-screen';
import { SafeHtml } from '../../../ui/safe-html';
import { panAadhaarSeeding } from './forced-calls';
import { skipStep } from './skip-step';
import { useFacts } from './use-facts';

interface Popup {
  action: 'ALREADY_LINKED' | 'LINK_NOW';
  message: string;
  linkUrl: string;
  deactive: boolean;
}

/** /panAadhaarSeeding (spec 1 section 2.2). */
export function PanAadhaarPage() {
  const facts = useFacts();
  const { run, pending, error } = useAction<'ALREADY_LINKED' | 'LINK_NOW' | 'later' | 'next'>();
  const [popup, setPopup] = useState<Popup | null>(null);
  const deactive = facts.isPanWithAadharDeactive === 'Y';

  function ask(action: Popup['action']) {
    void run(action, async () => {
      const reply = await panAadhaarSeeding(action);
      setPopup({
        action,
        message: reply.message,
        linkUrl: reply.linkUrl,
        deactive: reply.isPanWithAadharDeactive === 'Y',
      });
    });
  }

  function confirm(current: Popup) {
    setPopup(null);
    if (current.action === 'LINK_NOW' && current.linkUrl) {
      // Inside the click, so the browser lets the tab open.
      window.open(current.linkUrl, '_blank', 'noopener,noreferrer');
    }
    // Spec 1 section 4.1: a deactive account cannot go on; the session ends here.
    if (current.action === 'LINK_NOW' && current.deactive) void run('next', logout);
    else void run('next', continueChain);
  }

  return (
    <NoticeScreen
      error={error}
      icon={Fingerprint}
      tone="warning"
      eyebrow="Action needed"
      title="Link your PAN with Aadhaar"
      actions={
        <>
          <Button
            loading={pending === 'LINK_NOW'}
            disabled={pending !== null}
            onClick={() => ask('LINK_NOW')}
          >
            Link Now
          </Button>
          <Button
            variant="secondary"
            loading={pending === 'ALREADY_LINKED'}
            disabled={pending !== null}
            onClick={() => ask('ALREADY_LINKED')}
          >
            Already Linked
          </Button>
          {!deactive && (
            <Button
              variant="ghost"
              loading={pending === 'later'}
              disabled={pending !== null}
              className="tablet:mr-auto"
              onClick={() => void run('later', skipStep('PAN_AADHAAR'))}
            >
              Ask me Later
            </Button>
          )}
        </>
      }
    >
      <SafeHtml html={facts.panAahaarSeedingHtml} />
      {popup && (
        <MessageDialog
          open
          title={popup.action === 'LINK_NOW' ? 'Link PAN with Aadhaar' : 'PAN-Aadhaar link'}
          onConfirm={() => confirm(popup)}
          onClose={() => setPopup(null)}
        >
          {popup.message}
        </MessageDialog>
      )}
    </NoticeScreen>
  );
}
