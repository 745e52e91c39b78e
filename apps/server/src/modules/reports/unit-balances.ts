import { parseScaled, rescale, scaledToString, unitDecimals, type Paise } from '@cdesk/domain';
import type { StatementBasis } from '../portfolio/index.js';

type Row = StatementBasis['movements'][number];

export interface SchemeLines {
  schemeCode: number;
  openingUnits: string;
  closingUnits: string;
  inPaise: Paise;
  outPaise: Paise;
  stampDutyPaise: Paise;
  lines: { row: Row; balanceUnits: string }[];
}

const thousandths = (units: string) => rescale(parseScaled(units), unitDecimals);
const unitsText = (value: bigint) => scaledToString(value, unitDecimals);

/**
 * A folio's movements of the period (by trade date) scheme by scheme, with the units held before
 * the period, after each movement and at its end.
 */
export function unitBalances(rows: readonly Row[], from: string, to: string): SchemeLines[] {
  const ordered = [...rows].sort(
    (a, b) =>
      a.tradeDate.localeCompare(b.tradeDate) || a.navDate.localeCompare(b.navDate) || a.id - b.id,
  );
  const schemes = new Map<number, SchemeLines & { held: bigint }>();
  for (const row of ordered) {
    if (row.tradeDate > to) break;
    let scheme = schemes.get(row.schemeCode);
    if (!scheme) {
      scheme = {
        schemeCode: row.schemeCode,
        openingUnits: '0.000',
        closingUnits: '0.000',
        inPaise: 0n,
        outPaise: 0n,
        stampDutyPaise: 0n,
        lines: [],
        held: 0n,
      };
      schemes.set(row.schemeCode, scheme);
    }
    const units = thousandths(row.units);
    scheme.held += row.flow === 'OUT' ? -units : units;
    if (row.tradeDate < from) {
      scheme.openingUnits = unitsText(scheme.held);
    } else {
      if (row.flow === 'OUT') scheme.outPaise += row.amountPaise;
      else scheme.inPaise += row.amountPaise;
      scheme.stampDutyPaise += row.stampDutyPaise;
      scheme.lines.push({ row, balanceUnits: unitsText(scheme.held) });
    }
    scheme.closingUnits = unitsText(scheme.held);
  }
  return [...schemes.values()].map(({ held: _held, ...scheme }) => scheme);
}
