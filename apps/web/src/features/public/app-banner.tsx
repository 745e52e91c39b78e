import { Smartphone, X } from 'lucide-react';
import { useState } from 'react';
import { readItem, writeItem } from '../../lib/storage';
import { APP_BANNER_DISMISSED_KEY } from '../../lib/storage-keys';
import { IconButton } from '../../ui/icon-button';

/** Spec 1 section 2.1: the download-mobile-app banner of the logged-out wrapper; it can be dismissed. */
export function AppBanner() {
  const [dismissed, setDismissed] = useState(
    () => readItem('local', APP_BANNER_DISMISSED_KEY) === 'Y',
  );
  if (dismissed) return null;
  return (
    <aside aria-label="Mobile app" className="bg-header text-header-fg">
      <div className="mx-auto flex max-w-[1200px] items-center gap-3 px-4 py-1.5 text-sm tablet:px-6">
        <Smartphone aria-hidden className="size-5 shrink-0" />
        <p className="flex-1">
          Invest on the go with the Client Desk app.{' '}
          <a
            href="https://play.google.com/store/search?q=client%20desk&c=apps"
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            Download the app
          </a>
        </p>
        <IconButton
          label="Dismiss the app banner"
          icon={X}
          onClick={() => {
            writeItem('local', APP_BANNER_DISMISSED_KEY, 'Y');
            setDismissed(true);
          }}
          className="flex size-11 shrink-0 items-center justify-center rounded-card hover:bg-white/10"
        />
      </div>
    </aside>
  );
}
