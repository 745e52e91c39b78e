import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../ui/popover';
import { Skeleton } from '../../../ui/skeleton';
import { PartnerCard } from './partner-card';
import { contactState } from './partner-view';
import type { TPartnerDetails } from '@cdesk/domain';
import type { Loaded } from '../../../lib/use-gateway-load';
import { onDarkTriggerStates, partnerTriggerLook } from '../header/trigger-looks';

/** The partner button and its popup; 'view complete profile' opens /contact with the details. */
export function PartnerPopup({ partner }: { partner: Loaded<TPartnerDetails> }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label="My Wealth Partner"
        className={`${partnerTriggerLook} ${onDarkTriggerStates}`}
      >
        <Handshake aria-hidden className="size-5" />
        <span className="hidden desktop:inline">My Wealth Partner</span>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-label="Your wealth partner"
        className="w-[min(22rem,calc(100vw-1.5rem))] p-5"
      >
        {partner.status === 'loading' && (
          <div aria-label="Loading your wealth partner" className="space-y-3">
            <div className="flex items-center gap-3">
              <Skeleton circle className="size-14" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
            <Skeleton className="h-16" />
          </div>
        )}
        {partner.status === 'error' && <Alert tone="error">{partner.message}</Alert>}
        {partner.status === 'ready' && (
          <>
            <PartnerCard partner={partner.data} />
            <Button
              variant="secondary"
              className="mt-4 w-full"
              onClick={() => {
                setOpen(false);
                void navigate('/contact', { state: contactState(partner.data) });
              }}
            >
              view complete profile
            </Button>
          </>
        )}
      </PopoverContent>
    </Popover>
  );
}
