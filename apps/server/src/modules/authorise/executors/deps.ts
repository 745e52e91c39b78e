import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import type { AccessService, OtpService } from '../../access/index.js';
import type { AuditService } from '../../audit/index.js';
import type {
  OrderService,
  PaymentChoice,
  PaymentLifecycle,
  UpiPayments,
} from '../../checkout/index.js';
import type { PurchaseService } from '../../mutual-funds/index.js';
import type { MarsCatalogue, MarsHoldings } from '../../mars/index.js';
import type { PlanRegistrations, Plans, PlanTwoFactor } from '../../plans/index.js';
import type { PortfolioService } from '../../portfolio/index.js';
import type { SchemeService } from '../../schemes/index.js';
import type { Selling } from '../../selling/index.js';

/** The desk's services an executor places through (each module's public face). */
export interface ExecutorDeps {
  db: Db;
  clock: Clock;
  access: AccessService;
  otp: OtpService;
  audit: AuditService;
  schemes: SchemeService;
  portfolio: PortfolioService;
  orders: OrderService;
  choice: PaymentChoice;
  payments: PaymentLifecycle;
  upi: UpiPayments;
  sell: Selling;
  plans: Plans;
  planRegistrations: PlanRegistrations;
  planTwoFactor: PlanTwoFactor;
  /** The purchase rules a switch SIP's SIP meets (switch SIP and bulk switch SIP). */
  purchase: PurchaseService;
  /** MARS portfolios and holdings, for the MARS switch. */
  mars?: { catalogue: MarsCatalogue; holdings: MarsHoldings };
}
