import {
  reportTrustedCall,
  reportTrustedCmCall,
  reportTrustedPdfResource,
  type TrustedReportType,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';
import { gatewayFile } from '../../../lib/gateway-file';

/** POST login/report-trusted (or its CM variant): the shared report, without a login. */
export function openTrustedReport(type: TrustedReportType, id: string, signal?: AbortSignal) {
  const call = type === 'DEMAT_HOLDING' ? reportTrustedCmCall : reportTrustedCall;
  return gatewayCall(call, { id }, { signal });
}

/** POST login/report-trusted/downloadPdf {id}: the shared report as a PDF. */
export function downloadTrustedPdf(id: string): Promise<Blob> {
  return gatewayFile(reportTrustedPdfResource.path, { id });
}
