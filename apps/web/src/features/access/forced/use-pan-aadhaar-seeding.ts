import { useState } from 'react';
import { logout } from '../logout';
import { continueChain } from '../post-login-chain';
import { useAction } from '../../../lib/use-action';
import { panAadhaarSeeding } from './forced-calls';

interface Popup {
  action: 'ALREADY_LINKED' | 'LINK_NOW';
  message: string;
  linkUrl: string;
  deactive: boolean;
}

/** The PAN-Aadhaar screen's answers: the reply of Link Now or Already Linked, shown in a popup. */
export function usePanAadhaarSeeding() {
  const { run, pending, error } = useAction<'ALREADY_LINKED' | 'LINK_NOW' | 'later' | 'next'>();
  const [popup, setPopup] = useState<Popup | null>(null);

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

  return { run, pending, error, popup, setPopup, ask, confirm };
}
