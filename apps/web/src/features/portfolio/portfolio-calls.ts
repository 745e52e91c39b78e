import {
  formatDate,
  istDate,
  type TGetHoldingsRequest,
  type TGetHoldingsResponse,
  type TGetSipRegistrationsRequest,
  type TGetSipRegistrationsResponse,
  type TGetSwpRegistrationsRequest,
  type TGetSwpRegistrationsResponse,
  type TGetTransactionsRequest,
  type TGetTransactionsResponse,
  type TNetWorthReportRequest,
  type TNetWorthReportResponse,
} from '@cdesk/domain';
import { gatewayCall } from '../../lib/api';

const portfolio = 'ewaportfoliows/api/portfolio';

/** Today in India as netWorthReport wants it: dd/mm/yyyy. */
export function todayAsOn(now = new Date()): string {
  return formatDate(istDate(now), '/');
}

/** POST ewadashboardws/api/rest/NetworthReport/netWorthReport {acCode, asOnDate}. */
export function netWorthReport(acCode: string, asOnDate: string, signal?: AbortSignal) {
  const body = { acCode, asOnDate } satisfies TNetWorthReportRequest;
  return gatewayCall<TNetWorthReportResponse>(
    'ewadashboardws/api/rest/NetworthReport/netWorthReport',
    body,
    { signal },
  );
}

export function getHoldings(acCode: string, signal?: AbortSignal) {
  const body = { acCode } satisfies TGetHoldingsRequest;
  return gatewayCall<TGetHoldingsResponse>(`${portfolio}/getHoldings`, body, { signal });
}

export function getTransactions(
  acCode: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  const body = { acCode, page, pageSize } satisfies TGetTransactionsRequest;
  return gatewayCall<TGetTransactionsResponse>(`${portfolio}/getTransactions`, body, { signal });
}

export function getSipRegistrations(acCode: string, signal?: AbortSignal) {
  const body = { acCode } satisfies TGetSipRegistrationsRequest;
  return gatewayCall<TGetSipRegistrationsResponse>(`${portfolio}/getSipRegistrations`, body, {
    signal,
  });
}

export function getSwpRegistrations(acCode: string, signal?: AbortSignal) {
  const body = { acCode } satisfies TGetSwpRegistrationsRequest;
  return gatewayCall<TGetSwpRegistrationsResponse>(`${portfolio}/getSwpRegistrations`, body, {
    signal,
  });
}
