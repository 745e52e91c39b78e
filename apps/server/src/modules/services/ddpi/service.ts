import {
  ddpiAuthorities,
  ddpiMessages,
  ddpiStampDutyPaise,
  ddpiTncLanguages,
  formatDate,
  paiseToWire,
  type TGenerateDdpiPdfResponse,
  type TLoadDdpiEsignResponse,
  type TLoadPoaDdpiResponse,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import type { EsignReturn } from '../../../providers/esign/port.js';
import type { Account, SessionPrincipal } from '../../access/index.js';
import type { AuditContext } from '../../audit/index.js';
import { type DdpiDeps, dematAccount, ownOpenRequest, refused, stepRefusal } from './context.js';
import type { Signing } from '../../signing/index.js';
import { ddpiTitle } from './pdf.js';
import * as repo from './repository.js';
import type { DdpiRequest } from './repository.js';
import { ddpiConsent } from './signing-kind.js';

/** The DDPI: its state, its document, the consent to it and its Aadhaar e-sign. */
export class DdpiService {
  constructor(
    private readonly deps: DdpiDeps,
    private readonly signing: Signing<DdpiRequest>,
  ) {}

  async load(principal: SessionPrincipal): Promise<TLoadPoaDdpiResponse> {
    const account = await this.deps.access.accountOf(principal);
    const base = {
      ddpiReqId: '',
      holderName: account.name,
      dematAccNo: account.dematAccNo,
      authorities: [...ddpiAuthorities],
      consentList: [ddpiConsent(account)],
      stampDutyAmount: paiseToWire(ddpiStampDutyPaise),
      registeredOn: '',
    };
    if (account.dematAccNo === '')
      return { ...base, ddpiStatus: 'NO_DEMAT', step: 'CONSENT', message: ddpiMessages.noDemat };
    const permission = await this.deps.depository.dematPermission(account);
    if (permission.poaDdpi) {
      const done = await repo.lastDoneOf(this.deps.db, account.id);
      return {
        ...base,
        ddpiStatus: 'ACTIVE',
        step: 'DONE',
        ddpiReqId: done ? String(done.id) : '',
        registeredOn: done?.signedAt ? formatDate(done.signedAt) : '',
        message: ddpiMessages.alreadyActive,
      };
    }
    const open = await repo.openRequestOf(this.deps.db, account.id);
    if (!open) return { ...base, ddpiStatus: 'NONE', step: 'CONSENT', message: '' };
    return {
      ...base,
      ddpiStatus: 'IN_PROGRESS',
      step: open.status as TLoadPoaDdpiResponse['step'],
      ddpiReqId: String(open.id),
      message: '',
    };
  }

  /** Opens (or resumes) the investor's request and hands out its document. */
  async generatePdf(principal: SessionPrincipal): Promise<TGenerateDdpiPdfResponse> {
    const account = await dematAccount(this.deps, principal);
    if ((await this.deps.depository.dematPermission(account)).poaDdpi)
      throw refused('DDPI_ACTIVE', ddpiMessages.alreadyActive);
    const request = await this.deps.db.transaction(
      async (tx) =>
        (await repo.openRequestOf(tx, account.id, { lock: true })) ??
        repo.openRequest(tx, account.id, ddpiStampDutyPaise),
    );
    return {
      ddpiReqId: String(request.id),
      title: ddpiTitle,
      ddpiPdf: this.signing.documents.downloadUrl(request),
      ddpiViewPdf: this.signing.documents.url(request),
      consentList: [ddpiConsent(account)],
    };
  }

  /** The consent to the document: the request moves on to its stamp-duty payment. */
  async submit(
    principal: SessionPrincipal,
    body: { ddpiReqId: string; consent: string },
    context: AuditContext,
  ) {
    const account = await dematAccount(this.deps, principal);
    if (body.consent.toUpperCase() !== 'Y')
      throw refused('DDPI_CONSENT', ddpiMessages.consentRequired);
    return this.deps.db.transaction(async (tx) => {
      const request = await repo.requestOf(tx, account.id, Number(body.ddpiReqId), { lock: true });
      if (!request || request.status === 'DONE')
        throw refused('DDPI_NOT_FOUND', ddpiMessages.requestNotFound);
      let saved = request;
      if (request.status === 'CONSENT') {
        const now = this.deps.clock.realNow();
        saved = await repo.updateRequest(
          tx,
          request.id,
          { status: 'PAYMENT', consentedAt: now },
          now,
        );
        await this.deps.audit.record(
          'DDPI_CONSENTED',
          account.id,
          context,
          { ddpiReqId: request.id },
          tx,
        );
      }
      return {
        ddpiReqId: String(saved.id),
        step: saved.status as 'PAYMENT' | 'ESIGN',
        message: ddpiMessages.consentSaved,
      };
    });
  }

  async esignDetail(
    principal: SessionPrincipal,
    ddpiReqId: string,
  ): Promise<TLoadDdpiEsignResponse> {
    const account = await dematAccount(this.deps, principal);
    const request = await ownOpenRequest(this.deps, account, ddpiReqId);
    if (request.status !== 'ESIGN') throw stepRefusal(request);
    return {
      ddpiReqId: String(request.id),
      holderName: account.name,
      esignDoc: this.signing.documents.url(request),
      esignDocStatus: request.esignTxnId ? 'PENDING' : 'INITIAL',
      esignDocSrNo: `${request.id}-${request.attempt}`,
      esignDocConsent: ddpiConsent(account),
      tncLang: ddpiTncLanguages.map((l) => ({ ...l })),
    };
  }

  /** Starts the Aadhaar e-sign of a paid request; the service returns to /ddpiesigncapture. */
  async esignStart(
    principal: SessionPrincipal,
    body: { ddpiReqId: string; tncLang: string },
  ): Promise<{ redirectUrl: string }> {
    const account = await dematAccount(this.deps, principal);
    if (body.tncLang === '') throw refused('DDPI_TNC_LANG', ddpiMessages.tncLangRequired);
    if (!ddpiTncLanguages.some((l) => l.LANG_ID === body.tncLang))
      throw refused('DDPI_TNC_LANG', 'Preferred T & C Language should be valid.');
    const request = await ownOpenRequest(this.deps, account, body.ddpiReqId);
    if (request.status !== 'ESIGN') throw stepRefusal(request);
    const started = await this.signing.esign.start(
      { accountId: account.id, signerName: account.name },
      this.signing.documents.url(request),
    );
    await repo.updateRequest(
      this.deps.db,
      request.id,
      { esignTxnId: started.txnId, tncLang: body.tncLang },
      this.deps.clock.realNow(),
    );
    return { redirectUrl: started.redirectUrl };
  }

  /** The e-sign service's return: checked, then the DDPI is registered with the depository. */
  async esignReceive(principal: SessionPrincipal, body: EsignReturn, context: AuditContext) {
    const account = await dematAccount(this.deps, principal);
    const failed = () => refused('DDPI_ESIGN', ddpiMessages.esignFailed);
    const done = (request: DdpiRequest) => ({
      ddpiReqId: String(request.id),
      ddpiStatus: 'ACTIVE' as const,
      message: ddpiMessages.signed,
    });
    return this.signing.esign.accept(body, {
      find: (txnId) => repo.requestByEsignTxn(this.deps.db, account.id, txnId),
      unknown: failed,
      isSigned: (request) => request.status === 'DONE',
      signedReply: done,
      notSigned: async () => failed(),
      complete: async (request) => {
        if (request.status !== 'ESIGN') throw failed();
        await this.register(account, request, context);
        return done(request);
      },
    });
  }

  /** Signed: the DDPI is registered with the depository, and the request closes after it. */
  private async register(account: Account, request: DdpiRequest, context: AuditContext) {
    const now = this.deps.clock.realNow();
    // Signed on the business day (the sandbox's clock may be set to another day than the wall's).
    const signedAt = this.deps.clock.businessNow();
    // The depository records the DDPI first (again is harmless); the request closes after it.
    await this.deps.depository
      .registerDdpi(account, { ref: `DDPI-${request.id}`, signedAt })
      .catch(() => {
        throw new AppError(502, 'DDPI_DEPOSITORY', ddpiMessages.depositoryUnavailable);
      });
    await this.deps.db.transaction(async (tx) => {
      const current = await repo.requestOf(tx, account.id, request.id, { lock: true });
      if (current?.status !== 'ESIGN') return;
      await repo.updateRequest(tx, request.id, { status: 'DONE', signedAt }, now);
      await this.deps.audit.record(
        'DDPI_SIGNED',
        account.id,
        context,
        { ddpiReqId: request.id },
        tx,
      );
    });
  }
}
