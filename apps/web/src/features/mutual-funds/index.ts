import { lazy } from 'react';

/** The buying screens' routes and paths, which checkout leads back to, and a fund's page. */
export { purchaseRoutes } from './purchase/purchase-routes';
/** The selling screens' routes, and the paths the portfolio and the funds list lead to. */
export { sellRoutes } from './sell/sell-routes';
export { instaCashPath, nfoSwitchPath, redeemPath, switchPath } from './sell/sell-paths';
export type { HoldingRef } from './sell/sell-paths';
export { myPlansPath } from './plans/plans-paths';
export { planRoutes } from './plans/plans-routes';
/** New fund offers; what the goals and MARS areas show of a fund and share of buying and selling. */
export { nfoRoutes } from './nfo/nfo-routes';
export { navText, ReturnFigure, RiskBadge } from './schemes/figures';
export { InvestButtons } from './schemes/invest-buttons';
export { AmountField } from './purchase/amount-field';
export { NomineePrompt } from './purchase/nominee-prompt';
export { TrxnOtp } from './sell/trxn-otp';
export { ackPath as sellAckPath } from './sell/sell-paths';

/** The EMF OTP page of a stop on My systematic plans, for the route that also serves authorisations. */
export const PlanOtpPage = lazy(async () => ({
  default: (await import('./plans/plan-otp-page')).PlanOtpPage,
}));
/** The path of that OTP page, which the app routes with the authorise pages. */
export const planOtpRoutePath = '/transact/authorize/2fa/:flow/OTPValidate';
