import { bannerDetailCall } from '@cdesk/domain';
import { CalendarX2 } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { gatewayCall } from '../../../lib/api';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { ButtonLink } from '../../../ui/button-link';
import { NoticeScreen } from '../../../ui/notice-screen';
import { LinkLandingPage } from '../link-landing-page';
import { BannerSkeleton } from './banner-skeleton';
import { bannersPath, bannerTarget } from './banner-links';

/**
 * /transact/banner/banner?BI={id}&t={type} (spec 1 section 2.3): opens the product option the
 * offer names, in place of the link, so Back does not return to it. /transact/banner/prodlogin
 * names the product itself (prodType, subType, para1..5), or the offer by BI and t.
 */
export function BannerLinkPage() {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  if (pathname.endsWith('/prodlogin') && query.get('prodType')) return <LinkLandingPage />;
  return (
    <BannerLoad id={query.get('BI') ?? query.get('bannerId') ?? ''} type={query.get('t') ?? ''} />
  );
}

function BannerLoad({ id, type }: { id: string; type: string }) {
  const { state } = useGatewayLoad(`banner:${id}:${type}`, (signal) =>
    gatewayCall(bannerDetailCall, { BI: id, t: type }, { signal }),
  );
  if (state.status === 'ready') return <Navigate to={bannerTarget(state.data)} replace />;
  if (state.status === 'loading') {
    return (
      <main className="flex-1 px-4 py-8 tablet:px-6 tablet:py-14" aria-busy>
        <p className="sr-only">Opening your offer</p>
        <div className="mx-auto w-full max-w-xl">
          <BannerSkeleton />
        </div>
      </main>
    );
  }
  // An offer that ended or was never there: said as it is, with the offers running now.
  return (
    <NoticeScreen
      icon={CalendarX2}
      tone="warning"
      eyebrow="From your link"
      title="This offer is not available"
      actions={
        <>
          <ButtonLink to={bannersPath}>See all offers</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Go to home
          </ButtonLink>
        </>
      }
    >
      <p>{state.message}</p>
    </NoticeScreen>
  );
}
