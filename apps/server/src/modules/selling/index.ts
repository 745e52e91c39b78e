/**
 * Selling mutual funds: redemption, switch, NFO switch, insta cash, the POA/DDPI and eDIS
 * permission of demat units and the transaction OTP; systematic plans place their SWP and STP
 * installments through Selling.placePlanRedemption and placePlanSwitch, and authorised
 * partner-placed sales go through Selling.placeAuthorised.
 */
export { SellEngine } from './engine.js';
export { saleAt, type SaleFigures, type SellAsk } from './figures.js';
export { Positions } from './positions.js';
export { sellRoutes } from './routes.js';
export { type AuthorisedSale } from './partner-sales.js';
export {
  type PlanRedemptionInput,
  type PlanSellResult,
  type PlanSwitchInput,
} from './plan-sales.js';
export { type SaleTaxes } from './sale-terms.js';
export { SellWorker } from './worker.js';
export { recordedExitLoads } from './repository.js';
export { insertOrder } from './repository.js';
export { register, type Selling, type SellingArea, type SellingRegistration } from './register.js';
