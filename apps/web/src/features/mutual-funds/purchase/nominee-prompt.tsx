import { Info } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';

interface NomineePromptProps {
  message: string;
  reDirectUrl: string;
  onContinue: () => void;
}

/**
 * No nominee on record: the nominee wizard, opened from transact (isFromTransact), brings the
 * investor back to this purchase; or they go on without one.
 */
export function NomineePrompt({ message, reDirectUrl, onContinue }: NomineePromptProps) {
  const { pathname, search } = useLocation();
  return (
    <Card className="mt-6 flex max-w-3xl flex-col gap-5 p-5 tablet:p-8">
      <div role="status" className="flex items-start gap-3">
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-info" />
        <p className="text-[15px] leading-relaxed text-text">{message}</p>
      </div>
      <div className="flex flex-col gap-3 tablet:flex-row">
        <ButtonLink
          to={reDirectUrl || '/nomineeTransact'}
          state={{ isFromTransact: true, returnTo: `${pathname}${search}` }}
        >
          Add nominee
        </ButtonLink>
        <Button variant="secondary" onClick={onContinue}>
          Continue without nominee
        </Button>
      </div>
    </Card>
  );
}
