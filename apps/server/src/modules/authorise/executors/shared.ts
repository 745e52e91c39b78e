import { createHash } from 'node:crypto';
import {
  formatPaise,
  paiseToRupeeText,
  type Paise,
  type TAuthTrxnLine,
  type TSellConfirmResponse,
  type TPoaCheck,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import type { AuthorisedSale } from '../../selling/index.js';
import type { AuthOutcome } from '../executor.js';

/** How much a sale takes, as a placement names it (amount already in paise). */
export interface SaleAsk {
  redeemBy: 'AMOUNT' | 'UNITS' | 'ALL';
  amount?: Paise | undefined;
  units?: string | undefined;
}

/**
 * Runs an authorisation; a refusal of the services it calls (a plan not running, units not free,
 * another AMC's scheme...) becomes REFUSED with their own message, and the transaction stays
 * pending. A failure of the desk itself is not a refusal and goes on as it is.
 */
export async function refusing(work: () => Promise<AuthOutcome>): Promise<AuthOutcome> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500)
      return { kind: 'REFUSED', errCode: error.errCode, message: error.displayMessage };
    throw error;
  }
}

/** A short, stable digest of a placement key: references derived from it fit every format. */
export function keyDigest(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16).toUpperCase();
}

/** The key of one leg of a transaction with several (numbered from 1). */
export const legKey = (placementKey: string, leg: number) => `${placementKey}:${leg}`;

/** An acknowledgement of the desk: /transact/authorize/{type}/achknowledge?tid=. */
export const ackPathOf = (type: string, tid: string) =>
  `/transact/authorize/${type.toLowerCase()}/achknowledge?tid=${encodeURIComponent(tid)}`;

/** A detail line with nothing filled in but what is given. */
export function line(fields: Partial<TAuthTrxnLine> & Pick<TAuthTrxnLine, 'srNo' | 'action'>) {
  return {
    schcode: null,
    schemeName: '',
    targetSchcode: null,
    targetSchemeName: '',
    folioNo: '',
    amount: '',
    units: '',
    allUnits: 'N',
    schedule: '',
    planId: null,
    holdingMode: '',
    orderRef: '',
    orderStatus: '',
    ...fields,
  } satisfies TAuthTrxnLine;
}

/** A sale's quantity as the detail line carries it. */
export function askFields(ask: SaleAsk): Pick<TAuthTrxnLine, 'amount' | 'units' | 'allUnits'> {
  return {
    amount:
      ask.redeemBy === 'AMOUNT' && ask.amount !== undefined ? paiseToRupeeText(ask.amount) : '',
    units: ask.redeemBy === 'UNITS' ? (ask.units ?? '') : '',
    allUnits: ask.redeemBy === 'ALL' ? 'Y' : 'N',
  };
}

/** A sale's quantity in words: '₹5,000.00', '12.500 units', 'all units'. */
export function askInWords(ask: SaleAsk): string {
  if (ask.redeemBy === 'AMOUNT') return formatPaise(ask.amount ?? 0n);
  if (ask.redeemBy === 'UNITS') return `${ask.units ?? ''} units`;
  return 'all units';
}

/** The result fields of a placed sale: its reference and, for demat units, the eDIS redirect. */
export function saleResult(reply: TSellConfirmResponse, message: string) {
  const isEdis = reply.IS_EDIS === 'Y';
  return {
    trxnId: reply.trxnId,
    trxnDate: reply.trxnDate,
    IS_EDIS: reply.IS_EDIS,
    edisTrxnNo: reply.edisTrxnNo,
    callurl: reply.edisUrl,
    FLG_POA: isEdis ? ('N' as const) : ('Y' as const),
    DEMAT_POA_MSG: isEdis ? message : '',
  };
}

/** The permission of several holdings together: refused if one is, eDIS if one needs it. */
export function combinedPoa(checks: readonly TPoaCheck[]): TPoaCheck {
  const blocked = checks.find((c) => c.isBlocked === 'Y');
  if (blocked) return blocked;
  const edis = checks.find((c) => c.IS_EDIS === 'Y');
  if (edis) return edis;
  return (
    checks.find((c) => c.mode === 'D') ??
    checks[0] ?? { mode: 'P', FLG_POA: 'Y', IS_EDIS: 'N', isBlocked: 'N', message: '' }
  );
}

/** The switch of each leg of a placement, under its own key. */
export function switchLegSales(
  legs: readonly Omit<AuthorisedSale, 'key'>[],
  placementKey: string,
): AuthorisedSale[] {
  return legs.map((leg, i) => ({
    key: legKey(placementKey, i + 1),
    folioNo: leg.folioNo,
    schCode: leg.schCode,
    redeemBy: leg.redeemBy,
    amount: leg.amount,
    units: leg.units,
    targetSchCode: leg.targetSchCode,
  }));
}
