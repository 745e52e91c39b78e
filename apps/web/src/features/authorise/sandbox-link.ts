import { useEffect, useState } from 'react';

/** The stand-in UPI app of sandbox mode, where a tester approves or declines a collect request. */
export function sandboxUpiPage(trxnid: string): string {
  return `/cdesk/sandbox/upi/collect?ref=${encodeURIComponent(trxnid)}`;
}

/**
 * The sandbox page's address when the server serves it (sandbox mode), otherwise ''. Sandbox pages
 * answer 404 in any other mode, so asking is how the screen knows.
 */
export function useSandboxLink(url: string): string {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    fetch(url, { method: 'GET', credentials: 'same-origin' }).then(
      (response) => live && setAvailable(response.ok),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [url]);
  return available ? url : '';
}
