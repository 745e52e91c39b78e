import type { TMarsPendingTrxn, TPendingTrxn } from '@cdesk/domain';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { authCalls } from '../auth-calls';

export interface Pending {
  trxns: TPendingTrxn[];
  mars: TMarsPendingTrxn[];
  /** Why the MARS list could not be read ('' when it was). */
  marsError: string;
}

/** The transactions waiting for the client, the MARS switches apart. */
export async function loadPending(ucc: string, signal: AbortSignal): Promise<Pending> {
  const [list, mars] = await Promise.all([
    authCalls.list(signal),
    authCalls.marsList(ucc, signal).then(
      (reply) => ({ trxns: reply.trxns, error: '' }),
      (caught: unknown) => {
        if (caught instanceof ApiError && caught.status === 401) throw caught;
        return { trxns: [] as TMarsPendingTrxn[], error: errorMessage(caught) };
      },
    ),
  ]);
  const marsIds = new Set(mars.trxns.map((t) => t.trxnId));
  return {
    trxns: list.trxns.filter((t) => !marsIds.has(t.trxnId)),
    mars: mars.trxns,
    marsError: mars.error,
  };
}
