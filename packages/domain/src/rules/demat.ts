/**
 * Demat accounts and equity holdings at the depository. Quantities are whole shares and a closing
 * price is integer paise, so a holding's value is their exact product: nothing is rounded.
 */
import type { Paise } from './money.js';
import { divideRounded, parseScaled } from './portfolio-valuation.js';

/** The depositories and the distributor's own participant id with each (spec 2 section 9). */
export const depositoryNames = ['NSDL', 'CDSL'] as const;
export type DepositoryName = (typeof depositoryNames)[number];
export const distributorDpIds: Record<DepositoryName, string> = {
  NSDL: 'IN304262',
  CDSL: '12064200',
};

export interface DematAccount {
  depository: DepositoryName;
  /** NSDL: IN and 6 digits; CDSL: 8 digits. */
  dpId: string;
  /** The investor's 8-digit client id with the participant. */
  clientId: string;
}

/**
 * A demat account number as the desk keeps it: NSDL 'IN' + 6-digit DP id + 8-digit client id,
 * CDSL a 16-digit BO id (8-digit DP id + 8-digit client id). Null for anything else.
 */
export function parseDematAccount(accountNo: string): DematAccount | null {
  const text = accountNo.trim().toUpperCase();
  const nsdl = /^(IN\d{6})(\d{8})$/.exec(text);
  if (nsdl) return { depository: 'NSDL', dpId: nsdl[1] ?? '', clientId: nsdl[2] ?? '' };
  const cdsl = /^(\d{8})(\d{8})$/.exec(text);
  if (cdsl) return { depository: 'CDSL', dpId: cdsl[1] ?? '', clientId: cdsl[2] ?? '' };
  return null;
}

/** 12345678 -> ****5678: the investor recognises it, a screenshot does not give it away. */
export function maskClientId(clientId: string): string {
  return `${'*'.repeat(Math.max(clientId.length - 4, 0))}${clientId.slice(-4)}`;
}

/** Shares x closing price in paise, exact: 250 shares at ₹2,845.65 -> 250 x 284565 = 71141250 paise. */
export function dematValuePaise(quantity: bigint, pricePaise: Paise): Paise {
  if (quantity < 0n) throw new RangeError(`A holding cannot be negative: ${quantity}`);
  if (pricePaise < 0n) throw new RangeError(`A price cannot be negative: ${pricePaise}`);
  return quantity * pricePaise;
}

/**
 * A price in rupees as a depository sends it ('2845.65', '1.2345') as paise, rounded once to the
 * paisa, halves away from zero, as everywhere in the desk; null when it is not a price.
 */
export function rupeePriceToPaise(text: string): Paise | null {
  if (!/^\d{1,9}(\.\d{1,6})?$/.test(text.trim())) return null;
  const { value, scale } = parseScaled(text);
  // rupees x 100 = paise; value / 10^scale rupees -> value x 100 / 10^scale paise.
  return divideRounded(value * 100n, 10n ** BigInt(scale));
}

/** What the holdings of an account are worth together. */
export function dematTotalPaise(holdings: readonly { valuePaise: Paise }[]): Paise {
  return holdings.reduce((sum, h) => sum + h.valuePaise, 0n);
}

/** The longest period a demat transaction statement covers in one call. */
export const dematStatementMaxDays = 366;

/**
 * An ISIN (ISO 6166): two letters of country, nine letters or digits, and a Luhn check digit over
 * the letters read as numbers (A = 10 ... Z = 35). INE002A01018 (Reliance Industries) passes.
 */
export function isValidIsin(isin: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin)) return false;
  const digits = [...isin].map((c) => parseInt(c, 36).toString()).join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
