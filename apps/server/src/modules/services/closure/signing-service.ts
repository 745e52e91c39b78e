import {
  closureLimits,
  closureMessages as m,
  esignLanguages,
  formatDate,
  maskEmail,
  maskMobile,
  type TClosureSigned,
  type TLoadClosureEsignDetailResponse,
} from '@cdesk/domain';
import type { Tx } from '../../../db/client.js';
import type { EsignReturn } from '../../../providers/esign/port.js';
import { type Account, otpPurposes, type SessionPrincipal } from '../../access/index.js';
import type { AuditContext } from '../../audit/index.js';
import { ClosureBase, refusal } from './context.js';
import * as repo from './repository.js';
import type { ClosureRequest } from './repository.js';

const otpPattern = new RegExp(`^\\d{${closureLimits.otpLength}}$`);

type VerifyOutcome =
  { ok: true; signed: TClosureSigned } | { ok: false; code: string; message: string };

/**
 * Signing the submitted request, by Aadhaar e-sign or by OTP. The signature is the investor's
 * final word: the request is SIGNED and the account is closed in the same transaction.
 */
export class ClosureSigning extends ClosureBase {
  private get otp() {
    return this.signing.otp!;
  }

  async esignDetail(
    principal: SessionPrincipal,
    closureReqId: string,
  ): Promise<TLoadClosureEsignDetailResponse> {
    const account = await this.account(principal);
    const request = await this.deps.db.transaction((tx) =>
      this.openRequest(tx, account, closureReqId),
    );
    if (request.status !== 'SUBMITTED') throw refusal(m.notSubmitted);
    return {
      holderName: account.name,
      otpSignOrEsign: request.signMode as 'E' | 'O',
      esignDoc: this.pdfUrl(request),
      esignDocSrNo: `${request.id}-${request.submittedVersion}`,
      tncLang: esignLanguages.map((l) => ({ ...l })),
      language: request.language,
      mobile: maskMobile(account.mobile),
      emailId: maskEmail(account.email),
    };
  }

  async esignStart(
    principal: SessionPrincipal,
    body: { closureReqId: string; tncLang: string; esignDocSrNo: string },
  ): Promise<{ redirectUrl: string }> {
    const account = await this.account(principal);
    if (!esignLanguages.some((l) => l.LANG_ID === body.tncLang)) throw refusal(m.esignLanguage);
    const request = await this.deps.db.transaction((tx) =>
      this.submitted(tx, account, body.closureReqId, 'E'),
    );
    if (body.esignDocSrNo !== `${request.id}-${request.submittedVersion}`)
      throw refusal(m.stale, 'CLOSURE_STALE', 409);
    // The outside call holds no transaction; the request is checked again when it is recorded.
    const started = await this.signing.esign.start(
      { accountId: account.id, signerName: account.name },
      this.pdfUrl(request),
    );
    await this.deps.db.transaction(async (tx) => {
      const current = await this.submitted(tx, account, body.closureReqId, 'E');
      if (current.version !== request.version) throw refusal(m.stale, 'CLOSURE_STALE', 409);
      await repo.updateRequest(tx, current.id, {
        esignTxnId: started.txnId,
        tncLang: body.tncLang,
      });
    });
    return { redirectUrl: started.redirectUrl };
  }

  /** The e-sign service's return: checked for authenticity, then the request is signed. */
  async esignReturn(
    principal: SessionPrincipal,
    body: EsignReturn,
    audit: AuditContext,
  ): Promise<TClosureSigned> {
    const account = await this.account(principal);
    const failed = () => refusal(m.esignFailed, 'CLOSURE_ESIGN');
    return this.signing.esign.accept(body, {
      find: async (txnId) => {
        const found = await repo.requestByEsignTxn(this.deps.db, txnId);
        return found?.accountId === account.id ? found : undefined;
      },
      unknown: failed,
      isSigned: (found) => found.status === 'SIGNED',
      signedReply: (found) => this.signedReply(found),
      notSigned: async (found) => {
        await this.deps.audit.record('CLOSURE_SIGN_FAILED', account.id, audit, {
          closureReqId: found.id,
          mode: 'E',
        });
        return failed();
      },
      complete: (found) =>
        this.deps.db.transaction(async (tx) => {
          const request = await this.submitted(tx, account, String(found.id), 'E');
          if (request.esignTxnId !== body.txnId) throw refusal(m.stale, 'CLOSURE_STALE', 409);
          return this.complete(tx, account, request, audit);
        }),
    });
  }

  async generateOtp(
    principal: SessionPrincipal,
    body: { closureReqId: string; btnSendResend: 'S' | 'R' },
    audit: AuditContext,
  ) {
    const account = await this.account(principal);
    return this.deps.db.transaction(async (tx) => {
      const request = await this.submitted(tx, account, body.closureReqId, 'O');
      // The OTPs of one signing share a reference; a request submitted again starts afresh.
      const sent = await this.otp.send(tx, account, request.otpRefId);
      await repo.updateRequest(tx, request.id, { otpRefId: sent.requestRef });
      await this.deps.audit.record(
        'CLOSURE_OTP_SENT',
        account.id,
        audit,
        { closureReqId: request.id, btnSendResend: body.btnSendResend },
        tx,
      );
      return {
        otpGenRefId: sent.ref,
        mobile: sent.mobile,
        emailId: sent.emailId,
        otpSeconds: sent.otpSeconds,
        message: m.otpSent,
      };
    });
  }

  async verifyOtp(
    principal: SessionPrincipal,
    body: { closureReqId: string; otpGenRefId: string; otp: string },
    audit: AuditContext,
  ): Promise<TClosureSigned> {
    if (!otpPattern.test(body.otp)) throw refusal(m.otpInvalid, 'CLOSURE_OTP_INVALID');
    const account = await this.account(principal);
    // A wrong or expired OTP is counted and committed before the refusal is raised.
    const outcome = await this.deps.db.transaction(async (tx): Promise<VerifyOutcome> => {
      const request = await this.submitted(tx, account, body.closureReqId, 'O');
      if (!request.otpRefId)
        return { ok: false, code: 'CLOSURE_OTP_EXPIRED', message: m.otpExpired };
      const check = await this.otp.check(tx, account, body.otp, {
        requestRef: request.otpRefId,
        ref: body.otpGenRefId,
        address: audit.ip,
      });
      if (check.ok) return { ok: true, signed: await this.complete(tx, account, request, audit) };
      await this.deps.audit.record(
        'CLOSURE_SIGN_FAILED',
        account.id,
        audit,
        { closureReqId: request.id, mode: 'O', reason: check.reason },
        tx,
      );
      if (check.reason === 'NONE' || check.reason === 'EXPIRED')
        return { ok: false, code: 'CLOSURE_OTP_EXPIRED', message: m.otpExpired };
      if (check.reason === 'WRONG')
        return { ok: false, code: 'CLOSURE_OTP_INVALID', message: m.otpInvalid };
      return {
        ok: false,
        code: 'CLOSURE_OTP_LIMIT',
        message: check.reason === 'SPENT' ? otpPurposes.CLOSURE.words.lastWrong : check.message,
      };
    });
    if (!outcome.ok) throw refusal(outcome.message, outcome.code);
    return outcome.signed;
  }

  /** Signed: the request is final and the account closed, its sessions ended with it. */
  private async complete(
    tx: Tx,
    account: Account,
    request: ClosureRequest,
    audit: AuditContext,
  ): Promise<TClosureSigned> {
    const now = this.deps.clock.businessNow();
    const signed = await repo.updateRequest(tx, request.id, {
      status: 'SIGNED',
      signedAt: now,
      // The signed PDF is a new version of the document: it says when and how it was signed.
      version: request.version + 1,
      updatedAt: now,
    });
    await this.deps.audit.record(
      'CLOSURE_SIGNED',
      account.id,
      audit,
      { closureReqId: request.id, mode: request.signMode },
      tx,
    );
    await this.deps.access.closeAccount(tx, account.id, audit);
    return this.signedReply(signed);
  }

  private signedReply(request: ClosureRequest): TClosureSigned {
    return {
      closureReqId: String(request.id),
      closedOn: formatDate(request.signedAt ?? this.deps.clock.businessNow()),
      closurePdf: this.pdfUrl(request),
      message: m.submitted,
    };
  }
}
