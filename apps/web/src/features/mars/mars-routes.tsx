import { Navigate, type RouteObject } from 'react-router';
import { marsBasePath, marsPortfoliosPath, marsRedeemPath } from '../../lib/paths';

const portfoliosPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./portfolios-page')).PortfoliosPage,
});
const portfolioPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./portfolio-page')).PortfolioPage,
});
const redeemPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./redeem-page')).RedeemMarsPage,
});

/** MARS (spec 1 section 2.6, tile 2): Ready MF Portfolios, one portfolio, and Redeem MARS. */
export const marsRoutes: RouteObject[] = [
  { path: marsBasePath, element: <Navigate to={marsPortfoliosPath} replace /> },
  { path: marsPortfoliosPath, lazy: portfoliosPage },
  { path: `${marsPortfoliosPath}/:marsId`, lazy: portfolioPage },
  { path: marsRedeemPath, lazy: redeemPage },
];
