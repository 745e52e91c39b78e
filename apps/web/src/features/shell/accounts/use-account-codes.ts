import {
  getAccodeandUccCall,
  shellConstants,
  type TAccodeAndUcc,
  type TGetAccodeAndUccRequest,
  type TGetAccodeAndUccResponse,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { gatewayCall } from '../../../lib/api';
import { accodeSelected, allInvestors, selectSelectedAccode } from '../frame/frame-slice';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { useGatewayLoad, type Loaded } from '../../../lib/use-gateway-load';

function getAccodeAndUcc(signal: AbortSignal) {
  const body = {} satisfies TGetAccodeAndUccRequest;
  return gatewayCall(getAccodeandUccCall, body, { signal });
}

/** The stored choice when it is still one of the codes, else the first code. */
export function accodeToSelect(stored: string, codes: readonly TAccodeAndUcc[]): string {
  if (stored === allInvestors && codes.length > 1) return stored;
  if (codes.some((code) => code.accode === stored)) return stored;
  return codes[0]?.accode ?? '';
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
