import {
  handoffOptionLabels,
  handoffOptions,
  isHandoffProduct,
  productCatalogue,
  type ProductId,
} from '@cdesk/domain';
import { marsPortfoliosPath, marsRedeemPath } from '../../lib/paths';
import { instaCashPath, myPlansPath, nfoSwitchPath, redeemPath, switchPath } from '../mutual-funds';
import { fundsListPath, nfoListPath } from '../../lib/paths';
import { handoffPath } from './handoff/handoff-paths';
import { productLandingPath } from './link-landings';

/** An action of a tile: a link where it is enabled; `to` is absent for one shown disabled. */
export interface TileAction {
  label: string;
  to?: string;
}

/** The Mutual Funds tile's seven actions (spec 1 section 2.6, tile 1), in the spec's order. */
const fundActions: readonly TileAction[] = [
  { label: 'Purchase', to: fundsListPath() },
  { label: 'Redeem', to: redeemPath() },
  { label: 'Switch', to: switchPath() },
  { label: 'My systematic plans', to: myPlansPath },
  { label: 'NFO purchase', to: nfoListPath },
  { label: 'NFO switch', to: nfoSwitchPath },
  { label: 'Insta cash', to: instaCashPath },
];

const marsActions: readonly TileAction[] = [
  { label: 'Purchase', to: marsPortfoliosPath },
  { label: 'Redeem', to: marsRedeemPath },
];

/** The National Pension Scheme is listed with every action disabled (spec 1 section 1). */
const npsActions: readonly TileAction[] = [{ label: 'Purchase' }, { label: 'Redeem' }];

/** Where a tile itself leads: the product's own pages, the hand-over, or its landing. */
export function tileTarget(productId: ProductId): string {
  if (productId === 'mutual-funds') return fundsListPath();
  if (productId === 'mars') return marsPortfoliosPath;
  return productLandingPath(productId);
}

/** A tile's actions (spec 1 section 2.6): the desk's own pages, or a hand-over to the host. */
export function tileActions(productId: ProductId): readonly TileAction[] {
  if (productId === 'mutual-funds') return fundActions;
  if (productId === 'mars') return marsActions;
  if (productId === 'enps') return npsActions;
  if (!isHandoffProduct(productId)) return [];
  return handoffOptions[productId]
    .filter((option) => catalogueActions(productId).includes(option))
    .map((option) => ({ label: handoffOptionLabels[option], to: handoffPath(productId, option) }));
}

function catalogueActions(productId: ProductId): readonly string[] {
  return productCatalogue.find((product) => product.id === productId)?.actions ?? [];
}
