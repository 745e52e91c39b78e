import { isHandoffProduct, type HandoffOption, type HandoffProduct } from '@cdesk/domain';

/** The hand-over page (spec 1 section 2.3): /transact/capital-market/rs-redirect?prodType=&subType=. */
export const handoffRoutePath = '/transact/capital-market/rs-redirect';

/** The depository and exchange routes of spec 1 section 2.4: stocks, with that option. */
export const marketRoutePaths = ['/bse', '/nse', '/nsdl', '/cdsl'] as const;

/** A loan link (spec 1 section 2.3): the loan product, its type in `type`. */
export const loanRoutePath = '/transact/loan/processloan';

/** Every address of the hand-over page. */
export const handoffRoutePaths = [handoffRoutePath, ...marketRoutePaths, loanRoutePath];

/** Where the desk hands the investor over to the online-trading host for a product and option. */
export function handoffPath(productId: HandoffProduct, option?: HandoffOption): string {
  const query = new URLSearchParams({ prodType: productId });
  if (option) query.set('subType', option);
  return `${handoffRoutePath}?${query.toString()}`;
}

/** What a hand-over address asks for, as typed: the gateway call checks it. */
export function handoffRequest(
  pathname: string,
  query: URLSearchParams,
): { prodType: string; subType: string } {
  const market = marketRoutePaths.find((path) => path === pathname);
  if (market) return { prodType: 'capital-market', subType: market.slice(1) };
  if (pathname === loanRoutePath)
    return { prodType: 'loan', subType: query.get('type') ?? query.get('subType') ?? '' };
  return { prodType: query.get('prodType') ?? '', subType: query.get('subType') ?? '' };
}

/** The path of a product link (/prodlogin?prodType=&subType=) when the host runs the product. */
export function handoffLinkTarget(prodType: string, subType: string): string | null {
  const product = prodType.toLowerCase();
  if (!isHandoffProduct(product)) return null;
  const query = new URLSearchParams({ prodType: product });
  if (subType) query.set('subType', subType.toLowerCase());
  return `${handoffRoutePath}?${query.toString()}`;
}

/**
 * The menu's items for the products the online-trading host runs (Transact > Stocks & ETFs,
 * Public Offers > Equity IPO...), by lower-case path: the hand-over, with the option each names.
 */
export const handoffMenuItems: Readonly<Record<string, string>> = {
  '/transact/capital-market': handoffPath('capital-market'),
  '/transact/debt-market': handoffPath('debt-market'),
  '/transact/loan': handoffPath('loan'),
  '/transact/loan/njfspl/loans': handoffPath('loan'),
  '/transact/public-offer': handoffPath('public-offer'),
  '/transact/public-offer/equity-ipo': handoffPath('public-offer', 'equityipo'),
  '/transact/public-offer/debt-ipo': handoffPath('public-offer', 'debtipo'),
  '/transact/public-offer/ofs': handoffPath('public-offer', 'ofs'),
  '/transact/public-offer/otb': handoffPath('public-offer', 'otb'),
};
