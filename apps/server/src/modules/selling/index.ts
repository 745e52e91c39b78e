/**
 * Selling mutual funds: redemption, switch, NFO switch, insta cash, the POA/DDPI and eDIS
 * permission of demat units and the transaction OTP; systematic plans place their SWP and STP
 * installments through SellService.placePlanRedemption and placePlanSwitch, and authorised
 * partner-placed sales go through SellService.placeAuthorised.
 */
export { SellEngine } from './engine.js';
export { saleAt, type SaleFigures, type SellAsk } from './figures.js';
export { Positions } from './positions.js';
export { sellRoutes } from './routes.js';
export {
  SellService,
  type AuthorisedSale,
  type PlanRedemptionInput,
  type PlanSellResult,
  type PlanSwitchInput,
  type SaleTaxes,
} from './service.js';
export { SellWorker } from './worker.js';
export { recordedExitLoads } from './repository.js';
export { insertOrder } from './repository.js';
export { register, type SellingArea, type SellingRegistration } from './register.js';
