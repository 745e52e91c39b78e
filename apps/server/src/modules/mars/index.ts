/**
 * MARS, the ready-made mutual-fund portfolios: the portfolios and their returns, investing in one
 * through the purchase cart, the investor's MARS holdings by target number, redeeming them, and
 * recording a MARS switch the investor authorised.
 */
export { MarsCatalogue } from './catalogue.js';
export { MarsHoldings, type MarsOrder, type MarsOrderReader } from './holdings.js';
export { MarsInvestments } from './investments.js';
export { MarsRedemptions } from './redemptions.js';
export { marsRoutes } from './routes.js';
export { openBook, register, type MarsBook } from './register.js';
