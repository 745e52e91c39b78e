import {
  marsMessages,
  orderMessages,
  parseRupeesToPaise,
  rupeesToPaise,
  splitByWeights,
  type TMarsPortfolio,
} from '@cdesk/domain';

export type InvestKind = 'PIP' | 'SIP';

const weightBps = (weight: string) => Number(rupeesToPaise(weight) ?? 0n);

/** The message that keeps the amount from going on, or null. */
export function marsAmountProblem(
  text: string,
  portfolio: Pick<TMarsPortfolio, 'minLumpsum' | 'minSip'>,
  kind: InvestKind,
): string | null {
  const paise = parseRupeesToPaise(text);
  if (paise === null || paise <= 0n) return orderMessages.amountInvalid;
  if (paise % 100n !== 0n) return marsMessages.wholeRupees;
  const minimum = rupeesToPaise(kind === 'SIP' ? portfolio.minSip : portfolio.minLumpsum) ?? 0n;
  if (paise < minimum)
    return kind === 'SIP' ? marsMessages.minSip(minimum) : marsMessages.minLumpsum(minimum);
  return null;
}

/** How the amount splits across the schemes at their weights (rule splitByWeights), or null. */
export function marsSplit(text: string, portfolio: Pick<TMarsPortfolio, 'schemes'>) {
  const paise = parseRupeesToPaise(text);
  const weights = portfolio.schemes.map((s) => weightBps(s.weight));
  if (paise === null || paise <= 0n || paise % 100n !== 0n) return null;
  try {
    const shares = splitByWeights(paise, weights, 100n);
    return portfolio.schemes.map((s, i) => ({ ...s, paise: shares[i] ?? 0n }));
  } catch {
    return null;
  }
}
