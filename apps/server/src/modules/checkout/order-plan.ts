import {
  isRiskLevel,
  orderMessages,
  type Paise,
  type RiskLevel,
  type TOnConfirmParsed,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Account } from '../access/index.js';
import type { CartItemRules, PlannedOrder } from './cart-items.js';
import * as repo from './order-repository.js';

/** Without a risk profile on record an investor counts as moderate. */
const defaultRiskLevel: RiskLevel = 'Moderate';

export const bad = (code: string, message: string) => new AppError(400, code, message);

/** A cart checked item by item, with the figures the server worked out. */
export interface CartPlan {
  orders: PlannedOrder[];
  totalPaise: Paise;
  brokeragePaise: Paise;
  hasSip: boolean;
}

/** Checks a cart: each item by the purchase rules, then its total and the investor's declarations. */
export class OrderPlanner {
  constructor(
    private readonly db: Db,
    private readonly items: CartItemRules,
  ) {}

  async plan(account: Account, input: TOnConfirmParsed): Promise<CartPlan> {
    const profile = await repo.riskProfileOf(this.db, account.id);
    const investorRisk =
      profile && isRiskLevel(profile.riskLevel) ? profile.riskLevel : defaultRiskLevel;
    const orders = await this.items.planItems(account, input.purchaseItemBean, investorRisk);
    const totalPaise = orders.reduce((sum, p) => sum + p.amountPaise, 0n);
    if (totalPaise !== input.totalAmount) throw bad('TOTAL_MISMATCH', orderMessages.totalMismatch);
    const regular = orders.some((p) => p.view.plan !== 'DIRECT');
    if (regular && input.euinDeclAccepted !== 'Y')
      throw bad('EUIN_DECLARATION', orderMessages.euinDeclaration);
    if (input.isPIPConfirm !== 'Y') {
      for (const p of orders) {
        if (await this.items.recentlyBought(account.id, p.view.schemeCode)) {
          throw new AppError(
            400,
            'MARS_CONFIRM',
            `${orderMessages.repeatPurchase} ${orderMessages.marsConfirm}`,
            'SUCC_WITH_MARS',
          );
        }
      }
    }
    return {
      orders,
      totalPaise,
      brokeragePaise: orders.reduce((sum, p) => sum + p.brokeragePaise, 0n),
      hasSip: orders.some((p) => p.sip !== null),
    };
  }
}
