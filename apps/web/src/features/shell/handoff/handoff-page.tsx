import {
  handoffProblem,
  isHandoffProduct,
  productCatalogue,
  productName,
  type TStartHandoffResponse,
} from '@cdesk/domain';
import { ArrowUpRight, CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { NoticeScreen } from '../../../ui/notice-screen';
import { useEmfRestriction } from '../../../lib/account-type';
import { startHandoff } from './handoff-calls';
import { handoffRequest } from './handoff-paths';

type State =
  | { status: 'loading' }
  | { status: 'ready'; handoff: TStartHandoffResponse }
  | { status: 'error'; message: string; retry: boolean };

/**
 * The hand-over to the online-trading host (spec 1 section 2.3: /transact/capital-market/rs-redirect,
 * /bse, /nse, /nsdl, /cdsl, /transact/loan/processloan): asks the gateway for a signed token, then
 * posts it to the host in a form that submits itself. The form's button stays as the way on should
 * the browser hold the post back.
 */
export function HandoffPage() {
  const { pathname, search } = useLocation();
  const { prodType, subType } = handoffRequest(pathname, new URLSearchParams(search));
  const product = prodType.trim().toLowerCase();
  const tile = productCatalogue.find((p) => p.id === product);
  const name = tile ? productName(tile.id) : 'Online trading';
  const restrictionOf = useEmfRestriction();
  const notOnline = handoffProblem(prodType, subType);
  const restriction = restrictionOf(isHandoffProduct(product) ? product : undefined);
  const problem = notOnline ?? restriction;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (problem) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    startHandoff({ prodType, subType }, controller.signal)
      .then((handoff) => setState({ status: 'ready', handoff }))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        // A refusal (400, 403) says what to do instead; trying again would not change it.
        const refused = caught instanceof ApiError && [400, 403].includes(caught.status);
        setState({ status: 'error', message: errorMessage(caught), retry: !refused });
      });
    return () => controller.abort();
  }, [prodType, subType, attempt, problem]);

  useEffect(() => {
    if (state.status === 'ready') form.current?.submit();
  }, [state]);

  // Back from the host, the browser may show this page as it was, with a token already spent:
  // a fresh one is asked for.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setAttempt((n) => n + 1);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  if (problem || state.status === 'error') {
    const retry = !problem && state.status === 'error' && state.retry;
    return (
      <NoticeScreen
        icon={CircleAlert}
        tone="loss"
        title={
          notOnline
            ? `${name} is not available online`
            : restriction
              ? `${name} is not available for your account`
              : `${name} could not open`
        }
        actions={
          <>
            {retry && <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
            <ButtonLink to="/" variant={retry ? 'secondary' : 'primary'}>
              Go to home
            </ButtonLink>
            {!retry && (
              <ButtonLink to="/contact" variant="secondary">
                Contact your partner
              </ButtonLink>
            )}
          </>
        }
      >
        <p role="alert">{problem ?? (state.status === 'error' ? state.message : '')}</p>
      </NoticeScreen>
    );
  }

  const handoff = state.status === 'ready' ? state.handoff : null;
  return (
    <NoticeScreen
      icon={ArrowUpRight}
      tone="brand"
      eyebrow="Online trading"
      title={`Taking you to ${handoff?.productName ?? name}…`}
      actions={
        handoff ? (
          <form ref={form} method="post" action={handoff.url}>
            {Object.entries(handoff.fields).map(([field, value]) => (
              <input key={field} type="hidden" name={field} value={value} />
            ))}
            <Button type="submit" className="w-full tablet:w-auto">
              Continue to {handoff.productName}
            </Button>
          </form>
        ) : (
          <Button loading className="w-full tablet:w-auto">
            Preparing your secure link
          </Button>
        )
      }
    >
      <p role="status">
        {handoff
          ? `${handoff.productName} (${handoff.optionLabel}) opens on our online-trading site, where you are signed in as yourself. If it does not open by itself, continue with the button below.`
          : 'We are preparing a secure, single-use link that signs you in there as yourself.'}
      </p>
    </NoticeScreen>
  );
}
