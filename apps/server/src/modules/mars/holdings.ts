import { randomBytes } from 'node:crypto';
import {
  divideRounded,
  gainOf,
  istDate,
  marsMessages,
  heldCostOf,
  paiseToRupeeText,
  parseScaled,
  rescale,
  scaledToString,
  splitByWeights,
  sumPaise,
  unitDecimals,
  addUnitsText,
  valuePaise,
  weightText,
  type Paise,
  type TMarsHolding,
  type TPurchaseItemParsed,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { PortfolioService } from '../portfolio/index.js';
import type { SchemeService } from '../schemes/index.js';
import { rupeeStep, type MarsCatalogue } from './catalogue.js';
import * as repo from './repository.js';

/** An order that bought a MARS portfolio, as checkout keeps it. */
export interface MarsOrder {
  orderRef: string;
  schemeCode: number;
  amountPaise: Paise;
  status: string;
  folioNo: string;
}

/** Reads the orders placed under a MARS target number (checkout answers). */
export interface MarsOrderReader {
  ordersOfMarsTarget(accountId: number, marsTarNo: string): Promise<MarsOrder[]>;
}

/** One scheme of a holding, valued. */
interface HeldScheme {
  row: repo.MarsTargetSchemeRow;
  schemeName: string;
  folioNo: string;
  unitsThousandths: bigint;
  investedPaise: Paise;
  valuePaise: Paise;
  pendingPaise: Paise;
  nav: string;
  navDate: string;
}

export const targetNotFound = () =>
  new AppError(400, 'MARS_TARGET_NOT_FOUND', marsMessages.holdingNotFound);

function newMarsTarNo(now: Date): string {
  return `MT${istDate(now).replace(/-/g, '').slice(2)}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * The investor's MARS holdings: a target number per portfolio held, mapped to the folios and
 * schemes it holds. A holding is what those folios hold of those schemes, valued at the latest
 * NAV, with what is paid for and waiting for units; buying one of its schemes outside the
 * portfolio adds to that folio, which is why the purchase screen asks first.
 */
export class MarsHoldings {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalogue: MarsCatalogue,
    private readonly schemes: SchemeService,
    private readonly portfolio: PortfolioService,
    private readonly orders: MarsOrderReader,
  ) {}

  /**
   * The target a new investment in the portfolio goes under: the investor's newest one of it, or
   * a new one, with every scheme of the portfolio mapped to it.
   */
  async targetFor(accountId: number, marsId: string): Promise<string> {
    const definition = await this.catalogue.definition(marsId);
    if (!definition) throw new AppError(400, 'MARS_NOT_FOUND', marsMessages.portfolioNotFound);
    let marsTarNo = (await repo.newestTargetOf(this.db, accountId, marsId))?.marsTarNo;
    while (!marsTarNo) {
      const candidate = newMarsTarNo(this.clock.businessNow());
      const created = await repo.insertTarget(this.db, {
        marsTarNo: candidate,
        accountId,
        marsId,
        source: 'PURCHASE',
      });
      if (created) marsTarNo = candidate;
    }
    await repo.mapSchemes(
      this.db,
      definition.views.map((view) => ({
        marsTarNo: marsTarNo,
        accountId,
        schemeCode: view.schemeCode,
        amc: view.amc,
      })),
    );
    return marsTarNo;
  }

  /**
   * Records a MARS switch the investor authorised: the target under the transaction's number,
   * every scheme of the portfolio mapped to it, and the folios the switch moves units into. Safe
   * to repeat.
   */
  async recordSwitch(input: {
    accountId: number;
    marsTarNo: string;
    marsId: string;
    legs: readonly { folioNo: string; schemeCode: number }[];
  }): Promise<void> {
    const definition = await this.catalogue.definition(input.marsId);
    if (!definition) throw new AppError(400, 'MARS_NOT_FOUND', marsMessages.portfolioNotFound);
    await repo.insertTarget(this.db, {
      marsTarNo: input.marsTarNo,
      accountId: input.accountId,
      marsId: input.marsId,
      source: 'SWITCH',
    });
    const target = await repo.target(this.db, input.marsTarNo);
    if (!target || target.accountId !== input.accountId || target.marsId !== input.marsId)
      throw targetNotFound();
    await repo.mapSchemes(
      this.db,
      definition.views.map((view) => ({
        marsTarNo: input.marsTarNo,
        accountId: input.accountId,
        schemeCode: view.schemeCode,
        amc: view.amc,
        folioNo: input.legs.find((leg) => leg.schemeCode === view.schemeCode)?.folioNo ?? '',
      })),
    );
  }

  /** The account's own target, or a refusal. */
  async ownTarget(accountId: number, marsTarNo: string): Promise<repo.MarsTargetRow> {
    const target = await repo.target(this.db, marsTarNo);
    if (!target || target.accountId !== accountId) throw targetNotFound();
    return target;
  }

  /** What a target holds, scheme by scheme; the folio of a first purchase once it is allotted. */
  private async held(target: repo.MarsTargetRow): Promise<HeldScheme[]> {
    const rows = await repo.targetSchemes(this.db, [target.marsTarNo]);
    const orders = await this.orders.ordersOfMarsTarget(target.accountId, target.marsTarNo);
    const navs = await this.schemes.latestNavs(rows.map((r) => r.schemeCode));
    const held: HeldScheme[] = [];
    for (const row of rows) {
      const mine = orders.filter((o) => o.schemeCode === row.schemeCode);
      let folioNo = row.folioNo;
      if (!folioNo) {
        folioNo = mine.find((o) => o.status === 'ALLOTTED' && o.folioNo)?.folioNo ?? '';
        if (folioNo) await repo.setFolio(this.db, row.marsTarNo, row.schemeCode, folioNo);
      }
      const movements = folioNo
        ? await this.portfolio.movements(target.accountId, { folioNo, schemeCode: row.schemeCode })
        : [];
      const scheme = await this.schemes.get(row.schemeCode);
      // The cost of the units held, as the portfolio and the capital-gains statement count it.
      const position = heldCostOf(
        movements.map((m) => ({
          flow: m.flow === 'OUT' ? 'OUT' : 'IN',
          on: m.navDate,
          units: m.units,
          nav: m.nav,
          stampDutyPaise: m.stampDutyPaise,
        })),
        scheme?.attributes.lockInDays ?? 0,
      );
      const nav = navs.get(row.schemeCode);
      const units = addUnitsText(position.lots.map((lot) => lot.units));
      held.push({
        row,
        schemeName: scheme?.name ?? '',
        folioNo,
        unitsThousandths: rescale(parseScaled(units), unitDecimals),
        investedPaise: position.costPaise,
        valuePaise: nav ? valuePaise(units, nav.nav) : 0n,
        pendingPaise: sumPaise(mine.filter((o) => o.status === 'PAID').map((o) => o.amountPaise)),
        nav: nav?.nav ?? '',
        navDate: nav?.navDate ?? '',
      });
    }
    return held;
  }

  private static isLive(held: readonly HeldScheme[]): boolean {
    return held.some((h) => h.unitsThousandths > 0n || h.pendingPaise > 0n);
  }

  /** The holding of a target as the contracts show it; null when it holds nothing yet. */
  async holding(target: repo.MarsTargetRow): Promise<TMarsHolding | null> {
    const held = await this.held(target);
    if (!MarsHoldings.isLive(held)) return null;
    const definition = await this.catalogue.definition(target.marsId);
    const weightOf = new Map(
      definition?.rows.schemes.map((s) => [s.schemeCode, s.weightBps]) ?? [],
    );
    const order = new Map(definition?.views.map((v, i) => [v.schemeCode, i]) ?? []);
    held.sort((a, b) => (order.get(a.row.schemeCode) ?? 99) - (order.get(b.row.schemeCode) ?? 99));
    const total = sumPaise(held.map((h) => h.valuePaise));
    const invested = sumPaise(held.map((h) => h.investedPaise));
    const gain = gainOf(total, invested);
    return {
      marsId: target.marsId,
      name: definition?.rows.portfolio.name ?? target.marsId,
      marsTarNo: target.marsTarNo,
      currentValue: paiseToRupeeText(total),
      schemes: held.map((h) => ({
        schcode: h.row.schemeCode,
        schemeName: h.schemeName,
        folioNo: h.folioNo,
        units: scaledToString(h.unitsThousandths, unitDecimals),
        value: paiseToRupeeText(h.valuePaise),
        nav: h.nav,
        navDate: h.navDate,
        targetWeight: weightText(weightOf.get(h.row.schemeCode) ?? 0),
        currentWeight:
          total > 0n ? scaledToString(divideRounded(h.valuePaise * 10_000n, total), 2) : '0.00',
        pendingAmount: paiseToRupeeText(h.pendingPaise),
      })),
      investedAmount: paiseToRupeeText(invested),
      pendingAmount: paiseToRupeeText(sumPaise(held.map((h) => h.pendingPaise))),
      gainAmount: paiseToRupeeText(gain.gainPaise),
      gainPercent: gain.gainPercent ?? '',
    };
  }

  /** The investor's MARS holdings, oldest first: those with units or units on their way. */
  async holdings(accountId: number): Promise<TMarsHolding[]> {
    const list: TMarsHolding[] = [];
    for (const target of await repo.targetsOf(this.db, accountId)) {
      const holding = await this.holding(target);
      if (holding) list.push(holding);
    }
    return list;
  }

  /** The folios and schemes a target holds units of now, for a redemption. */
  async heldSchemes(target: repo.MarsTargetRow) {
    return (await this.held(target))
      .filter((h) => h.folioNo && h.unitsThousandths > 0n)
      .map((h) => ({ folioNo: h.folioNo, schemeCode: h.row.schemeCode, schemeName: h.schemeName }));
  }

  /** The name of the MARS portfolio the investor holds that has the scheme, or null. */
  async heldPortfolioWith(accountId: number, schemeCode: number): Promise<string | null> {
    const mapped = await repo.targetSchemeOf(this.db, accountId, schemeCode);
    if (!mapped) return null;
    const target = await repo.target(this.db, mapped.marsTarNo);
    if (!target || !MarsHoldings.isLive(await this.held(target))) return null;
    return (await this.catalogue.definition(target.marsId))?.rows.portfolio.name ?? null;
  }

  /**
   * Spec 1 section 2.6 and getMarsInvestment: a cart's MARS lines are each target's whole
   * portfolio, one line per scheme, all lumpsum or all SIP on one schedule, the amounts the split
   * of their total by the weights, the total at least the portfolio's minimum. The first issue's
   * message, or null.
   */
  async cartIssue(
    accountId: number,
    items: readonly TPurchaseItemParsed[],
  ): Promise<string | null> {
    const byTarget = new Map<string, TPurchaseItemParsed[]>();
    for (const item of items) {
      if (!item.marsTarNo) continue;
      byTarget.set(item.marsTarNo, [...(byTarget.get(item.marsTarNo) ?? []), item]);
    }
    for (const [marsTarNo, lines] of byTarget) {
      const target = await repo.target(this.db, marsTarNo);
      if (!target || target.accountId !== accountId) return marsMessages.targetNotFound;
      const definition = await this.catalogue.definition(target.marsId);
      if (!definition) return marsMessages.portfolioNotFound;
      const ordered = definition.views.map((v) =>
        lines.filter((line) => line.schcode === v.schemeCode),
      );
      if (lines.length !== definition.views.length || ordered.some((found) => found.length !== 1))
        return marsMessages.wholePortfolio;
      const kinds = new Set(lines.map((l) => (l.trxnType === 'SIP' ? 'SIP' : 'PIP')));
      const schedules = new Set(lines.map((l) => JSON.stringify(l.sip ?? null)));
      if (kinds.size !== 1 || schedules.size !== 1 || lines.some((l) => l.trxnType.startsWith('N')))
        return marsMessages.wholePortfolio;
      const sip = kinds.has('SIP');
      if (sip && !definition.sipAllowed) return marsMessages.sipNotAllowed;
      const amounts = ordered.map((found) => found[0]?.totalAmount ?? 0n);
      const total = sumPaise(amounts);
      const minimum = sip ? definition.minSipPaise : definition.minLumpsumPaise;
      if (total < minimum)
        return sip ? marsMessages.minSip(minimum) : marsMessages.minLumpsum(minimum);
      if (total % rupeeStep !== 0n) return marsMessages.wholeRupees;
      const split = splitByWeights(total, definition.weights, rupeeStep);
      if (split.some((share, i) => share !== amounts[i])) return marsMessages.wholePortfolio;
    }
    return null;
  }
}
