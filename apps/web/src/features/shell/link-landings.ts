import { isHandoffProduct, normalisePath, productCatalogue } from '@cdesk/domain';
import { goalsPath, helpMeInvestPath } from '../../lib/paths';
import { marsPortfoliosPath, marsRedeemPath } from '../../lib/paths';
import { instaCashPath, myPlansPath, nfoSwitchPath, redeemPath, switchPath } from '../mutual-funds';
import { fundsListPath, investPath, nfoBuyPath, nfoListPath } from '../../lib/paths';
import { portfolioPath } from '../../lib/paths';
import { handoffLinkTarget, handoffMenuItems, handoffPath } from './handoff/handoff-paths';

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

/**
 * Menu items and listed routes whose work the desk does at another path, by lower-case path: the
 * mutual fund reports are the portfolio's tabs, and the products the online-trading host runs are
 * handed over to it.
 */
const deskPages: Readonly<Record<string, string>> = {
  ...handoffMenuItems,
  '/report/mutual-funds/sip-report': portfolioPath('sips'),
  '/report/holding-statement': portfolioPath(),
  '/report/net-worth': portfolioPath(),
  '/ewatomarsredirection': marsPortfoliosPath,
  '/changepwdpin/2fa': '/settings?tab=change-password',
};

/** The desk page a link leads to when the desk does its work online; null for a landing. */
export function landingTarget(pathname: string, query: URLSearchParams): string | null {
  const deskPage = deskPages[normalisePath(pathname)];
  if (deskPage) return deskPage;
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

/**
 * The menu's product items (Transact > Stocks & ETFs, Public Offers > Equity IPO...) by lower-case
 * path: the product, and the option the item names.
 */
const productItems: Readonly<Record<string, readonly [string, string?]>> = {
  '/transact/enps': ['enps'],
};

/** A return from a partner's site that only means something while its request waits. */
function nothingWaiting(title: string, what: string): Landing {
  return {
    title,
    about: `There is no ${what} of yours waiting for this response, so there is nothing to show here. If you started one, its outcome shows on your desk once it is known; your wealth partner can tell you where it stands.`,
    params: [],
  };
}

const accountOpening: Landing = {
  title: 'Account opening',
  about:
    'You followed a link about an account opening. Where an application stands (its steps, the bank mandate, the review and, once approved, the wealth account number) is shown in the application itself: choose Open an account and log in with the mobile number or e-mail ID you registered with.',
  params: [],
};

/** Listed routes whose work the desk does not offer online, by lower-case path. */
const fixedLandings: Readonly<Record<string, Landing>> = {
  '/drfesigncapture': {
    title: 'Dematerialisation request e-sign',
    about: `You followed a link to e-sign a request to dematerialise share certificates. ${notOffered}`,
    params: [],
  },
  '/webview': {
    title: 'Mobile app page',
    about: `You followed a link meant for the mobile app, which the online desk does not show. Please contact your wealth partner for anything it was about.`,
    params: [],
  },
  '/mftranslip': {
    title: 'Mutual fund transaction slip',
    about: `You followed a link to a mutual fund transaction slip. ${notOffered}`,
    params: [],
  },
  '/marsfamilyneed': {
    title: 'MARS family needs',
    about: `You followed a link to plan your family's needs with MARS portfolios. ${notOffered}`,
    params: [],
  },
  '/njcloanlogin': {
    title: 'Loan login',
    about: `You followed a link to log in to your loan account. ${notOffered}`,
    params: [],
  },
  '/njfsplloanlogin': {
    title: 'Loan login',
    about: `You followed a link to log in to your loan account. ${notOffered}`,
    params: [],
  },
  '/pdesk/login': {
    title: 'Partner desk login',
    about:
      'This link is for the partner desk, where wealth partners log in; the client desk does not open it. Investors log in to this desk with their own account, and your wealth partner can help with anything they handle for you.',
    params: [],
  },
  '/mfcentral-auth': {
    title: 'MF Central authorisation',
    about: `You followed a link to let MF Central share your mutual fund details. ${notOffered}`,
    params: [],
  },
  '/epay-now-res': nothingWaiting('Payment response', 'payment'),
  '/esign-response': nothingWaiting('E-sign response', 'e-sign'),
  '/transact/instapur-response': nothingWaiting('Instant purchase response', 'instant purchase'),
  '/account-success': accountOpening,
  '/bank-processing': accountOpening,
};

function productLanding(productId: string, option?: string): Landing | null {
  const product = productCatalogue.find((p) => p.id === productId);
  if (!product) return null;
  const chose = option ? `${option} under ${product.name}` : product.name;
  return {
    title: option ?? product.name,
    about: `You chose ${chose} on your desk. ${notOffered}`,
    params: [['subType', 'Option']],
  };
}

export function landingFor(pathname: string, query = new URLSearchParams()): Landing {
  const path = normalisePath(pathname);
  const fixed = fixedLandings[path];
  if (fixed) return fixed;
  const item = productItems[path];
  const itemLanding = item ? productLanding(...item) : null;
  if (itemLanding) return itemLanding;
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
  const product = productLanding(query.get('prodType') ?? '');
  if (pathname === '/prodlogin' && product) return product;
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
  return {
    title: pathname.startsWith('/dclogin') ? 'Distributor login set-up' : 'Create your login',
    about: `You followed a link to set up a login. ${notOffered}`,
    params: [],
  };
}
