import {
  deepLinkOf,
  guardPostLoginPath,
  nextPostLoginStep,
  type PostLoginTarget,
} from '@cdesk/domain';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { accountTypeRedirect } from '../../lib/account-type';
import { clearDeepLink, readDeepLink, storeDeepLink } from './deep-link';
import { GateProblem, GateSkeleton } from './gate-states';
import { chainTarget, goTo } from './post-login-chain';
import { useAppSelector } from '../../lib/store';
import { useActivation } from './use-activation';

/** Screens that exist only for their step: once it is done, they hand over to the chain. */
const stepOnlyPaths = [
  '/panAadhaarSeeding',
  '/fatcadeclaration',
  '/deactivateducc',
  '/ask-peronalised',
  '/verifyemail',
  '/rekyc',
];

/**
 * Spec 1 sections 2.2, 5 and 6 for a logged-in investor: until the forced steps are resolved only
 * their screens open, whatever URL is typed; then the account-type guard applies.
 */
export function SessionGate() {
  const facts = useAppSelector((state) => state.access.activation);
  const accType = useAppSelector((state) => state.access.accType);
  const { pathname, search } = useLocation();
  const activation = useActivation();

  if (!facts) {
    if (activation.status === 'error') {
      return <GateProblem message={activation.message} retry={activation.retry} />;
    }
    return <GateSkeleton />;
  }

  const redirect = guardPostLoginPath(nextPostLoginStep(facts, null), pathname);
  if (redirect) {
    // The link that was typed opens once the steps are done.
    const link = deepLinkOf(pathname, search);
    if (link) storeDeepLink(link);
    return <Navigate to={redirect} replace />;
  }
  if (stepOnlyPaths.includes(pathname)) {
    const target = chainTarget(facts);
    const stepPath = target.path.split('?')[0];
    if (stepPath !== pathname) return <FollowChain target={target} />;
  }
  const typeRedirect = accountTypeRedirect(accType, pathname);
  if (typeRedirect) return <Navigate to={typeRedirect} replace />;
  return <Arrived path={pathname + search} />;
}

/** The page may show; if it is the deep link the chain was keeping, the link is now used up. */
function Arrived({ path }: { path: string }) {
  useEffect(() => {
    if (readDeepLink()?.path === path) clearDeepLink();
  }, [path]);
  return <Outlet />;
}

/** A step screen whose step is already done (another tab, the back button): on along the chain. */
function FollowChain({ target }: { target: PostLoginTarget }) {
  const { step, path } = target;
  useEffect(() => goTo({ step, path }), [step, path]);
  return <GateSkeleton />;
}
