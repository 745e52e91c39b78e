import { formatPaise, parseRupeesToPaise } from '@cdesk/domain';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { purchaseCalls } from './purchase-calls';

export interface BrokerageState {
  paise: bigint;
  rate: string;
  loading: boolean;
}

/** getBrokerageForDirPlan for a regular plan, asked again 400 ms after the amount settles. */
export function useBrokerage(schCode: number | null, amount: string): BrokerageState {
  const purAmount = amount.replace(/,/g, '').trim();
  const reply = useGatewayLoad(
    schCode === null ? null : `brok:${schCode}:${purAmount}`,
    () => purchaseCalls.getBrokerageForDirPlan({ schCode: schCode ?? 0, purAmount }),
    { debounceMs: 400 },
  );
  return {
    paise: reply.data ? (parseRupeesToPaise(reply.data.brokAmount) ?? 0n) : 0n,
    rate: reply.data?.brokRate ?? '',
    // With no scheme nothing is asked, so nothing is on its way.
    loading: schCode !== null && reply.state.status === 'loading',
  };
}

/** Regular plans pay the partner: the investor sees how much, before adding to the cart. */
export function BrokerageLine({ state }: { state: BrokerageState }) {
  return (
    <p
      className="flex justify-between gap-3 rounded-card bg-subtle px-3 py-2.5 text-sm"
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
