import {
  fetchClientAccountsCall,
  searchLoginCall,
  type TRegApplicationSummary,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { regCall } from './reg-gateway';

type Accounts = { njAcNo: string; name: string; accType: string }[];

/** The login's applications, and the accounts it already holds. */
export function useLoginApplications(sessionRefToken: string) {
  const [apps, setApps] = useState<TRegApplicationSummary[] | null>(null);
  const [accounts, setAccounts] = useState<Accounts>([]);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!sessionRefToken) return;
    const controller = new AbortController();
    const { signal } = controller;
    regCall(searchLoginCall, {}, { signal }).then(
      (data) => setApps(data.applications),
      (failure: unknown) => !signal.aborted && setError(errorMessage(failure)),
    );
    regCall(fetchClientAccountsCall, {}, { signal }).then(
      (data) => setAccounts(data.accounts),
      () => undefined,
    );
    return () => controller.abort();
  }, [sessionRefToken]);

  return { apps, accounts, error, setError };
}
