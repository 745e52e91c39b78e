import type { TGetHeaderByUccRequest, TGetHeaderByUccResponse } from '@cdesk/domain';
import { gatewayCall } from '../../lib/api';

/** POST ewatraderegws/api/profileoperations/getHeaderByUCC: the investor's header bean and modules. */
export function getHeaderByUcc(ucc: string, signal?: AbortSignal) {
  const body = { ucc, calledFrom: 'WEB' } satisfies TGetHeaderByUccRequest;
  return gatewayCall<TGetHeaderByUccResponse>(
    'ewatraderegws/api/profileoperations/getHeaderByUCC',
    body,
    { signal },
  );
}
