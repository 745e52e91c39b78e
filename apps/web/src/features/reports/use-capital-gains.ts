import type { TCapitalGainStatementRequest } from '@cdesk/domain';
import { useState } from 'react';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { useReportAcCode } from '../portfolio';
import { getCapitalGains } from './report-calls';

export type Term = 'ALL' | 'SHORT' | 'LONG';

/** The chosen year, scheme and term of the capital gains statement, and the statement they load. */
export function useCapitalGains() {
  const acCode = useReportAcCode();
  const [financialYear, setFinancialYear] = useState('');
  const [scheme, setScheme] = useState('');
  const [term, setTerm] = useState<Term>('ALL');
  const [folioNo = '', code = '0'] = scheme.split('|');
  const body: TCapitalGainStatementRequest = {
    acCode: acCode ?? '',
    financialYear,
    folioNo,
    schemeCode: Number(code),
    term,
  };
  const { state, retry } = useGatewayLoad(
    acCode === null ? null : JSON.stringify(body),
    (signal) => getCapitalGains(body, signal),
    { keepPrevious: true },
  );
  const data = state.status === 'ready' ? state.data : null;
  return {
    financialYear,
    setFinancialYear,
    scheme,
    setScheme,
    term,
    setTerm,
    body,
    state,
    retry,
    data,
  };
}

export type CapitalGains = ReturnType<typeof useCapitalGains>;
