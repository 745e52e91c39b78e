import { useSearchParams } from 'react-router';
import { useGatewayLoad } from './use-gateway-load';

/** What the e-sign service sends the browser back with. */
export type EsignReturnParams = {
  txnId: string;
  status: string;
  signature: string;
};

/**
 * The e-sign service's return on the page it sends the browser back to: the transaction, its
 * status and signature, read from the address and sent once to the server, which checks them and
 * completes the signing. A return without a transaction is sent too, for the server to refuse,
 * unless `askWithoutTxn` is false (then nothing is asked and the state stays loading).
 */
export function useEsignReturn<T>(
  send: (returned: EsignReturnParams, signal: AbortSignal) => Promise<T>,
  askWithoutTxn = true,
) {
  const [params] = useSearchParams();
  const txnId = params.get('txnId') ?? '';
  const { state } = useGatewayLoad(txnId || askWithoutTxn ? txnId : null, (signal) =>
    send(
      { txnId, status: params.get('status') ?? '', signature: params.get('signature') ?? '' },
      signal,
    ),
  );
  return { txnId, state };
}

/** Sends the browser to the e-sign service, which brings it back to the return page. */
export function leaveForEsign(url: string): void {
  window.location.assign(url);
}
