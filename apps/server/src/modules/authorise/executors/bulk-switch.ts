import {
  sellMessages,
  type AuthTransactionType,
  type TAuthConfirmation,
  type TAuthTrxnLine,
  type TPlacedTrxnParsed,
  type TPoaCheck,
} from '@cdesk/domain';
import type { Account } from '../../access/index.js';
import type {
  AuthExecutor,
  AuthOutcome,
  AuthoriseInput,
  PendingTrxn,
  PlacementCheck,
} from '../executor.js';
import type { ExecutorDeps } from './deps.js';
import { saleLine, sellDeps, type SellExecutorDeps } from './sell.js';
import {
  ackPathOf,
  askInWords,
  combinedPoa,
  refusing,
  switchLegSales,
  saleResult,
} from './shared.js';
import type { TargetSip } from './switch-sip.js';

type BulkPlacement = Extract<TPlacedTrxnParsed, { trnType: 'BSWI' | 'BSWISIP' }>;

/** A bulk switch SIP's SIPs: one of the SIP amount into each scheme switched into. */
function targetSipsOf(trxn: BulkPlacement): TargetSip[] {
  if (trxn.trnType !== 'BSWISIP') return [];
  const sips = new Map<number, TargetSip>();
  for (const leg of trxn.legs)
    if (!sips.has(leg.targetSchCode))
      sips.set(leg.targetSchCode, {
        schCode: leg.targetSchCode,
        folioNo: leg.folioNo,
        amountPaise: trxn.sipAmount,
        freqId: trxn.sip.freqId,
        installmentDate: trxn.sip.installmentDate,
        totalNoOfInst: trxn.sip.totalNoOfInst,
        startDate: trxn.sip.startDate,
        mandateNo: trxn.mandateNo,
      });
  return [...sips.values()];
}

/** BSWI and BSWISIP. */
export const bulkSwitchExecutor = (deps: ExecutorDeps): AuthExecutor =>
  new BulkSwitchExecutor(sellDeps(deps));

/**
 * Bulk switch (BSWI) and bulk switch SIP (BSWISIP) placed by a partner: several switches out of
 * the investor's folios, and for BSWISIP a SIP into each scheme switched into. Authorising asks
 * first (CONFIRMATIOM, naming every switch); on yes every switch and SIP is checked, then all are
 * placed together or none; on no nothing is placed and the transaction stays pending.
 */
export class BulkSwitchExecutor implements AuthExecutor {
  readonly types: readonly AuthTransactionType[] = ['BSWI', 'BSWISIP'];

  constructor(private readonly deps: SellExecutorDeps) {}

  private placementOf(trxn: TPlacedTrxnParsed): BulkPlacement {
    if (trxn.trnType !== 'BSWI' && trxn.trnType !== 'BSWISIP')
      throw new TypeError(`Not a bulk switch: ${trxn.trnType}`);
    return trxn;
  }

  /** Every switch and SIP could be placed now; the demat permission is the authorisation's. */
  async validate({ account, trxn }: PlacementCheck): Promise<void> {
    const placement = this.placementOf(trxn);
    await this.deps.sell.checkAuthorised(account, switchLegSales(placement.legs, ''), {
      permission: false,
    });
    await this.deps.sips.checkAll(account, targetSipsOf(placement));
  }

  async describe(pending: PendingTrxn) {
    const trxn = this.placementOf(pending.trxn);
    const key = pending.placementKey;
    const lines: TAuthTrxnLine[] = [];
    for (const [i, sale] of switchLegSales(trxn.legs, key).entries())
      lines.push(await saleLine(this.deps, i + 1, pending, sale));
    for (const sip of targetSipsOf(trxn)) {
      const schemeName = lines.find((l) => l.targetSchcode === sip.schCode)?.targetSchemeName ?? '';
      lines.push(
        await this.deps.sips.lineOf(
          lines.length + 1,
          pending.accountId,
          { ...sip, schemeName },
          key,
        ),
      );
    }
    const switches = lines.filter((l) => l.action === 'Switch');
    const summary = switches.map((l) => `${l.schemeName} to ${l.targetSchemeName}`).join(', ');
    return { summary, lines };
  }

  async poa(pending: PendingTrxn): Promise<TPoaCheck> {
    const trxn = this.placementOf(pending.trxn);
    const account = await this.deps.access.accountById(pending.accountId);
    if (!account) throw new TypeError(`No account ${pending.accountId}`);
    const checks: TPoaCheck[] = [];
    for (const leg of trxn.legs)
      checks.push(await this.deps.sell.poaCheck(account, leg.folioNo, leg.schCode));
    return combinedPoa(checks);
  }

  async question(pending: PendingTrxn): Promise<TAuthConfirmation> {
    const question = await this.bulkQuestion(this.placementOf(pending.trxn));
    return { code: 'CONFIRMATIOM', question };
  }

  /** The question of the confirmation loop, naming each switch. */
  private async bulkQuestion(trxn: BulkPlacement): Promise<string> {
    const legs: string[] = [];
    for (const leg of trxn.legs) {
      const [from, to] = await Promise.all([
        this.deps.schemes.get(leg.schCode),
        this.deps.schemes.get(leg.targetSchCode),
      ]);
      legs.push(
        sellMessages.bulkSwitchLeg(
          askInWords(leg),
          from?.name ?? String(leg.schCode),
          to?.name ?? String(leg.targetSchCode),
          leg.folioNo,
        ),
      );
    }
    return sellMessages.bulkSwitchQuestion(legs);
  }

  /** Every switch and SIP checked, nothing placed: a refusal names the first that cannot be. */
  private async checkAll(account: Account, trxn: BulkPlacement, key: string): Promise<void> {
    await this.deps.sell.checkAuthorised(account, switchLegSales(trxn.legs, key));
    await this.deps.sips.checkAll(account, targetSipsOf(trxn), key);
  }

  authorise(input: AuthoriseInput): Promise<AuthOutcome> {
    const trxn = this.placementOf(input.pending.trxn);
    return refusing(async () => {
      const answer = input.request.isBulkConfirm;
      if (answer === 'N') return { kind: 'DECLINED' };
      if (answer !== 'Y') {
        await this.checkAll(input.account, trxn, input.placementKey);
        return { kind: 'CONFIRM', code: 'CONFIRMATIOM', question: await this.bulkQuestion(trxn) };
      }
      // The SIPs are checked before any switch is placed; the switches all go in one transaction.
      await this.deps.sips.checkAll(input.account, targetSipsOf(trxn), input.placementKey);
      const replies = await this.deps.sell.placeAuthorised(
        input.account,
        switchLegSales(trxn.legs, input.placementKey),
        { context: input.audit, isRedConfirm: input.request.isRedConfirm },
      );
      await this.deps.sips.registerAll(input.account, targetSipsOf(trxn), input.placementKey);
      const shown = replies.find((r) => r.IS_EDIS === 'Y') ?? replies[0];
      if (!shown) throw new TypeError('No switch placed');
      return {
        kind: 'PLACED',
        result: saleResult(shown, sellMessages.edisRedirect),
        ackPath: ackPathOf(trxn.trnType, input.encEncodedTrxnId),
      };
    });
  }
}
