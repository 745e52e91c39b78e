/** Integer paise as plain rupee text with two decimals: 500050n -> '5000.50'. */
export function paiseToRupeeText(paise: bigint): string {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export const sumPaise = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

/**
 * Rupees typed by a person ('1,20,000.5', '₹ 500') as integer paise; null when it is not an amount
 * or has more than two decimals.
 */
export function parseRupeesToPaise(text: string): bigint | null {
  const cleaned = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** The largest amount an order may carry: ten crore rupees keeps every sum a safe integer. */
export const maxOrderPaise = 100_000_000_000n;

/** Rupee text as the wire carries it ('5000.50', '5,000.5', '₹ 5000') as paise; null when it is not an amount. */
export function rupeesToPaise(text: string): bigint | null {
  const paise = parseRupeesToPaise(text);
  return paise === null || paise > maxOrderPaise ? null : paise;
}
