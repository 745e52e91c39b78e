export { planRoutes } from './routes.js';
export { PlanRegistrations } from './registration-service.js';
export {
  InstallmentScheduler,
  installmentRef,
  type PlanUnitsOut,
  type UnitsOutOrder,
} from './scheduler.js';
export { PlanTwoFactor } from './two-factor.js';
export { unitsOutThrough, type PlanSelling } from './units-out.js';
export { register, type Plans, type PlansArea, type PlansRegistration } from './register.js';
