import { useEffect, useState } from 'react';

/** The stand-in UPI app of sandbox mode: the requests waiting for a UPI ID, to approve or decline. */
export function sandboxUpiPage(vpa: string): string {
  return `/cdesk/sandbox/upi?vpa=${encodeURIComponent(vpa)}`;
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
