import {
  closableDemat,
  closureConsentText,
  closureDematProblem,
  closureMessages as m,
  closurePdfTitle,
  closureReasons,
  esignLanguages,
  distributorDepositoryOf,
  type TGenerateClosurePdfResponse,
  type TLoadClosureFormResponse,
  type TSaveClosureDetailRequest,
} from '@cdesk/domain';
import { PDFDocument } from 'pdf-lib';
import type { SessionPrincipal } from '../../access/index.js';
import type { AuditContext } from '../../audit/index.js';
import { checkClientMasterReport } from './cmr.js';
import { ClosureBase, refusal } from './context.js';
import * as repo from './repository.js';

/** The closure form: its lists, saving and cancelling the request, its PDF and its submission. */
export class ClosureRequests extends ClosureBase {
  async loadForm(principal: SessionPrincipal): Promise<TLoadClosureFormResponse> {
    const account = await this.account(principal);
    const demat = closableDemat(account.dematAccNo);
    const pending = await repo.openRequestOf(this.deps.db, account.id);
    return {
      investorName: account.name,
      demat: demat ? { ...demat, depository: distributorDepositoryOf(demat.dpId) ?? '' } : null,
      reasons: closureReasons.map((r) => ({ ...r })),
      languages: esignLanguages.map((l) => ({ code: l.LANG_ID, label: l.LANGUAGE })),
      pending: pending ? this.view(pending) : null,
      consentText: closureConsentText,
    };
  }

  /** Opens the request, or changes the open one (which then needs submitting and signing again). */
  async save(principal: SessionPrincipal, body: TSaveClosureDetailRequest, audit: AuditContext) {
    const account = await this.account(principal);
    const demat = closureDematProblem(body.dpId, body.boId, account.dematAccNo);
    if (demat) throw refusal(demat, 'CLOSURE_DEMAT');
    // The upload is checked before the transaction: decoding a PDF holds no lock.
    const cmr =
      body.transferHoldings === 'Y' && body.cmrContent !== ''
        ? await checkClientMasterReport(body.cmrFileName, body.cmrContent)
        : null;
    const now = this.deps.clock.businessNow();
    const saved = await this.deps.db.transaction(async (tx) => {
      const open = await repo.openRequestOf(tx, account.id, { lock: true });
      if (open && String(open.id) !== body.closureReqId)
        throw refusal(m.pendingExists, 'CLOSURE_PENDING', 409);
      if (!open && body.closureReqId !== '') throw refusal(m.notPending);
      const transfer = body.transferHoldings === 'Y';
      const keepsCmr = transfer && !cmr && open?.cmrPdf;
      const cmrSigner = cmr ? cmr.signerName : (open?.cmrSigner ?? '');
      if (transfer && !cmr && !keepsCmr) throw refusal(m.cmrRequired, 'CLOSURE_CMR');
      const values = {
        reasonCode: body.reasonCode,
        remarks: body.reasonCode === 'OTHERS' ? body.remarks : '',
        dpId: body.dpId,
        boId: body.boId,
        transferHoldings: transfer,
        targetDpId: transfer ? body.targetDpId : '',
        targetClientId: transfer ? body.targetClientId : '',
        cmrFileName: transfer ? (cmr ? body.cmrFileName : (open?.cmrFileName ?? '')) : '',
        cmrPdf: transfer ? (cmr?.pdf ?? open?.cmrPdf ?? null) : null,
        cmrSigner: transfer ? cmrSigner : '',
        language: body.language,
        updatedAt: now,
      };
      const request = open
        ? await repo.updateRequest(tx, open.id, {
            ...values,
            status: 'DRAFT',
            version: open.version + 1,
            signMode: '',
            submittedVersion: null,
            esignTxnId: null,
            otpRefId: null,
          })
        : await repo.insertRequest(tx, {
            ...values,
            accountId: account.id,
            status: 'DRAFT',
            createdAt: now,
          });
      await this.deps.audit.record(
        'CLOSURE_SAVED',
        account.id,
        audit,
        { closureReqId: request.id, version: request.version },
        tx,
      );
      return request;
    });
    return { request: this.view(saved), message: m.saved };
  }

  async cancel(principal: SessionPrincipal, closureReqId: string, audit: AuditContext) {
    const account = await this.account(principal);
    await this.deps.db.transaction(async (tx) => {
      const request = await this.openRequest(tx, account, closureReqId);
      const now = this.deps.clock.businessNow();
      await repo.updateRequest(tx, request.id, {
        status: 'CANCELLED',
        cancelledAt: now,
        updatedAt: now,
        esignTxnId: null,
        otpRefId: null,
      });
      await this.deps.audit.record(
        'CLOSURE_CANCELLED',
        account.id,
        audit,
        { closureReqId: request.id },
        tx,
      );
    });
    return { closureReqId, message: m.cancelled };
  }

  /** The request as a PDF, made now so that a failure is told before the investor signs. */
  async generatePdf(
    principal: SessionPrincipal,
    closureReqId: string,
  ): Promise<TGenerateClosurePdfResponse> {
    const account = await this.account(principal);
    const request = await this.deps.db.transaction((tx) =>
      this.openRequest(tx, account, closureReqId),
    );
    const bytes = await this.render(account, request);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const url = this.pdfUrl(request);
    return {
      title: closurePdfTitle,
      closureViewPdf: url,
      closurePdf: `${url}&dl=Y`,
      pages: pdf.getPageCount(),
    };
  }

  /** The request as read is submitted for signing one way or the other. */
  async submitFinal(
    principal: SessionPrincipal,
    body: { closureReqId: string; otpSignOrEsign: 'E' | 'O' },
    audit: AuditContext,
  ) {
    const account = await this.account(principal);
    const saved = await this.deps.db.transaction(async (tx) => {
      const request = await this.openRequest(tx, account, body.closureReqId);
      const now = this.deps.clock.businessNow();
      const submitted = await repo.updateRequest(tx, request.id, {
        status: 'SUBMITTED',
        signMode: body.otpSignOrEsign,
        submittedVersion: request.version,
        submittedAt: now,
        esignTxnId: null,
        otpRefId: null,
      });
      await this.deps.audit.record(
        'CLOSURE_SUBMITTED',
        account.id,
        audit,
        { closureReqId: request.id, mode: body.otpSignOrEsign },
        tx,
      );
      return submitted;
    });
    return { request: this.view(saved), message: m.readyToSign };
  }
}
