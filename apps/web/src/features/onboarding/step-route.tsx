import {
  isHolderRole,
  isOnboardingStep,
  type OnboardingStep,
  screenIdFor,
  screenRoute,
} from '@cdesk/domain';
import { Suspense } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { areaOf, regPath, useRegArea } from './reg-area';
import { useRegState } from './reg-state';
import { StepSkeleton } from './step-skeleton';
import { stepPages } from './steps/step-pages';

/**
 * A step of an application: /tradereg/createaccount/<step>?holder=S (or a login-side route of 2.1
 * with its step fixed). It needs a registration session and an application of this area.
 */
export function StepRoute({ step: fixed }: { step?: OnboardingStep }) {
  const params = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const reg = useRegState();
  const area = useRegArea();
  const step = fixed ?? params.step ?? '';
  if (!reg.sessionRefToken)
    return <Navigate to={regPath(area, 'createlogin/generate-otp')} replace />;
  if (!reg.refToken) return <Navigate to={regPath(area, 'createlogin/search-login')} replace />;
  if (areaOf(reg.accountType) !== area)
    return <Navigate to={regPath(area, 'unauthorised-access')} replace />;
  const Page = isOnboardingStep(step) ? stepPages[step] : undefined;
  if (!isOnboardingStep(step) || !Page)
    return <Navigate to={regPath(area, 'createlogin/search-login')} replace />;
  const asked = query.get('holder') ?? 'F';
  const holder = isHolderRole(asked) ? asked : 'F';
  // The screen the navigation named, where the route alone does not tell (nominees 36 to 38).
  const named = (location.state as { screenId?: unknown } | null)?.screenId;
  const screenId =
    typeof named === 'string' &&
    regPath(area, screenRoute(named)) === `${location.pathname}${location.search}`
      ? named
      : screenIdFor(step, holder);
  return (
    <Suspense fallback={<StepSkeleton />}>
      <Page key={`${step}:${holder}:${screenId}`} screenId={screenId} holder={holder} />
    </Suspense>
  );
}
