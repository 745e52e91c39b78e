import {
  dematHoldingsCall,
  dematTransactionsCall,
  formatDate,
  getHoldingsCall,
  getSipRegistrationsCall,
  getSwpRegistrationsCall,
  getTransactionsCall,
  netWorthReportCall,
  type TDematHoldingsRequest,
  type TDematTransactionsRequest,
  type TGetHoldingsRequest,
  type TGetSipRegistrationsRequest,
  type TGetSwpRegistrationsRequest,
  type TGetTransactionsRequest,
  type TNetWorthReportRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../lib/api';

/** A business day (YYYY-MM-DD) as netWorthReport wants it: dd/mm/yyyy. */
export function asOnText(isoDate: string): string {
  return formatDate(isoDate, '/');
}

/** POST ewadashboardws/api/rest/NetworthReport/netWorthReport {acCode, asOnDate}. */
export function netWorthReport(acCode: string, asOnDate: string, signal?: AbortSignal) {
  const body = { acCode, asOnDate } satisfies TNetWorthReportRequest;
  return gatewayCall(netWorthReportCall, body, { signal });
}

export function getHoldings(acCode: string, signal?: AbortSignal) {
  const body = { acCode } satisfies TGetHoldingsRequest;
  return gatewayCall(getHoldingsCall, body, { signal });
}

export function getTransactions(
  acCode: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  const body = { acCode, page, pageSize } satisfies TGetTransactionsRequest;
  return gatewayCall(getTransactionsCall, body, { signal });
}

export function getSipRegistrations(acCode: string, signal?: AbortSignal) {
  const body = { acCode } satisfies TGetSipRegistrationsRequest;
  return gatewayCall(getSipRegistrationsCall, body, { signal });
}

export function getSwpRegistrations(acCode: string, signal?: AbortSignal) {
  const body = { acCode } satisfies TGetSwpRegistrationsRequest;
  return gatewayCall(getSwpRegistrationsCall, body, { signal });
}

/** POST dpholding/v1/getHoldings {acCode}: shares at the depository, on the portfolio page only. */
export function getDematHoldings(acCode: string, signal?: AbortSignal) {
  const body = { acCode } satisfies TDematHoldingsRequest;
  return gatewayCall(dematHoldingsCall, body, { signal });
}

/** POST dpholding/v1/getTransactions {acCode, fromDate, toDate}: dates as DD-MM-YYYY. */
export function getDematTransactions(
  acCode: string,
  fromDate: string,
  toDate: string,
  signal?: AbortSignal,
) {
  const body = { acCode, fromDate, toDate } satisfies TDematTransactionsRequest;
  return gatewayCall(dematTransactionsCall, body, { signal });
}
