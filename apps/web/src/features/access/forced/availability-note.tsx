import { Check, LoaderCircle } from 'lucide-react';
import type { Availability } from './use-availability';

/** Whether the chosen login ID is free, while it is checked and once it is known to be. */
export function AvailabilityNote({ availability }: { availability: Availability }) {
  return (
    <>
      {availability.status === 'checking' && (
        <p role="status" className="-mt-3 flex items-center gap-1.5 text-sm text-muted">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          Checking availability…
        </p>
      )}
      {availability.status === 'available' && (
        <p role="status" className="-mt-3 flex items-center gap-1.5 text-sm font-medium text-gain">
          <Check aria-hidden className="size-4" />
          {availability.message || 'This login ID is available.'}
        </p>
      )}
    </>
  );
}
