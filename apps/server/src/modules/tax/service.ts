import {
  capitalGainsTaxEstimate,
  financialYearOf,
  firstEstimatedYear,
  harvestUnits,
  paiseToWire,
  parseScaled,
  rescale,
  saleTax,
  scaledToString,
  schemeDisplayName,
  taxMessages,
  taxSlabChoices,
  unitDecimals,
  type GainForTax,
  type PurchaseLot,
  type TSaleTax,
  type TTaxHarvestingResponse,
  type TTaxSlabResponse,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import { saleAt, type Positions, type SaleTaxes } from '../selling/index.js';
import * as repo from './repository.js';
import { yearGainsOf, type YearGainsDeps } from './year-gains.js';

const milli = (units: string) => rescale(parseScaled(units), unitDecimals);

/** The lots left once units already being sold have taken the oldest ones. */
function afterPending(lots: readonly PurchaseLot[], pendingUnits: string): PurchaseLot[] {
  let pending = milli(pendingUnits);
  const left: PurchaseLot[] = [];
  for (const lot of lots) {
    const units = milli(lot.units);
    const taken = pending < units ? pending : units;
    pending -= taken;
    if (taken < units) left.push({ ...lot, units: scaledToString(units - taken, unitDecimals) });
  }
  return left;
}

/**
 * The investor's income-tax slab for the estimates, the estimated tax of one sale (for the sell
 * preview) and the tax harvesting report: units to sell and buy back within the s. 112A exemption.
 */
export class TaxService implements SaleTaxes {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly positions: Positions,
    private readonly gains: YearGainsDeps,
  ) {}

  async slab(accountId: number): Promise<TTaxSlabResponse> {
    return { slabBasisPoints: await repo.slabOf(this.db, accountId), choices: [...taxSlabChoices] };
  }

  async saveSlab(
    accountId: number,
    slabBasisPoints: number | null,
  ): Promise<TTaxSlabResponse & { message: string }> {
    await repo.saveSlab(this.db, accountId, slabBasisPoints, this.clock.businessNow());
    return {
      ...(await this.slab(accountId)),
      message: slabBasisPoints === null ? taxMessages.slabCleared : taxMessages.slabSaved,
    };
  }

  /** The tax of a sale priced on `on`, over the gains its year has booked; null before s. 112A. */
  async ofSale(accountId: number, on: string, sale: GainForTax[]): Promise<TSaleTax | null> {
    const financialYear = financialYearOf(on);
    if (financialYear < firstEstimatedYear) return null;
    const [yearGains, slabBasisPoints] = await Promise.all([
      yearGainsOf(this.gains, accountId, financialYear),
      repo.slabOf(this.db, accountId),
    ]);
    const tax = saleTax({ financialYear, yearGains, saleGains: sale, slabBasisPoints });
    return {
      financialYear,
      taxPaise: paiseToWire(tax.taxPaise),
      exemptionLimitPaise: paiseToWire(tax.exemptionLimitPaise),
      exemptionUsedPaise: paiseToWire(tax.exemptionUsedPaise),
      exemptionLeftPaise: paiseToWire(tax.exemptionLeftPaise),
      notIncluded: tax.notIncluded,
    };
  }

  async harvesting(accountId: number): Promise<TTaxHarvestingResponse> {
    const on = businessDate(this.clock);
    const financialYear = financialYearOf(on);
    const [yearGains, slabBasisPoints, positions] = await Promise.all([
      yearGainsOf(this.gains, accountId, financialYear),
      repo.slabOf(this.db, accountId),
      this.positions.all(accountId),
    ]);
    const estimate = capitalGainsTaxEstimate({ financialYear, gains: yearGains, slabBasisPoints });
    const left = estimate.exemption.leftPaise;
    const rows: TTaxHarvestingResponse['rows'] = [];
    for (const position of positions) {
      if (position.gainsClass !== 'EQUITY' || !position.latest) continue;
      const { nav, navDate } = position.latest;
      const units = harvestUnits({
        lots: afterPending(position.lots, position.pendingUnits),
        on,
        nav,
        lockInDays: position.scheme.attributes.lockInDays,
        gainsClass: position.gainsClass,
        grandfatheringNav: position.scheme.grandfatheringNav,
        budgetPaise: left,
      });
      const sale = /[1-9]/.test(units)
        ? saleAt(position, { redeemBy: 'UNITS', units }, nav, on)
        : null;
      const figures = sale?.ok ? sale.figures : null;
      const scheme = position.scheme;
      rows.push({
        folioNo: position.folioNo,
        schemeCode: position.schemeCode,
        schemeName: schemeDisplayName(scheme.name, scheme.plan, scheme.option),
        heldUnits: scaledToString(
          position.lots.reduce((sum, lot) => sum + milli(lot.units), 0n),
          unitDecimals,
        ),
        units: figures ? units : scaledToString(0n, unitDecimals),
        nav,
        navDate,
        grossPaise: paiseToWire(figures?.grossPaise ?? 0n),
        longTermGainPaise: paiseToWire(figures?.longTermGainPaise ?? 0n),
        exitLoadPaise: paiseToWire(figures?.exitLoadPaise ?? 0n),
      });
    }
    return {
      financialYear,
      asOnDate: on,
      exemptionLimitPaise: paiseToWire(estimate.exemption.limitPaise),
      exemptionUsedPaise: paiseToWire(estimate.exemption.usedPaise),
      exemptionLeftPaise: paiseToWire(left),
      rows,
      notIncluded: estimate.notIncluded,
    };
  }
}
