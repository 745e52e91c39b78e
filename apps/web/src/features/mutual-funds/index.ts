/** The buying screens' routes and paths, which checkout leads back to, and a fund's page. */
export { cartPath, fundsPath, paymentPath, purchasePath } from './purchase/purchase-paths';
export { purchaseRoutes } from './purchase/purchase-routes';
export { fundsListPath, insightPath } from './schemes/links';
/** The selling screens' routes, and the paths the portfolio and the funds list lead to. */
export { sellRoutes } from './sell/sell-routes';
export { instaCashPath, nfoSwitchPath, redeemPath, switchPath } from './sell/sell-paths';
export type { HoldingRef } from './sell/sell-paths';
export { myPlansPath } from './plans/plans-paths';
export { planRoutes } from './plans/plans-routes';
/** Parts other buying and selling screens share: the amount, risk and return figures, the nominee prompt and the transaction OTP. */
export { AmountField } from './purchase/amount-field';
export { NomineePrompt } from './purchase/nominee-prompt';
export { navText, ReturnFigure, RiskBadge } from './schemes/figures';
export { TrxnOtp } from './sell/trxn-otp';
export { ackPath as sellAckPath } from './sell/sell-paths';
