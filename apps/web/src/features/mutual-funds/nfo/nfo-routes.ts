import { createElement } from 'react';
import { Navigate, useSearchParams, type RouteObject } from 'react-router';
import { nfoBuyPath, nfoListPath, nfoSearchPath } from '../../../lib/paths';

const nfoPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./nfo-page')).NfoPage,
});

/**
 * The NFO purchase of the mutual funds area (spec 3 section 2): with a scheme, its purchase or
 * SIP form; without one, the offers to choose from.
 */
function NfoPurchaseEntry() {
  const [params] = useSearchParams();
  const schCode = Number(params.get('schCode'));
  const to =
    Number.isSafeInteger(schCode) && schCode > 0
      ? nfoBuyPath(schCode, params.get('mode') === 'sip' ? 'sip' : 'lumpsum')
      : nfoListPath;
  return createElement(Navigate, { to, replace: true });
}

/**
 * New fund offers: /transact/nfo with its search, also reached as the menu's Mutual Funds > NFO
 * (/transact/mutual-funds/nfo); buying goes through the NFO purchase and SIP forms.
 */
export const nfoRoutes: RouteObject[] = [
  ...[nfoListPath, nfoSearchPath, '/transact/mutual-funds/nfo'].map((path) => ({
    path,
    lazy: nfoPage,
  })),
  { path: '/transact/mutual-funds/new-fund-offer-nfo-purchase', Component: NfoPurchaseEntry },
];
