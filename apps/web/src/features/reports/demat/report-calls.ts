import {
  createTrustedLinkCall,
  dematDownloadPdfResource,
  type TDematDownloadPdfRequest,
  type TrustedReportType,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';
import { gatewayFile } from '../../../lib/gateway-file';

/** POST dpholding/v1/downloadPdf: the demat holding statement or transaction report as a PDF. */
export function downloadDematPdf(body: TDematDownloadPdfRequest): Promise<Blob> {
  return gatewayFile(dematDownloadPdfResource.path, body);
}

/** POST reports/createTrustedLink: a link that opens the report without a login for 7 days. */
export function createTrustedLink(acCode: string, reportType: TrustedReportType) {
  return gatewayCall(createTrustedLinkCall, { acCode, reportType });
}
