import {
  sellMessages,
  type AuthTransactionType,
  type TAuthTrxnLine,
  type TPlacedTrxnParsed,
  type TPoaCheck,
  type TSellOrder,
} from '@cdesk/domain';
import type { AccessService, Account } from '../../access/index.js';
import type { PortfolioService } from '../../portfolio/index.js';
import type { SchemeService } from '../../schemes/index.js';
import type { AuthorisedSale, Selling } from '../../selling/index.js';
import type {
  AuthExecutor,
  AuthOutcome,
  AuthoriseInput,
  PendingTrxn,
  PlacementCheck,
} from '../executor.js';
import type { ExecutorDeps } from './deps.js';
import { ackPathOf, askFields, line, refusing, saleResult, type SaleAsk } from './shared.js';
import { TargetSips, type TargetSip } from './switch-sip.js';

type SellPlacement = Extract<TPlacedTrxnParsed, { trnType: 'RED' | 'SWI' | 'SWITCHSIP' }>;

/** What the sell executors read and place through. */
export interface SellExecutorDeps {
  sell: Selling;
  schemes: SchemeService;
  portfolio: PortfolioService;
  access: Pick<AccessService, 'accountById'>;
  sips: TargetSips;
}

/** The sell executors' services, from the desk's (a switch SIP needs the purchase rules). */
export function sellDeps(deps: ExecutorDeps): SellExecutorDeps {
  return {
    sell: deps.sell,
    schemes: deps.schemes,
    portfolio: deps.portfolio,
    access: deps.access,
    sips: new TargetSips(deps.purchase, deps.plans, deps.portfolio),
  };
}

/** RED, SWI and SWITCHSIP. */
export const sellExecutor = (deps: ExecutorDeps): AuthExecutor => new SellExecutor(sellDeps(deps));

/** The sale of a placement: a redemption, or the switch of a switch or a switch SIP. */
export function saleOf(trxn: SellPlacement, key: string): AuthorisedSale {
  return {
    key,
    folioNo: trxn.folioNo,
    schCode: trxn.schCode,
    redeemBy: trxn.redeemBy,
    amount: trxn.amount,
    units: trxn.units,
    ...(trxn.trnType === 'RED' ? {} : { targetSchCode: trxn.targetSchCode }),
  };
}

/** The SIP a switch SIP registers into the switch's target. */
function targetSipOf(trxn: Extract<SellPlacement, { trnType: 'SWITCHSIP' }>): TargetSip {
  return {
    schCode: trxn.targetSchCode,
    folioNo: trxn.folioNo,
    amountPaise: trxn.sipAmount,
    freqId: trxn.sip.freqId,
    installmentDate: trxn.sip.installmentDate,
    totalNoOfInst: trxn.sip.totalNoOfInst,
    startDate: trxn.sip.startDate,
    mandateNo: trxn.mandateNo,
  };
}

/** Where the desk acknowledges a placed sale: the selling acknowledgement of its order. */
export const saleAckPath = (order: TSellOrder, trxnId: string) => ackPathOf(order.trxnType, trxnId);

/** The detail line of one sale, with the order it placed once authorised. */
export async function saleLine(
  deps: Pick<SellExecutorDeps, 'sell' | 'schemes' | 'portfolio'>,
  srNo: number,
  pending: PendingTrxn,
  sale: AuthorisedSale & SaleAsk,
): Promise<TAuthTrxnLine> {
  const [from, to, order, folio] = await Promise.all([
    deps.schemes.get(sale.schCode),
    sale.targetSchCode === undefined ? null : deps.schemes.get(sale.targetSchCode),
    deps.sell.authorisedOrder(pending.accountId, sale.key),
    deps.portfolio.folio(sale.folioNo),
  ]);
  const mode = order?.mode ?? (folio?.accountId === pending.accountId ? folio.mode : '');
  return line({
    srNo,
    action: sale.targetSchCode === undefined ? 'Redemption' : 'Switch',
    schcode: sale.schCode,
    schemeName: from?.name ?? '',
    targetSchcode: sale.targetSchCode ?? null,
    targetSchemeName: to?.name ?? '',
    folioNo: sale.folioNo,
    ...askFields(sale),
    holdingMode: mode === 'D' ? 'D' : mode === 'P' ? 'P' : '',
    orderRef: order?.orderRef ?? '',
    orderStatus: order?.statusText ?? '',
  });
}

/**
 * Redemption (RED), switch (SWI) and switch SIP (SWITCHSIP) placed by a partner: authorised, the
 * sale is placed through selling without an OTP (the authorisation is the consent), with the same
 * POA/DDPI and eDIS rules as the investor's own sale; a switch SIP also registers its SIP into the
 * switch's target on the mandate named. Acknowledged on the selling acknowledgement of the order,
 * or for a switch SIP on the authorisation's own acknowledgement of both lines.
 */
export class SellExecutor implements AuthExecutor {
  readonly types: readonly AuthTransactionType[] = ['RED', 'SWI', 'SWITCHSIP'];

  constructor(private readonly deps: SellExecutorDeps) {}

  private placementOf(trxn: TPlacedTrxnParsed): SellPlacement {
    if (trxn.trnType !== 'RED' && trxn.trnType !== 'SWI' && trxn.trnType !== 'SWITCHSIP')
      throw new TypeError(`Not a sale: ${trxn.trnType}`);
    return trxn;
  }

  /**
   * A placement the client could authorise now: the holding and the units free for it, the switch
   * target, a switch SIP's SIP and mandate. The demat permission is the authorisation's to decide.
   */
  async validate({ account, trxn }: PlacementCheck): Promise<void> {
    const placement = this.placementOf(trxn);
    await this.deps.sell.checkAuthorised(account, [saleOf(placement, '')], { permission: false });
    if (placement.trnType === 'SWITCHSIP')
      await this.deps.sips.checkAll(account, [targetSipOf(placement)]);
  }

  async describe(pending: PendingTrxn) {
    const trxn = this.placementOf(pending.trxn);
    const key = pending.placementKey;
    const lines = [await saleLine(this.deps, 1, pending, saleOf(trxn, key))];
    if (trxn.trnType === 'SWITCHSIP')
      lines.push(
        await this.deps.sips.lineOf(
          2,
          pending.accountId,
          { ...targetSipOf(trxn), schemeName: lines[0]?.targetSchemeName ?? '' },
          key,
        ),
      );
    const [first] = lines;
    const summary =
      trxn.trnType === 'RED'
        ? (first?.schemeName ?? '')
        : `${first?.schemeName ?? ''} to ${first?.targetSchemeName ?? ''}`;
    return { summary, lines };
  }

  async poa(pending: PendingTrxn): Promise<TPoaCheck> {
    const trxn = this.placementOf(pending.trxn);
    const account = await this.account(pending.accountId);
    return this.deps.sell.poaCheck(account, trxn.folioNo, trxn.schCode);
  }

  private async account(accountId: number): Promise<Account> {
    const account = await this.deps.access.accountById(accountId);
    if (!account) throw new TypeError(`No account ${accountId}`);
    return account;
  }

  authorise(input: AuthoriseInput): Promise<AuthOutcome> {
    const trxn = this.placementOf(input.pending.trxn);
    return refusing(async () => {
      const sip = trxn.trnType === 'SWITCHSIP' ? targetSipOf(trxn) : null;
      // The SIP is checked before the switch is placed, so a refusal places neither.
      if (sip) await this.deps.sips.checkAll(input.account, [sip], input.placementKey);
      const [reply] = await this.deps.sell.placeAuthorised(
        input.account,
        [saleOf(trxn, input.placementKey)],
        { context: input.audit, isRedConfirm: input.request.isRedConfirm },
      );
      if (!reply) throw new TypeError('No sale placed');
      if (sip) await this.deps.sips.registerAll(input.account, [sip], input.placementKey);
      return {
        kind: 'PLACED',
        result: saleResult(reply, sellMessages.edisRedirect),
        ackPath: sip
          ? ackPathOf('SWITCHSIP', input.encEncodedTrxnId)
          : saleAckPath(reply.order, reply.trxnId),
      };
    });
  }
}
