import { isHandoffProduct, productCatalogue } from '@cdesk/domain';
import { goalsPath, helpMeInvestPath } from '../goals';
import { marsPortfoliosPath, marsRedeemPath } from '../mars';
import {
  fundsListPath,
  instaCashPath,
  investPath,
  myPlansPath,
  nfoBuyPath,
  nfoListPath,
  nfoSwitchPath,
  redeemPath,
  switchPath,
} from '../mutual-funds';
import { handoffLinkTarget, handoffPath } from './handoff/handoff-paths';

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
  mysystematicplan: myPlansPath,
  goals: goalsPath,
  'help-me-invest': helpMeInvestPath,
  helpmeinvest: helpMeInvestPath,
};

/** A scheme code as a link's para1 carries it (an AMFI code), or null. */
function schemeOf(query: URLSearchParams): number | null {
  const code = (query.get('para1') ?? '').trim();
  return /^[1-9]\d{0,8}$/.test(code) ? Number(code) : null;
}

/**
 * The options that buy one scheme when para1 names it (para2 'sip' for a SIP): its purchase form,
 * else the list to choose from.
 */
function schemeOption(option: string, query: URLSearchParams): string | null {
  const scheme = schemeOf(query);
  const sip = option.endsWith('sip') || (query.get('para2') ?? '').toLowerCase() === 'sip';
  switch (option) {
    case 'purchase':
    case 'pip':
    case 'sip':
      return scheme ? investPath(scheme, sip ? 'sip' : 'lumpsum') : fundsListPath();
    case 'nfopurchase':
    case 'npip':
    case 'nsip':
      return scheme ? nfoBuyPath(scheme, sip ? 'sip' : 'lumpsum') : nfoListPath;
    default:
      return null;
  }
}

/** The MARS options of a product link (spec 1 section 2.6, tile 2: purchase and redeem). */
const marsOptions: Readonly<Record<string, string>> = {
  '': marsPortfoliosPath,
  purchase: marsPortfoliosPath,
  portfolios: marsPortfoliosPath,
  redeem: marsRedeemPath,
};

/** The desk page a link leads to when the desk does its work online; null for a landing. */
export function landingTarget(pathname: string, query: URLSearchParams): string | null {
  if (pathname !== '/prodlogin' && pathname !== '/transact/banner/prodlogin') return null;
  const product = (query.get('prodType') ?? '').toLowerCase();
  const subType = query.get('subType') ?? '';
  const option = subType.toLowerCase();
  if (product === 'mars') return marsOptions[option] ?? null;
  if (product === 'goals' || product === 'help-me-invest')
    return mutualFundOptions[product] ?? null;
  const handoff = handoffLinkTarget(product, option);
  if (handoff) return handoff;
  if (product !== 'mutual-funds' && product !== 'mf') return null;
  return schemeOption(option, query) ?? mutualFundOptions[option] ?? null;
}

/**
 * Where a dashboard tile of a product the desk does not run itself leads: the hand-over to the
 * online-trading host, or the landing that says whom to contact.
 */
export function productLandingPath(productId: string): string {
  if (isHandoffProduct(productId)) return handoffPath(productId);
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
  if (pathname === '/banks-mandate-auth' || pathname === '/mandate-auth-details') {
    return {
      title: 'Bank mandate authorisation',
      about: `A bank mandate waits for your authorisation. ${notOffered}`,
      params: [['id', 'Mandate reference']],
    };
  }
  return {
    title: pathname.startsWith('/dclogin') ? 'Distributor login set-up' : 'Create your login',
    about: `You followed a link to set up a login. ${notOffered}`,
    params: [],
  };
}
