import { productCatalogue, type ProductId } from '../codes/product-catalogue.js';

/**
 * The products of the catalogue (spec 1 section 2.6, tiles 3 to 6) that the online-trading host
 * runs: the desk hands the investor over to it, naming the product and the option.
 */
export const handoffProducts = ['capital-market', 'debt-market', 'loan', 'public-offer'] as const;
export type HandoffProduct = (typeof handoffProducts)[number];

/**
 * The options each product is handed over with: the tile's actions, the depository and exchange
 * routes of spec 1 section 2.4 (/bse, /nse, /nsdl, /cdsl) for stocks, and the loan types a loan
 * link names (spec 1 section 2.3, /transact/loan/processloan).
 */
export const handoffOptions = {
  'capital-market': ['purchase', 'bse', 'nse', 'nsdl', 'cdsl'],
  'debt-market': ['purchase'],
  loan: ['purchase', 'tld', 'bfd', 'cld'],
  'public-offer': ['equityipo', 'debtipo', 'ofs', 'otb'],
} as const satisfies Record<HandoffProduct, readonly string[]>;

export type HandoffOption = (typeof handoffOptions)[HandoffProduct][number];

/** How the option reads on the desk and on the host's page. */
export const handoffOptionLabels: Record<HandoffOption, string> = {
  purchase: 'Purchase',
  bse: 'BSE',
  nse: 'NSE',
  nsdl: 'NSDL',
  cdsl: 'CDSL',
  tld: 'Term loan',
  bfd: 'Loan against fixed deposit',
  cld: 'Consumer loan',
  equityipo: 'Equity IPO',
  debtipo: 'Debt IPO',
  ofs: 'Offer for sale',
  otb: 'Other public offers',
};

export const handoffMessages = {
  npsNoAction:
    'National Pension Scheme: no action is enabled online. Please contact your Wealth Partner for it.',
  notHandedOff: (name: string) =>
    `${name} is done on the desk itself, not on the online-trading host.`,
  unknownProduct: 'Please choose a product: capital-market, debt-market, loan or public-offer.',
  unknownOption: (name: string, options: readonly string[]) =>
    `Please choose an option of ${name}: ${options.join(', ')}.`,
  linkInvalid: 'This link is not valid',
  linkExpired: 'This link has expired',
  linkUsed: 'This link was already used',
  hostUnavailable:
    'Online trading is not available at the moment. Please contact your Wealth Partner.',
} as const;

export function isHandoffProduct(product: string): product is HandoffProduct {
  return (handoffProducts as readonly string[]).includes(product);
}

/** The option a product is handed over with when none is named: its first (its tile's action). */
export function defaultHandoffOption(product: HandoffProduct): HandoffOption {
  return handoffOptions[product][0];
}

export function productName(product: ProductId): string {
  return productCatalogue.find((tile) => tile.id === product)?.name ?? product;
}

/**
 * Why a product and option cannot be handed over, worded for the investor, or null when they can.
 * Codes are compared in lower case; an empty option means the product's default.
 */
export function handoffProblem(product: string, option = ''): string | null {
  const id = product.trim().toLowerCase();
  if (id === 'enps') return handoffMessages.npsNoAction;
  const tile = productCatalogue.find((p) => p.id === id);
  if (!tile) return handoffMessages.unknownProduct;
  if (!isHandoffProduct(tile.id)) return handoffMessages.notHandedOff(tile.name);
  const chosen = option.trim().toLowerCase();
  const allowed: readonly string[] = handoffOptions[tile.id];
  if (chosen !== '' && !allowed.includes(chosen))
    return handoffMessages.unknownOption(tile.name, allowed);
  return null;
}
