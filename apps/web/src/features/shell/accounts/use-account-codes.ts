import {
  allInvestorsCode,
  getAccodeandUccCall,
  shellConstants,
  type TAccodeAndUcc,
  type TGetAccodeAndUccRequest,
  type TGetAccodeAndUccResponse,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { gatewayCall } from '../../../lib/api';
import { accodeSelected, selectSelectedAccode } from '../../../lib/frame-slice';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { useGatewayLoad, type Loaded } from '../../../lib/use-gateway-load';

function getAccodeAndUcc(signal: AbortSignal) {
  const body = {} satisfies TGetAccodeAndUccRequest;
  return gatewayCall(getAccodeandUccCall, body, { signal });
}

/** The stored choice when it is still one of the entries, else the investor's own code. */
export function accodeToSelect(stored: string, entries: readonly TAccodeAndUcc[]): string {
  if (entries.some((entry) => entry.VALUE === stored)) return stored;
  const own = entries.find((entry) => entry.VALUE !== allInvestorsCode);
  return own?.VALUE ?? '';
}

/**
 * Spec 1 section 4.5: the account codes load when the header mounts; two seconds on, the stored
 * choice (or the first code) is selected for the pages to read.
 */
export function useAccountCodes(): Loaded<TGetAccodeAndUccResponse> {
  const codes = useGatewayLoad('accodes', getAccodeAndUcc, { transition: true }).state;
  const stored = useAppSelector(selectSelectedAccode);
  const dispatch = useAppDispatch();
  const [due, setDue] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), shellConstants.accountCodeSelectDelayMs);
    return () => clearTimeout(timer);
  }, []);

  const list = codes.status === 'ready' ? codes.data : null;
  const choice = list && due ? accodeToSelect(stored, list) : null;
  useEffect(() => {
    if (choice !== null && choice !== stored) dispatch(accodeSelected(choice));
  }, [choice, stored, dispatch]);

  return codes;
}
