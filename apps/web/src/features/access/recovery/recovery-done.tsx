import { CircleCheck } from 'lucide-react';
import { ButtonLink } from '../../../ui/button-link';

/** The recovery's result, and the way back to login. */
export function RecoveryDone({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-5">
      <div role="status" className="flex items-start gap-3">
        <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-gain" />
        <p className="text-[15px] leading-relaxed text-text">{message}</p>
      </div>
      <ButtonLink to="/login" className="w-full">
        Go to login
      </ButtonLink>
    </div>
  );
}
