import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { flashSet } from '../../lib/session-events';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { Alert } from '../../ui/alert';
import { IconButton } from '../../ui/icon-button';

/** A one-time message for the page it names ("Your password has been changed", then home). */
export function FlashNotice() {
  const flash = useAppSelector((state) => state.notice.flash);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const shown = useRef(false);
  const here = flash !== null && flash.path === pathname;

  useEffect(() => {
    if (!flash) shown.current = false;
    else if (here) shown.current = true;
    // Gone once the user moves on from the page it was shown on.
    else if (shown.current) dispatch(flashSet(null));
  }, [flash, here, dispatch]);

  if (!flash || !here) return null;
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 pt-6 tablet:px-6">
      <Alert
        tone={flash.tone}
        action={
          <IconButton
            label="Dismiss"
            icon={X}
            iconClassName="size-4"
            onClick={() => dispatch(flashSet(null))}
            className="-my-1 -mr-2 flex size-8 items-center justify-center rounded-md hover:bg-black/5"
          />
        }
      >
        {flash.text}
      </Alert>
    </div>
  );
}
