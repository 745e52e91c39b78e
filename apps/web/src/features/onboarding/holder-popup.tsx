import { searchLoginCall, type TRegApplicationSummary } from '@cdesk/domain';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { buttonClasses } from '../../ui/button-classes';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover';
import { Skeleton } from '../../ui/skeleton';
import { regCall } from './reg-gateway';
import { useRegState } from './reg-state';

const roleNames = { F: 'Applicant', S: 'Second Holder', T: 'Third Holder', G: 'Guardian' } as const;

type Holders = TRegApplicationSummary['holders'];

/** The holder popup of 2.3: who the application is for, read when opened. */
export function HolderPopup() {
  const { refNo } = useRegState();
  const [holders, setHolders] = useState<Holders | null>(null);
  const [error, setError] = useState('');
  const load = (open: boolean) => {
    if (!open) return;
    setError('');
    regCall(searchLoginCall, {}).then(
      (data) => setHolders(data.applications.find((a) => a.refNo === refNo)?.holders ?? []),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  };
  return (
    <Popover onOpenChange={load}>
      <PopoverTrigger className={buttonClasses('secondary', 'min-h-11 gap-2 px-3 text-sm')}>
        <Users aria-hidden className="size-4" />
        Holder details
      </PopoverTrigger>
      <PopoverContent className="w-72 p-4" align="end">
        <p className="text-sm font-semibold">Application {refNo}</p>
        {error && <p className="mt-2 text-sm text-loss">{error}</p>}
        {!holders && !error && (
          <div aria-busy="true" className="mt-3 flex flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-32" />
          </div>
        )}
        {holders && (
          <dl className="mt-3 flex flex-col gap-3 text-sm">
            {holders.map((holder) => (
              <div key={holder.role}>
                <dt className="text-muted">{roleNames[holder.role]}</dt>
                <dd className="font-medium">
                  {holder.name || 'Name not entered yet'}
                  {holder.pan && <span className="figures ml-2 text-muted">{holder.pan}</span>}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </PopoverContent>
    </Popover>
  );
}
