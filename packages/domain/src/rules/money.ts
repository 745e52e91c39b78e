/** Money in memory: integer paise. Numbers appear only at the wire, through the codec below. */
export type Paise = bigint;

/**
 * Paise as the wire carries them, a plain JSON integer. Amounts past 2^53 would lose paise in a
 * JavaScript number, so they are refused rather than rounded.
 */
export function paiseToWire(paise: Paise): number {
  const wire = Number(paise);
  if (!Number.isSafeInteger(wire)) throw new RangeError(`Paise beyond a safe integer: ${paise}`);
  return wire;
}

/** Integer paise from the wire; a fraction of a paisa or an unsafe integer is refused. */
export function paiseFromWire(wire: number): Paise {
  if (!Number.isSafeInteger(wire)) throw new RangeError(`Not integer paise: ${wire}`);
  return BigInt(wire);
}

/** Integer paise as plain rupee text with two decimals: 500050n -> '5000.50'. */
export function paiseToRupeeText(paise: Paise): string {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export const sumPaise = (values: readonly Paise[]): Paise => values.reduce((a, b) => a + b, 0n);

/**
 * Rupees typed by a person ('1,20,000.5', '₹ 500') as integer paise; null when it is not an amount
 * or has more than two decimals.
 */
export function parseRupeesToPaise(text: string): Paise | null {
  const cleaned = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** The largest amount an order may carry: ten crore rupees keeps every sum a safe integer. */
export const maxOrderPaise: Paise = 100_000_000_000n;

/** Rupee text as the wire carries it ('5000.50', '5,000.5', '₹ 5000') as paise; null when it is not an amount. */
export function rupeesToPaise(text: string): Paise | null {
  const paise = parseRupeesToPaise(text);
  return paise === null || paise > maxOrderPaise ? null : paise;
}
