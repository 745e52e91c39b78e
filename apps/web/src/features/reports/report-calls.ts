import {
  capitalGainSchedule112aCsvResource,
  capitalGainStatementCall,
  capitalGainStatementCsvResource,
  capitalGainStatementPdfResource,
  transactionStatementCall,
  transactionStatementCsvResource,
  transactionStatementPdfResource,
  taxHarvestingCall,
  type TCapitalGainStatementRequest,
  type TSchedule112aRequest,
  type TTransactionStatementRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../lib/api';
import { gatewayFile, saveFile } from '../../lib/gateway-file';

export type FileKind = 'pdf' | 'csv';

/** POST reports/capitalGainStatement: the realised gains of a financial year, lot by lot. */
export function getCapitalGains(body: TCapitalGainStatementRequest, signal?: AbortSignal) {
  return gatewayCall(capitalGainStatementCall, body, { signal });
}

/** POST reports/transactionStatement: a folio's transactions between two dates (DD-MM-YYYY). */
export function getTransactionStatement(body: TTransactionStatementRequest, signal?: AbortSignal) {
  return gatewayCall(transactionStatementCall, body, { signal });
}

const capitalGainFiles = {
  pdf: capitalGainStatementPdfResource,
  csv: capitalGainStatementCsvResource,
};
const transactionFiles = {
  pdf: transactionStatementPdfResource,
  csv: transactionStatementCsvResource,
};

/** Downloads the capital-gains statement with the filters on screen. */
export async function downloadCapitalGains(body: TCapitalGainStatementRequest, kind: FileKind) {
  const file = await gatewayFile(capitalGainFiles[kind].path, body);
  saveFile(file, `capital-gains-${body.acCode}-${body.financialYear ?? ''}.${kind}`);
}

/** Downloads Schedule 112A of the income-tax return for the financial year, as CSV. */
export async function downloadSchedule112a(body: TSchedule112aRequest) {
  const file = await gatewayFile(capitalGainSchedule112aCsvResource.path, body);
  saveFile(file, `schedule-112a-${body.acCode}-${body.financialYear ?? ''}.csv`);
}

export async function downloadTransactionStatement(
  body: TTransactionStatementRequest,
  kind: FileKind,
) {
  const file = await gatewayFile(transactionFiles[kind].path, body);
  const folio = (body.folioNo ?? '').replace(/\W+/g, '-');
  saveFile(file, `transactions-${folio || body.acCode}.${kind}`);
}

/** POST reports/taxHarvesting: the s. 112A exemption left this year and the units that use it. */
export function getTaxHarvesting(signal?: AbortSignal) {
  return gatewayCall(taxHarvestingCall, {}, { signal });
}
