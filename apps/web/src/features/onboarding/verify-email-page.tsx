import { onboardingHolderMessages, vrfyMobEmailLinkCall } from '@cdesk/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { gatewayCall } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';

/**
 * The page a verification link opens (/tradereg/verify-email?t=...), maybe on another device: it
 * confirms the e-mail with the link's token alone; the registration goes on where it was.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    if (!token) {
      setState({ ok: false, message: onboardingHolderMessages.linkInvalid });
      return;
    }
    gatewayCall(
      vrfyMobEmailLinkCall,
      { action: 'confirm', token },
      { signal: controller.signal },
    ).then(
      () => setState({ ok: true, message: onboardingHolderMessages.linkDone }),
      (caught: unknown) =>
        !controller.signal.aborted &&
        setState({
          ok: false,
          message: errorMessage(caught, onboardingHolderMessages.linkInvalid),
        }),
    );
    return () => controller.abort();
  }, [token]);

  const Icon = state?.ok ? CircleCheck : CircleAlert;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-5 py-6">
      <Card className="flex flex-col items-center gap-3 px-6 py-8 text-center shadow-sm">
        {!state ? (
          <div aria-busy="true" className="flex w-full flex-col items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-5 w-3/4" />
          </div>
        ) : (
          <>
            <Icon aria-hidden className={state.ok ? 'size-10 text-gain' : 'size-10 text-loss'} />
            <h1 className="text-lg font-semibold">
              {state.ok ? 'E-mail verified' : 'Link not valid'}
            </h1>
            <p className="text-sm text-muted">{state.message}</p>
          </>
        )}
      </Card>
    </div>
  );
}
