import { formatPaise, parseRupeesToPaise } from '@cdesk/domain';
import { purchaseCalls, type Brokerage } from './purchase-calls';
import { useRemote } from './use-remote';

export interface BrokerageState {
  paise: bigint;
  rate: string;
  loading: boolean;
}

function brokeragePaise(reply: Brokerage | null): bigint {
  const value = reply?.brokAmount ?? reply?.brokerage;
  return value === undefined ? 0n : (parseRupeesToPaise(String(value)) ?? 0n);
}

/** getBrokerageForDirPlan for a regular plan, asked again 400 ms after the amount settles. */
export function useBrokerage(schCode: string | null, amount: string): BrokerageState {
  const purAmount = amount.replace(/,/g, '').trim();
  const reply = useRemote(
    schCode ? `brok:${schCode}:${purAmount}` : null,
    () => purchaseCalls.getBrokerageForDirPlan({ schCode: schCode ?? '', purAmount }),
    400,
  );
  return {
    paise: brokeragePaise(reply.value),
    rate: reply.value?.brokRate === undefined ? '' : String(reply.value.brokRate),
    loading: reply.loading,
  };
}

/** Regular plans pay the partner: the investor sees how much, before adding to the cart. */
export function BrokerageLine({ state }: { state: BrokerageState }) {
  return (
    <p
      className="flex justify-between rounded-card bg-subtle px-3 py-2.5 text-sm"
      aria-live="polite"
    >
      <span className="text-muted">Brokerage to your partner (regular plan)</span>
      <span className="figures font-medium text-text">
        {state.loading ? '…' : formatPaise(state.paise)}
        {state.rate && !state.loading ? ` (${state.rate}%)` : ''}
      </span>
    </p>
  );
}
