import {
  paiseToWire,
  type AllocationRow,
  type TAllocationRow,
  type THolding,
  type TValuation,
} from '@cdesk/domain';
import type { HoldingFigures, Valuation } from './valuation.js';

/** A valuation as replies carry it: amounts as integer paise numbers. */
export function valuationView(valuation: Valuation): TValuation {
  return {
    currentValuePaise: paiseToWire(valuation.currentValuePaise),
    investedPaise: paiseToWire(valuation.investedPaise),
    gainPaise: paiseToWire(valuation.gainPaise),
    gainPercent: valuation.gainPercent,
    xirrPercent: valuation.xirrPercent,
  };
}

export function holdingView(
  { accountId: _accountId, ...holding }: HoldingFigures,
  acCode: string,
): THolding {
  return { ...holding, ...valuationView(holding), acCode };
}

export function allocationView(rows: readonly AllocationRow[]): TAllocationRow[] {
  return rows.map((row) => ({ ...row, valuePaise: paiseToWire(row.valuePaise) }));
}
