import { productCatalogue, type TBanner } from '@cdesk/domain';
import { landingTarget } from '../link-landings';

/** The offers' own pages (spec 1 section 2.4). */
export const bannersPath = '/banner';
export const marsBannerPath = '/marsBanner';

/** An offer's link, as the desk sends it (spec 1 section 2.3). */
export function bannerLinkPath(banner: Pick<TBanner, 'BI' | 't'>): string {
  return `/transact/banner/banner?${new URLSearchParams({ BI: String(banner.BI), t: banner.t }).toString()}`;
}

/** The product login link of the option an offer opens: prodType, subType, bannerId, para1..5. */
export function productLoginQuery(banner: TBanner): URLSearchParams {
  const query = new URLSearchParams({
    prodType: banner.prodType,
    subType: banner.subType,
    bannerId: String(banner.BI),
  });
  banner.params.forEach((value, i) => {
    if (value) query.set(`para${i + 1}`, value);
  });
  return query;
}

/** Where an offer leads: its product's page, else the page saying how the partner can help. */
export function bannerTarget(banner: TBanner): string {
  const query = productLoginQuery(banner);
  return landingTarget('/prodlogin', query) ?? `/prodlogin?${query.toString()}`;
}

/** The product an offer belongs to, as the catalogue names it. */
export function bannerProduct(banner: TBanner) {
  return productCatalogue.find((product) => product.id === banner.prodType);
}

/** What following the offer does, for its button. */
export function bannerAction(banner: TBanner): string {
  const option = banner.subType.toLowerCase();
  if (banner.prodType === 'mars') return 'See portfolios';
  if (banner.prodType === 'public-offer') return 'Apply now';
  if (banner.prodType !== 'mutual-funds') return 'Explore';
  if (option.startsWith('nfo')) return 'Invest in the NFO';
  if (option === 'sip' || banner.params[1]?.toLowerCase() === 'sip') return 'Start SIP';
  return 'Invest now';
}
