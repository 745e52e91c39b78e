import { productCatalogue } from '@cdesk/domain';
import { marsPortfoliosPath, marsRedeemPath } from '../mars';
import { instaCashPath, nfoListPath, nfoSwitchPath, redeemPath, switchPath } from '../mutual-funds';

/**
 * What each link of spec 1 section 2.3 (and the whitelisted partner links of section 5) is about,
 * for the links whose work the online desk does not offer: it says so and whom to contact. Only
 * what the link itself carries is shown: nothing is made up.
 */
export interface Landing {
  title: string;
  about: string;
  /** Query parameters worth showing, with their labels. */
  params: readonly (readonly [string, string])[];
}

const notOffered =
  'The online desk does not offer this. Please contact your wealth partner, who can do it for you and answer any question about it.';

/**
 * The mutual fund options of a product link (spec 1 sections 2.3 and 2.6) that the desk does
 * online, by subType in lower case: the catalogue's action names and the transaction codes.
 */
const mutualFundOptions: Readonly<Record<string, string>> = {
  redeem: redeemPath(),
  red: redeemPath(),
  swp: redeemPath(undefined, 'swp'),
  switch: switchPath(),
  swi: switchPath(),
  stp: switchPath(undefined, 'stp'),
  nfopurchase: nfoListPath,
  npip: nfoListPath,
  nsip: nfoListPath,
  nfoswitch: nfoSwitchPath,
  nswi: nfoSwitchPath,
  instcash: instaCashPath,
  instacash: instaCashPath,
};

/** The MARS options of a product link (spec 1 section 2.6, tile 2: purchase and redeem). */
const marsOptions: Readonly<Record<string, string>> = {
  '': marsPortfoliosPath,
  purchase: marsPortfoliosPath,
  portfolios: marsPortfoliosPath,
  redeem: marsRedeemPath,
};

/** The desk page a link leads to when the desk does its work online; null for a landing. */
export function landingTarget(pathname: string, query: URLSearchParams): string | null {
  if (pathname !== '/prodlogin') return null;
  const product = (query.get('prodType') ?? '').toLowerCase();
  const option = (query.get('subType') ?? '').toLowerCase();
  if (product === 'mars') return marsOptions[option] ?? null;
  if (product !== 'mutual-funds' && product !== 'mf') return null;
  return mutualFundOptions[option] ?? null;
}

/** Where a dashboard tile of a product the desk does not offer online leads. */
export function productLandingPath(productId: string): string {
  return `/prodlogin?prodType=${encodeURIComponent(productId)}`;
}

export function landingFor(pathname: string, query = new URLSearchParams()): Landing {
  if (pathname.startsWith('/transact/banner/')) {
    return {
      title: pathname.endsWith('/prodlogin') ? 'Product offer' : 'Offer',
      about: `You followed an offer shown on your desk. ${notOffered}`,
      params: [
        ['BI', 'Offer'],
        ['t', 'Type'],
        ['prodType', 'Product'],
      ],
    };
  }
  if (pathname === '/transact/loan/processloan') {
    return {
      title: 'Loan application',
      about: `You followed a link to continue a loan application. ${notOffered}`,
      params: [
        ['type', 'Loan type'],
        ['prodType', 'Loan type'],
      ],
    };
  }
  const product = productCatalogue.find((p) => p.id === query.get('prodType'));
  if (pathname === '/prodlogin' && product) {
    return {
      title: product.name,
      about: `You chose ${product.name} on your desk. ${notOffered}`,
      params: [['subType', 'Option']],
    };
  }
  if (pathname === '/prodlogin') {
    return {
      title: 'Product login',
      about: `You followed a link to a product on your desk. ${notOffered}`,
      params: [
        ['prodType', 'Product'],
        ['subType', 'Option'],
        ['bannerId', 'Offer'],
      ],
    };
  }
  if (pathname.startsWith('/report-trusted')) {
    return {
      title: 'Shared report',
      about: `A report was shared with you through a trusted link. ${notOffered}`,
      params: [['id', 'Report']],
    };
  }
  return {
    title: pathname.startsWith('/dclogin') ? 'Distributor login set-up' : 'Create your login',
    about: `You followed a link to set up a login. ${notOffered}`,
    params: [],
  };
}
