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
