import {
  closureConsentText,
  closureMessages as m,
  closurePdfTitle,
  closureReasons,
  esignLanguages,
  formatDate,
  maskMobile,
  type TClosureRequestView,
} from '@cdesk/domain';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import type { EsignProvider } from '../../../providers/esign/port.js';
import type { Account, AccessService, OtpService, SessionPrincipal } from '../../access/index.js';
import type { AuditService } from '../../audit/index.js';
import type { Signing } from '../../signing/index.js';
import { buildClosureForm, type ClosureFormContent, renderOrRefuse } from './pdf.js';
import * as repo from './repository.js';
import type { ClosureRequest } from './repository.js';

export interface ClosureDeps {
  db: Db;
  clock: Clock;
  access: AccessService;
  audit: AuditService;
  otp: OtpService;
  esign: EsignProvider;
  secretKey: string;
  /** Writes the request's PDF (tests give one that fails). */
  buildPdf?: (content: ClosureFormContent) => Promise<Uint8Array>;
}

export const refusal = (message: string, code = 'CLOSURE_STATE', status = 400) =>
  new AppError(status, code, message);

const labelOf = <T extends { code: string; label: string }>(list: readonly T[], code: string) =>
  list.find((item) => item.code === code)?.label ?? code;
const languageOf = (id: string) => esignLanguages.find((l) => l.LANG_ID === id)?.LANGUAGE ?? id;

/** The request's PDF, written by the writer the desk was given. */
export function renderRequest(
  deps: ClosureDeps,
  account: Account,
  request: ClosureRequest,
): Promise<Uint8Array> {
  return renderOrRefuse(deps.buildPdf ?? buildClosureForm, formContent(account, request));
}

/** What every closure service shares: the investor's requests, the PDF and its signing. */
export class ClosureBase {
  constructor(
    protected readonly deps: ClosureDeps,
    protected readonly signing: Signing<ClosureRequest>,
  ) {}

  protected account(principal: SessionPrincipal): Promise<Account> {
    return this.deps.access.accountOf(principal);
  }

  /** The investor's open request by id, locked; a signed, cancelled or foreign one is refused. */
  protected async openRequest(tx: Tx, account: Account, closureReqId: string) {
    const request = await repo.requestOf(tx, account.id, Number(closureReqId), { lock: true });
    if (!request) throw refusal(m.requestNotFound, 'CLOSURE_NOT_FOUND', 404);
    if (request.status !== 'DRAFT' && request.status !== 'SUBMITTED') throw refusal(m.notPending);
    return request;
  }

  /** The request as submitted for signing this way; a change since is refused. */
  protected async submitted(tx: Tx, account: Account, closureReqId: string, mode: 'E' | 'O') {
    const request = await this.openRequest(tx, account, closureReqId);
    if (request.status !== 'SUBMITTED') throw refusal(m.notSubmitted);
    if (request.submittedVersion !== request.version) throw refusal(m.stale, 'CLOSURE_STALE', 409);
    if (request.signMode !== mode) throw refusal(m.wrongSignMode);
    return request;
  }

  protected pdfUrl(request: ClosureRequest): string {
    return this.signing.documents.url(request);
  }

  protected render(account: Account, request: ClosureRequest): Promise<Uint8Array> {
    return renderRequest(this.deps, account, request);
  }

  view(request: ClosureRequest): TClosureRequestView {
    return {
      closureReqId: String(request.id),
      status: request.status as TClosureRequestView['status'],
      reasonCode: request.reasonCode,
      reason: labelOf(closureReasons, request.reasonCode),
      remarks: request.remarks,
      dpId: request.dpId,
      boId: request.boId,
      transferHoldings: request.transferHoldings ? 'Y' : 'N',
      targetDpId: request.targetDpId,
      targetClientId: request.targetClientId,
      cmrFileName: request.cmrFileName,
      cmrSigner: request.cmrSigner,
      language: request.language,
      consent: 'Y',
      otpSignOrEsign: request.signMode as TClosureRequestView['otpSignOrEsign'],
      createdOn: formatDate(request.createdAt),
    };
  }
}

/** What the PDF says: the request as the investor made it, dated the day it was last changed. */
export function formContent(account: Account, request: ClosureRequest): ClosureFormContent {
  const signed = request.signedAt
    ? `Signed electronically by ${account.name} on ${formatDate(request.signedAt)} (${
        request.signMode === 'E' ? 'Aadhaar e-sign' : 'OTP authorisation'
      }).`
    : 'Signature of the account holder: to be signed electronically (Aadhaar e-sign or OTP authorisation).';
  return {
    title: closurePdfTitle,
    reference: String(request.id),
    date: formatDate(request.updatedAt),
    holder: [
      ['Name', account.name],
      ['Wealth account number', account.njAcNo],
      ['UCC', account.ucc],
      ['Registered mobile', maskMobile(account.mobile)],
    ],
    demat: [
      ['Depository', depositoryOf(request.dpId)],
      ['DP ID', request.dpId],
      ['BO ID (client ID)', request.boId],
    ],
    reason: [
      ['Reason', labelOf(closureReasons, request.reasonCode)],
      ...(request.remarks ? ([['Remarks', request.remarks]] as [string, string][]) : []),
      ['Language', languageOf(request.language)],
    ],
    transfer: request.transferHoldings
      ? [
          ['Transfer of holdings', 'Yes, to the demat account below'],
          ['Target DP ID', request.targetDpId],
          ['Target client ID', request.targetClientId],
          [
            'Client master report',
            `${request.cmrFileName} (digital signature verified, signed by ${request.cmrSigner}; attached to the request)`,
          ],
        ]
      : [['Transfer of holdings', 'No, there are no holdings to transfer']],
    declaration: closureConsentText,
    signature: signed,
  };
}

const depositoryOf = (dpId: string) => (dpId.startsWith('IN') ? 'NSDL' : 'CDSL');
