import {
  isRiskLevel,
  marsMessages,
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

/** The technical message of the confirm's question back (spec 3 section 4). */
export const marsConfirmQuestion = 'SUCC_WITH_MARS';

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
    if (input.isPIPConfirm !== 'Y') await this.askAboutRepeats(account, orders);
    return {
      orders,
      totalPaise,
      brokeragePaise: orders.reduce((sum, p) => sum + p.brokeragePaise, 0n),
      hasSip: orders.some((p) => p.sip !== null),
    };
  }

  /**
   * Spec 3 section 4, confirmation loops: a cart that buys a scheme bought within the last day, or
   * a scheme of a MARS portfolio the investor holds outside that portfolio, places nothing and
   * answers with the technical message SUCC_WITH_MARS, naming the schemes; the same confirm with
   * isPIPConfirm 'Y' places it.
   */
  private async askAboutRepeats(account: Account, orders: PlannedOrder[]): Promise<void> {
    const question = await this.repeatQuestion(
      account,
      orders.map((p) => ({
        schemeCode: p.view.schemeCode,
        name: p.view.name,
        inMarsTarget: Boolean(p.item.marsTarNo),
      })),
    );
    if (question) throw new AppError(400, 'MARS_CONFIRM', question, marsConfirmQuestion);
  }

  /**
   * The SUCC_WITH_MARS question buying these schemes asks, or '' when it asks none: known before
   * the confirm, so that a partner's purchase can ask it with everything else the investor accepts.
   */
  async repeatQuestion(
    account: Account,
    schemes: readonly { schemeCode: number; name: string; inMarsTarget: boolean }[],
  ): Promise<string> {
    const repeated = new Set<string>();
    const inMars = new Set<string>();
    for (const scheme of schemes) {
      if (await this.items.recentlyBought(account.id, scheme.schemeCode)) repeated.add(scheme.name);
      if (
        !scheme.inMarsTarget &&
        (await this.items.heldMarsPortfolio(account.id, scheme.schemeCode))
      )
        inMars.add(scheme.name);
    }
    if (repeated.size === 0 && inMars.size === 0) return '';
    const reasons = [
      ...(repeated.size > 0 ? [orderMessages.repeatPurchaseIn([...repeated])] : []),
      ...(inMars.size > 0 ? [marsMessages.heldInPortfolios([...inMars])] : []),
    ];
    return `${reasons.join(' ')} ${orderMessages.marsConfirm}`;
  }
}
