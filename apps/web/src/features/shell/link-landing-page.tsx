import { Link2 } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { PublicFrame } from '../public';
import { ButtonLink } from '../../ui/button-link';
import { FactList } from '../../ui/fact-list';
import { NoticeScreen } from '../../ui/notice-screen';
import { landingFor, landingTarget } from './link-landings';

function LinkLanding({ home }: { home: 'desk' | 'login' }) {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const landing = landingFor(pathname, query);
  const details = landing.params.flatMap(([key, label]) => {
    const value = query.get(key);
    return value ? [[label, value] as const] : [];
  });
  return (
    <NoticeScreen
      icon={Link2}
      tone="brand"
      eyebrow="From your link"
      title={landing.title}
      actions={
        home === 'desk' ? (
          <>
            <ButtonLink to="/contact">Contact your partner</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Go to home
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to="/login">Go to login</ButtonLink>
        )
      }
    >
      <p>{landing.about}</p>
      <FactList
        facts={details}
        className="mt-5 flex flex-col divide-y divide-border rounded-card border border-border text-sm"
        rowClassName="flex justify-between gap-4 px-4 py-2.5"
        valueClassName="figures min-w-0 truncate text-right font-medium text-text"
      />
    </NoticeScreen>
  );
}

/** A deep link's target inside the desk, reached after login and the forced steps. */
export function LinkLandingPage() {
  const { pathname, search } = useLocation();
  const target = landingTarget(pathname, new URLSearchParams(search));
  if (target) return <Navigate to={target} replace />;
  return <LinkLanding home="desk" />;
}

/** A whitelisted link a visitor may open without logging in (spec 1 section 5). */
export function PublicLinkLandingPage() {
  return (
    <PublicFrame>
      <LinkLanding home="login" />
    </PublicFrame>
  );
}
