import type { RouteObject } from 'react-router';
import {
  instaCashPath,
  nfoSwitchPath,
  redeemBasePath,
  sellAckTypes,
  switchBasePath,
} from './sell-paths';

const redeemPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./redeem-page')).RedeemPage,
});
const switchPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./switch-page')).SwitchPage,
});
const nfoSwitchPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./nfo-switch-page')).NfoSwitchPage,
});
const instaCashPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./insta-cash-page')).InstaCashPage,
});
const ackPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./sell-ack-page')).SellAckPage,
});

/**
 * Selling funds (spec 3 section 2): Redeem/Sell/SWP, Switch/STP, the NFO switch, Insta Cash, the
 * acknowledgement of a sell order and the eDIS return page.
 */
export const sellRoutes: RouteObject[] = [
  ...[
    redeemBasePath,
    '/transact/mutual-funds/allFunds/redeem',
    '/transact/mutual-funds/allFunds/swp',
  ].map((path) => ({ path, lazy: redeemPage })),
  ...[
    switchBasePath,
    '/transact/mutual-funds/allFunds/switch',
    '/transact/mutual-funds/allFunds/stp',
  ].map((path) => ({ path, lazy: switchPage })),
  ...[nfoSwitchPath, '/transact/nfo/switch'].map((path) => ({ path, lazy: nfoSwitchPage })),
  ...[instaCashPath, '/transact/mutual-funds/insta-cash'].map((path) => ({
    path,
    lazy: instaCashPage,
  })),
  // Static segments outrank the purchase acknowledgement's /transact/authorize/:type/achknowledge.
  ...sellAckTypes.map((type) => ({
    path: `/transact/authorize/${type}/achknowledge`,
    lazy: ackPage,
  })),
  {
    path: '/edis-response',
    lazy: async () => ({
      Component: (await import('./edis-response-page')).EdisResponsePage,
    }),
  },
];
