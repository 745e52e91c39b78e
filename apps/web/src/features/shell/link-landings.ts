import { normalisePath, productCatalogue } from '@cdesk/domain';
import { marsPortfoliosPath, marsRedeemPath } from '../mars';
import { portfolioPath } from '../portfolio';
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

/**
 * Menu items and listed routes whose work the desk does at another path, by lower-case path: the
 * mutual fund reports are the portfolio's tabs.
 */
const deskPages: Readonly<Record<string, string>> = {
  '/report/mutual-funds/transaction-statement': portfolioPath('transactions'),
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

/**
 * The menu's product items (Transact > Stocks & ETFs, Public Offers > Equity IPO...) by lower-case
 * path: the product, and the option the item names.
 */
const productItems: Readonly<Record<string, readonly [string, string?]>> = {
  '/transact/capital-market': ['capital-market'],
  '/transact/debt-market': ['debt-market'],
  '/transact/loan': ['loan'],
  '/transact/loan/njfspl/loans': ['loan', 'Loans'],
  '/transact/public-offer/equity-ipo': ['public-offer', 'Equity IPO'],
  '/transact/public-offer/debt-ipo': ['public-offer', 'Debt IPO'],
  '/transact/public-offer/ofs': ['public-offer', 'Offer for sale'],
  '/transact/public-offer/otb': ['public-offer', 'Offer to buy back'],
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
  about: `You followed a link to open a wealth account or change how it is set up. ${notOffered}`,
  params: [],
};

/** Listed routes whose work the desk does not offer online, by lower-case path. */
const fixedLandings: Readonly<Record<string, Landing>> = {
  '/report/mutual-funds/capital-gain/summary': {
    title: 'Capital gain summary',
    about: `The online desk does not prepare capital gain statements. Please contact your wealth partner, who can send you one and answer any question about it.`,
    params: [],
  },
  '/report/mutual-funds/capital-gain/detail': {
    title: 'Capital gain detail',
    about: `The online desk does not prepare capital gain statements. Please contact your wealth partner, who can send you one and answer any question about it.`,
    params: [],
  },
  '/evoting': {
    title: 'E-voting',
    about: `You followed a link to vote on a company's resolution as a shareholder. ${notOffered}`,
    params: [['requestReference', 'Reference']],
  },
  '/drfesigncapture': {
    title: 'Dematerialisation request e-sign',
    about: `You followed a link to e-sign a request to dematerialise share certificates. ${notOffered}`,
    params: [],
  },
  '/ddpiesigncapture': {
    title: 'DDPI e-sign',
    about: `You followed a link to e-sign a demat debit and pledge instruction (DDPI). ${notOffered}`,
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
  '/tradereg': accountOpening,
  '/register': accountOpening,
  '/account': accountOpening,
  '/account-success': accountOpening,
  '/bank-processing': accountOpening,
};

const accountOpeningPrefixes = ['/tradereg/', '/emftradereg/', '/register/', '/account/'];

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
  if (accountOpeningPrefixes.some((prefix) => path.startsWith(prefix))) return accountOpening;
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
