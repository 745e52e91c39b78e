/** Integer paise as plain rupee text with two decimals: 500050n -> '5000.50'. */
export function paiseToRupeeText(paise: bigint): string {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export const sumPaise = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);
