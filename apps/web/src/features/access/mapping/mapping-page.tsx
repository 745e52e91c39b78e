import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PublicFrame } from '../../public';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { investorName } from './mapping-calls';
import { MappingDecisionCard } from './mapping-decision';
import { MappingLogin } from './mapping-login';
import { errorMessage } from '../../../lib/error-message';

type Load =
  { status: 'loading' } | { status: 'ready'; name: string } | { status: 'error'; message: string };

/**
 * /mapping-unmapping and /acc-map-unmap (spec 1 sections 2.3 and 5): a partner asks to map or
 * unmap the account; the investor proves it is them with a PIN or date of birth and decides.
 * Whitelisted: this page has its own login and never uses the desk's session.
 */
export function MappingPage() {
  const [params] = useSearchParams();
  const ac = params.get('ac') ?? '';
  const rid = params.get('rid') ?? '';
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [token, setToken] = useState('');

  useEffect(() => {
    if (!ac || !rid) return;
    const controller = new AbortController();
    investorName(ac, controller.signal)
      .then((name) => setLoad({ status: 'ready', name }))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorMessage(caught);
        setLoad({ status: 'error', message });
      });
    return () => controller.abort();
  }, [ac, rid]);

  return (
    <PublicFrame>
      <main className="flex flex-1 justify-center px-4 pt-8 pb-12 tablet:px-8 tablet:pt-14">
        <div className="w-full max-w-[480px]">
          <h1 className="text-2xl font-semibold tracking-tight tablet:text-[28px]">
            Partner mapping request
          </h1>
          <p className="mt-1.5 text-muted">
            Your wealth partner has asked to change the partner your account is mapped to. Confirm
            it is you to see the request and decide.
          </p>
          <Card className="mt-6 p-5 shadow-sm tablet:p-8">
            {!ac || !rid ? (
              <Alert tone="error">
                This link is incomplete. Please open it again from the message you received.
              </Alert>
            ) : load.status === 'loading' ? (
              <div role="status" aria-label="Loading" className="flex flex-col gap-3">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-12 w-full" />
                <Skeleton className="h-11 w-full" />
              </div>
            ) : load.status === 'error' ? (
              <Alert tone="error">{load.message}</Alert>
            ) : token ? (
              <MappingDecisionCard rid={rid} token={token} />
            ) : (
              <MappingLogin ac={ac} name={load.name} onAuthorised={setToken} />
            )}
          </Card>
        </div>
      </main>
    </PublicFrame>
  );
}
