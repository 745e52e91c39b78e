/**
 * XIRR: the annual rate r at which the dated cash flows are worth nothing today,
 * sum(amount / (1 + r)^(days / 365)) = 0, as spreadsheets define it. A rate is not money, so
 * floating point is fine here; the amounts come in as integer paise.
 */
import type { Paise } from './money.js';

export interface CashFlow {
  /** YYYY-MM-DD. */
  date: string;
  /** Negative for money invested, positive for money received (or the value held today). */
  amountPaise: Paise;
}

const dayMs = 86_400_000;
const tolerance = 1e-9;
const lowestRate = -0.999_999;
const highestRate = 1e6;

function dayNumber(iso: string): number {
  const time = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: '${iso}'`);
  return time / dayMs;
}

/** The annual rate as a fraction (0.1234 for 12.34 %); null when the flows have no rate. */
export function xirr(flows: readonly CashFlow[]): number | null {
  const points = flows
    .filter((flow) => flow.amountPaise !== 0n)
    .map((flow) => ({ day: dayNumber(flow.date), amount: Number(flow.amountPaise) }));
  if (!points.some((p) => p.amount < 0) || !points.some((p) => p.amount > 0)) return null;
  const first = Math.min(...points.map((p) => p.day));
  const years = points.map((p) => ({ t: (p.day - first) / 365, amount: p.amount }));
  if (years.every((p) => p.t === 0)) return null;
  const scale = Math.max(...years.map((p) => Math.abs(p.amount)));
  const npv = (rate: number) =>
    years.reduce((sum, p) => sum + p.amount / scale / (1 + rate) ** p.t, 0);
  const slope = (rate: number) =>
    years.reduce((sum, p) => sum - (p.t * p.amount) / scale / (1 + rate) ** (p.t + 1), 0);

  let rate = 0.1;
  for (let i = 0; i < 50; i += 1) {
    const value = npv(rate);
    if (Math.abs(value) < tolerance) return rate;
    const derivative = slope(rate);
    if (!Number.isFinite(derivative) || derivative === 0) break;
    const next = rate - value / derivative;
    if (!Number.isFinite(next) || next <= lowestRate) break;
    if (Math.abs(next - rate) < 1e-12) return next;
    rate = next;
  }
  return bisect(npv);
}

/** Bisection over the whole range of rates, for flows where Newton's steps run away. */
function bisect(npv: (rate: number) => number): number | null {
  let low = lowestRate;
  let high = highestRate;
  let lowValue = npv(low);
  if (!Number.isFinite(lowValue) || lowValue * npv(high) > 0) return null;
  for (let i = 0; i < 300; i += 1) {
    const mid = (low + high) / 2;
    const value = npv(mid);
    if (Math.abs(value) < tolerance || high - low < 1e-12) return mid;
    if (lowValue * value < 0) high = mid;
    else {
      low = mid;
      lowValue = value;
    }
  }
  return (low + high) / 2;
}
