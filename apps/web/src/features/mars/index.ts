/** MARS, the ready-made mutual-fund portfolios: its routes and the paths the shell leads to. */
export { marsPortfolioPath, marsPortfoliosPath, marsRedeemPath } from './mars-paths';
export { marsRoutes } from './mars-routes';
