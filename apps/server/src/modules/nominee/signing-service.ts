import {
  esignLanguages,
  holderCodes,
  type NomineeAction,
  nomineeErrorCodes,
  nomineeMessages,
  nomineeOtpPattern,
  pdfTitle,
  type SignMode,
  type TConsentItem,
  type TGenerateNomiPdfProfileResponse,
  type TLoadNomiEsignDtlProfileResponse,
} from '@cdesk/domain';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { EsignReturn } from '../../providers/esign/port.js';
import { otpPurposes } from '../access/index.js';
import type { Account } from '../access/index.js';
import type { SessionPrincipal } from '../access/index.js';
import type { AuditContext } from '../audit/index.js';
import { advance, flowAt, NomineeBase, stateError, step } from './context.js';
import { isDraftComplete, recordFromDrafts } from './drafts.js';
import type { Signing } from '../signing/index.js';
import { consentsFor } from './form-content.js';
import * as repo from './repository.js';
import type { NomineeRequest, NomineeSigning } from './repository.js';
import { nomineeSigning, type SigningDeps } from './signing-kind.js';

export type { SigningDeps } from './signing-kind.js';

/** The consent the OTP signs with. */
export const otpConsentId = 'OTP_AUTH';

type VerifyOutcome = { ok: true } | { ok: false; code: string; message: string };

/** The form (PDF), final submit, and signing it by Aadhaar e-sign or by OTP. */
export class NomineeSigningService extends NomineeBase {
  readonly signing: Signing<NomineeRequest>;

  constructor(deps: SigningDeps) {
    super(deps);
    this.signing = nomineeSigning(deps);
  }

  private get otp() {
    return this.signing.otp!;
  }

  async generatePdf(
    principal: SessionPrincipal,
    nomiReqId: string,
    preferred?: SignMode,
  ): Promise<TGenerateNomiPdfProfileResponse> {
    const account = await this.account(principal);
    return this.deps.db.transaction(async (tx) => {
      const request = await this.openRequest(tx, account, nomiReqId);
      await this.assertReady(tx, request);
      // E-sign needs an Aadhaar-linked demat holder; a mutual-fund account signs by OTP unless asked.
      const mode: SignMode = preferred ?? (account.accType === 'EW' ? 'E' : 'O');
      const saved = await repo.updateRequest(
        tx,
        request.id,
        { signMode: mode },
        this.deps.clock.realNow(),
        {
          bumpVersion: false,
        },
      );
      return {
        consentList: consentsFor(saved.action as NomineeAction, account.accType),
        otpSignOrEsign: mode,
        nomiPdf: this.signing.documents.downloadUrl(saved),
        nomiViewPdf: this.signing.documents.url(saved),
        title: pdfTitle(saved.action as NomineeAction),
      };
    });
  }

  async submitFinal(
    principal: SessionPrincipal,
    body: { nomiReqId: string; otpSignOrEsign: SignMode; consentList: TConsentItem[] },
    context: AuditContext,
  ) {
    const account = await this.account(principal);
    return this.deps.db.transaction(async (tx) => {
      const request = await this.openRequest(tx, account, body.nomiReqId);
      await this.assertReady(tx, request);
      const required = consentsFor(request.action as NomineeAction, account.accType);
      const ticked = new Set(body.consentList.map((c) => c.consentId));
      if (!required.every((c) => ticked.has(c.consentId)))
        throw new AppError(400, nomineeErrorCodes.requestState, nomineeMessages.checkConsent);
      const next = advance(flowAt(request, 'PDF', request.nomiNum), { type: 'PDF_SUBMITTED' });
      const saved = await repo.updateRequest(
        tx,
        request.id,
        {
          status: 'SUBMITTED',
          submittedVersion: request.version,
          consents: required,
          screenNo: next.screenNo,
        },
        this.deps.clock.realNow(),
        { bumpVersion: false },
      );
      await repo.resetSigning(tx, request.id, saved.signMode, saved.version);
      await this.deps.audit.record(
        'NOMINEE_SUBMITTED',
        account.id,
        context,
        { nomiReqId: request.id },
        tx,
      );
      return { ...step(saved), otpSignOrEsign: saved.signMode as SignMode };
    });
  }

  async esignDetail(
    principal: SessionPrincipal,
    nomiReqId: string,
  ): Promise<TLoadNomiEsignDtlProfileResponse> {
    const account = await this.account(principal);
    const request = await this.readRequest(account, nomiReqId);
    if (request.status !== 'SUBMITTED') throw stateError();
    const signing = await repo.signingOf(this.deps.db, request.id);
    const consents =
      request.signMode === 'O'
        ? [{ consentId: otpConsentId, consentDesc: nomineeMessages.otpConsentLabel }]
        : request.consents;
    return {
      esignDetl: [
        {
          holder: 'F',
          holderName: `${account.name} (${holderCodes.F})`,
          esignDocDetl: {
            esignDoc: this.signing.documents.url(request),
            esignDocStatus: signing?.status ?? 'INITIAL',
            esignDocSrNo: `${request.id}-${request.submittedVersion ?? request.version}`,
            esignDocConsent: consents.map((c) => ({ ...c, consentLangId: 'EN' })),
          },
        },
      ],
      tncLang: esignLanguages.map((l) => ({ ...l })),
      otpSignOrEsign: request.signMode as SignMode,
    };
  }

  /** Starts the Aadhaar e-sign of the submitted form; a changed form is refused with PNE-903. */
  async esignSubmit(
    principal: SessionPrincipal,
    body: { nomiReqId: string; tncLang: string; esignDocSrNo: string },
  ): Promise<{ redirectUrl: string }> {
    const account = await this.account(principal);
    const { request } = await this.deps.db.transaction((tx) =>
      this.submitted(tx, account, body.nomiReqId, 'E'),
    );
    if (body.esignDocSrNo !== `${request.id}-${request.submittedVersion}`) throw this.stale();
    // The outside call runs outside any transaction; the signing is re-checked when it is recorded.
    const started = await this.signing.esign.start(
      { accountId: account.id, signerName: account.name },
      this.signing.documents.url(request),
    );
    await this.deps.db.transaction(async (tx) => {
      const current = await this.submitted(tx, account, body.nomiReqId, 'E');
      if (current.request.version !== request.version) throw this.stale();
      await repo.updateSigning(tx, current.signing.id, {
        esignTxnId: started.txnId,
        tncLang: body.tncLang,
        status: 'PENDING',
      });
    });
    return { redirectUrl: started.redirectUrl };
  }

  /** The e-sign service's return: checked for authenticity, then the request is completed. */
  async esignReceive(principal: SessionPrincipal, body: EsignReturn, context: AuditContext) {
    const account = await this.account(principal);
    const failed = () =>
      new AppError(400, nomineeErrorCodes.esignFailed, nomineeMessages.esignFailed);
    const reply = (request: NomineeRequest) => ({
      nomiReqId: String(request.id),
      isFromTransact: request.isFromTransact ? ('Y' as const) : ('N' as const),
      message: this.signedMessage(request),
    });
    return this.signing.esign.accept(body, {
      find: async (txnId) => {
        const signing = await repo.signingByTxn(this.deps.db, txnId);
        return signing && repo.requestOf(this.deps.db, account.id, signing.requestId);
      },
      unknown: failed,
      isSigned: (request) => request.status === 'SIGNED',
      signedReply: reply,
      notSigned: async (request) => {
        await this.deps.audit.record('NOMINEE_SIGN_FAILED', account.id, context, {
          nomiReqId: request.id,
          mode: 'E',
        });
        return failed();
      },
      complete: async (request) => {
        await this.deps.db.transaction(async (tx) => {
          const current = await this.submitted(tx, account, String(request.id), 'E');
          if (current.signing.esignTxnId !== body.txnId) throw this.stale();
          await this.complete(tx, account, current.request, current.signing, 'SIGNED', context);
        });
        return reply(request);
      },
    });
  }

  async generateOtp(
    principal: SessionPrincipal,
    body: { nomiReqId: string; btnSendResend: 'S' | 'R' },
    context: AuditContext,
  ) {
    const account = await this.account(principal);
    return this.deps.db.transaction(async (tx) => {
      const { request, signing } = await this.submitted(tx, account, body.nomiReqId, 'O');
      // The OTPs of one signing share a reference; a resubmitted form starts a fresh one.
      const sent = await this.otp.send(
        tx,
        account,
        signing.otpRefId,
        `authorise your nominee request ${request.id} on Client Desk`,
      );
      await repo.updateSigning(tx, signing.id, {
        status: 'REGENERATED',
        otpRefId: sent.requestRef,
      });
      await this.deps.audit.record(
        'NOMINEE_OTP_SENT',
        account.id,
        context,
        { nomiReqId: request.id, btnSendResend: body.btnSendResend },
        tx,
      );
      return {
        otpGenRefId: sent.ref,
        status: 'REGENERATED' as const,
        resendAfterSeconds: otpPurposes.SIGNING.rules.resendWaitSeconds,
        message: nomineeMessages.otpSent,
      };
    });
  }

  async verifyOtp(
    principal: SessionPrincipal,
    body: { nomiReqId: string; otpGenRefId: string; otp: string; consentId: string },
    context: AuditContext,
  ) {
    if (!nomineeOtpPattern.test(body.otp))
      throw new AppError(400, nomineeErrorCodes.otpWrong, nomineeMessages.otpInvalid);
    if (body.consentId !== otpConsentId)
      throw new AppError(400, nomineeErrorCodes.requestState, nomineeMessages.otpConsent);
    const account = await this.account(principal);
    // A wrong or expired OTP is recorded and committed before the refusal is raised.
    const outcome = await this.deps.db.transaction(
      async (tx): Promise<VerifyOutcome & { request?: NomineeRequest }> => {
        const { request, signing } = await this.submitted(tx, account, body.nomiReqId, 'O');
        const check = signing.otpRefId
          ? await this.otp.check(tx, account, body.otp, {
              requestRef: signing.otpRefId,
              ref: body.otpGenRefId,
              address: context.ip,
            })
          : ({ ok: false, reason: 'NONE', message: nomineeMessages.otpExpired } as const);
        if (check.ok) {
          await this.complete(tx, account, request, signing, 'VERIFIED', context);
          return { ok: true, request };
        }
        if (check.reason === 'NONE' || check.reason === 'EXPIRED')
          return { ok: false, code: nomineeErrorCodes.otpExpired, message: check.message };
        await this.deps.audit.record(
          'NOMINEE_SIGN_FAILED',
          account.id,
          context,
          { nomiReqId: request.id, mode: 'O' },
          tx,
        );
        return { ok: false, code: nomineeErrorCodes.otpWrong, message: check.message };
      },
    );
    if (!outcome.ok) throw new AppError(400, outcome.code, outcome.message);
    const request = outcome.request!;
    return {
      status: 'VERIFIED' as const,
      message: nomineeMessages.otpMatched,
      addMessage: this.signedMessage(request),
      isFromTransact: request.isFromTransact ? ('Y' as const) : ('N' as const),
    };
  }

  private signedMessage(request: NomineeRequest): string {
    return request.action === 'OPT_OUT'
      ? nomineeMessages.signedOptOut
      : nomineeMessages.signedNominee;
  }

  private stale() {
    return new AppError(409, nomineeErrorCodes.esignStale, nomineeMessages.esignStale);
  }

  /** The request as submitted for signing in this mode; anything changed since is PNE-903. */
  private async submitted(tx: Tx, account: Account, nomiReqId: string, mode: SignMode) {
    const request = await this.openRequest(tx, account, nomiReqId);
    const signing = await repo.signingOf(tx, request.id, { lock: true });
    if (
      request.status !== 'SUBMITTED' ||
      request.submittedVersion !== request.version ||
      !signing ||
      signing.version !== request.version
    )
      throw this.stale();
    if (request.signMode !== mode) throw stateError();
    return { request, signing };
  }

  private async assertReady(tx: Tx, request: NomineeRequest): Promise<void> {
    if (request.action === 'OPT_OUT') return;
    const drafts = await repo.draftsOf(tx, request.id);
    const today = this.today();
    const complete =
      drafts.length > 0 &&
      drafts.every((d) => isDraftComplete(d, today) && (d.sharePercent ?? 0) > 0);
    const total = drafts.reduce((sum, d) => sum + (d.sharePercent ?? 0), 0);
    if (!complete || total !== 100 || request.preference === '') throw stateError();
  }

  /** Signed: the nominees on record become the request's (none for an opt-out). */
  private async complete(
    tx: Tx,
    account: Account,
    request: NomineeRequest,
    signing: NomineeSigning,
    status: 'SIGNED' | 'VERIFIED',
    context: AuditContext,
  ): Promise<void> {
    const now = this.deps.clock.businessNow();
    const optOut = request.action === 'OPT_OUT';
    const drafts = optOut ? [] : await repo.draftsOf(tx, request.id);
    const previous = await repo.accountState(tx, account.id);
    const preference =
      request.preference || (previous && previous.preference !== 'NA' ? previous.preference : '1');
    await this.deps.profile.replaceNominees(tx, account.id, recordFromDrafts(drafts, this.today()));
    await repo.saveAccountState(tx, account.id, preference, optOut, now);
    await repo.updateSigning(tx, signing.id, { status, completedAt: now });
    await repo.updateRequest(
      tx,
      request.id,
      { status: 'SIGNED', closedAt: now, screenNo: 'NOMINEE_VIEW' },
      now,
      {
        bumpVersion: false,
      },
    );
    await this.deps.audit.record(
      'NOMINEE_SIGNED',
      account.id,
      context,
      {
        nomiReqId: request.id,
        action: request.action,
        mode: signing.mode,
        nominees: drafts.length,
      },
      tx,
    );
  }
}
