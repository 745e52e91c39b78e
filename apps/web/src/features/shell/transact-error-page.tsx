import { messages } from '@cdesk/domain';
import { CircleAlert } from 'lucide-react';
import { LogoHeader } from '../../ui/brand-logo';
import { useAppSelector } from '../../lib/store';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';

/** /transact/errorPage: the message of an HTTP 417 reply, kept by the API base. */
export function TransactErrorPage() {
  const message = useAppSelector((state) => state.notice.errorPageMessage);
  return (
    <div className="flex min-h-dvh flex-col">
      <LogoHeader />
      <main className="flex flex-1 items-start justify-center px-4 pt-12 tablet:items-center tablet:pt-0">
        <Card className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center">
          <IconBadge icon={CircleAlert} tone="loss" />
          <h1 className="text-xl font-semibold">We could not complete this request</h1>
          <p role="alert" className="text-muted">
            {message || messages.somethingWrong}
          </p>
          <ButtonLink to="/" className="mt-2 w-full">
            Go to home
          </ButtonLink>
        </Card>
      </main>
    </div>
  );
}
