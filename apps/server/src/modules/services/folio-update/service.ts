import {
  folioChangeFieldLabels,
  folioContactError,
  folioContactRelations,
  folioRequestStatusLabels,
  folioUpdateMessages as m,
  formatDate,
  isValidFolioContact,
  maskEmail,
  maskMobile,
  normaliseFolioContact,
  type FolioChangeType,
  type FolioRequestStatus,
  type TFolioChangeRequest,
  type TInitChangeRequestRequest,
  type TInvestorConsentRequest,
  type TInvestorConsentResponse,
  type TInitChangeRequestResponse,
  type TLoadFolioDetailResponse,
  type TLoadFolioDtlScrnResponse,
} from '@cdesk/domain';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { type Account, contactRecipient, type OtpService } from '../../access/index.js';
import type { AuditContext, AuditService } from '../../audit/index.js';
import type { RegistrarServices } from '../../../providers/registrar/port.js';
import * as repo from './repository.js';

export interface FolioUpdateDeps {
  db: Db;
  clock: Clock;
  otp: OtpService;
  audit: AuditService;
  /** The name of the account's wealth partner, named in the branch-or-partner message. */
  partnerName: (partnerId: number) => Promise<string>;
  /** The registrar, which receives a confirmed change and decides it. */
  registrar: RegistrarServices;
}

const bad = (code: string, message: string) => new AppError(400, code, message);
const mask = (type: string, value: string) =>
  type === 'EMAIL' ? maskEmail(value) : maskMobile(value);
const requestNo = (id: number) => `FCR${String(id).padStart(8, '0')}`;
const relationLabel = (code: string | null) =>
  folioContactRelations.find((r) => r.code === code)?.label ?? '';

/** What the registrar holds for the folio: its own record, else the account's contacts. */
function registered(folio: repo.FolioRow, account: Account, type: FolioChangeType): string {
  return type === 'MOBILE'
    ? (folio.registrarMobile ?? account.mobile)
    : (folio.registrarEmail ?? account.email);
}

function view(row: repo.ChangeRequestRow, amc: string): TFolioChangeRequest {
  const type = row.changeType as FolioChangeType;
  const status = row.status as FolioRequestStatus;
  return {
    reqId: row.id,
    requestNo: requestNo(row.id),
    folioNo: row.folioNo,
    amc,
    changeType: type,
    field: folioChangeFieldLabels[type],
    oldValue: mask(type, row.oldValue),
    newValue: row.newValue,
    relation: relationLabel(row.relation),
    requestedOn: formatDate(row.submittedAt ?? row.createdAt),
    status,
    statusLabel:
      (folioRequestStatusLabels[status] ?? status) +
      (row.registrarReason ? `: ${row.registrarReason}` : ''),
  };
}

/**
 * Folio mobile and e-mail update (spec 2 sections 5.8 and 7, MFCFolioDetailService): the new value
 * is confirmed by an OTP sent to it, with the investor's consent and whose contact it is, and then
 * waits with the registrar; one such change per folio at a time.
 */
export class FolioUpdateService {
  constructor(private readonly deps: FolioUpdateDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async folio(account: Account, folioNo: string): Promise<repo.FolioRow> {
    const folio = await repo.registrarFolio(this.db, account.id, folioNo);
    if (!folio) throw bad('FOLIO_NOT_FOUND', m.folioNotFound);
    return folio;
  }

  private async invalidMessage(account: Account, folio: repo.FolioRow, type: FolioChangeType) {
    if (isValidFolioContact(type, registered(folio, account, type))) return '';
    const partner =
      account.partnerId === null ? '' : await this.deps.partnerName(account.partnerId);
    return m.invalidAtRegistrar(folioChangeFieldLabels[type], folio.folioNo, partner);
  }

  /** Sends the registrar a confirmed change; one that does not reach it is sent again later. */
  private async forward(request: repo.ChangeRequestRow, account: Account): Promise<void> {
    const folio = await repo.registrarFolio(this.db, account.id, request.folioNo);
    if (!folio) return;
    try {
      await this.deps.registrar.submitContactChange({
        ref: requestNo(request.id),
        njAcNo: account.njAcNo,
        folioNo: folio.folioNo,
        amc: folio.amc,
        field: request.changeType === 'EMAIL' ? 'EMAIL' : 'MOBILE',
        newValue: request.newValue,
      });
    } catch {
      // The registrar is unreachable: the change waits, and is sent when next looked at.
    }
  }

  /**
   * Brings the account's waiting changes up to date with the registrar: a completed change becomes
   * the folio's registered contact, a rejected one carries the registrar's reason, and one the
   * registrar never received is sent again.
   */
  private async settle(account: Account): Promise<void> {
    for (const request of await repo.waitingAtRegistrar(this.db, account.id)) {
      const answer = await this.deps.registrar
        .contactChangeStatus(requestNo(request.id))
        .catch(() => null);
      if (!answer || answer.status === 'PENDING') continue;
      if (answer.status === 'UNKNOWN') {
        await this.forward(request, account);
        continue;
      }
      const decided = answer.status;
      await this.db.transaction(async (tx) => {
        await repo.lockFolio(tx, request.folioNo);
        const closed = await repo.closeRequest(tx, request.id, {
          status: decided,
          reason: decided === 'REJECTED' ? answer.reason : '',
          at: this.deps.clock.businessNow(),
        });
        if (closed && decided === 'COMPLETED')
          await repo.setRegistrarContacts(
            tx,
            request.folioNo,
            request.changeType === 'EMAIL'
              ? { registrarEmail: request.newValue }
              : { registrarMobile: request.newValue },
          );
      });
    }
  }

  async screen(account: Account): Promise<TLoadFolioDtlScrnResponse> {
    await this.settle(account);
    const list = await repo.registrarFolios(this.db, account.id);
    const pending = await repo.foliosWithPending(
      this.db,
      list.map((f) => f.folioNo),
    );
    return {
      investorName: account.name,
      folios: list.map((f) => ({
        folioNo: f.folioNo,
        amc: f.amc,
        pendingRequest: pending.has(f.folioNo),
      })),
    };
  }

  async detail(account: Account, folioNo: string): Promise<TLoadFolioDetailResponse> {
    await this.settle(account);
    const folio = await this.folio(account, folioNo);
    const [schemes, pending, mobileMessage, emailMessage] = await Promise.all([
      repo.schemeNames(this.db, folio.folioNo),
      repo.requestOfFolio(this.db, folio.folioNo, 'PENDING'),
      this.invalidMessage(account, folio, 'MOBILE'),
      this.invalidMessage(account, folio, 'EMAIL'),
    ]);
    const mobile = registered(folio, account, 'MOBILE');
    const email = registered(folio, account, 'EMAIL');
    return {
      folioNo: folio.folioNo,
      amc: folio.amc,
      investorName: account.name,
      schemes,
      mobile: mobileMessage ? mobile : maskMobile(mobile),
      email: emailMessage ? email : maskEmail(email),
      mobileValid: mobileMessage === '',
      emailValid: emailMessage === '',
      mobileMessage,
      emailMessage,
      pendingRequest: pending ? view(pending, folio.amc) : null,
    };
  }

  /** Refuses a folio whose contacts already wait for a change at the registrar. */
  async checkPending(account: Account, folioNo: string) {
    await this.settle(account);
    const folio = await this.folio(account, folioNo);
    if (await repo.requestOfFolio(this.db, folio.folioNo, 'PENDING'))
      throw new AppError(409, 'PENDING_REQUEST', m.pendingRequest(folio.folioNo));
    return { folioNo: folio.folioNo, pending: false as const };
  }

  async initChange(
    account: Account,
    body: TInitChangeRequestRequest,
  ): Promise<TInitChangeRequestResponse> {
    const { changeType: type } = body;
    const folio = await this.folio(account, body.folioNo);
    await this.checkPending(account, folio.folioNo);
    const invalid = await this.invalidMessage(account, folio, type);
    if (invalid) throw bad('INVALID_AT_REGISTRAR', invalid);
    const old = registered(folio, account, type);
    const problem = folioContactError(type, old, body.newValue);
    if (problem) throw bad('NEW_VALUE_INVALID', problem);
    const newValue = normaliseFolioContact(type, body.newValue);

    // The same change asked again sends a fresh OTP for it; another change replaces it.
    const request = await this.db.transaction(async (tx) => {
      await repo.lockFolio(tx, folio.folioNo);
      const open = await repo.requestOfFolio(tx, folio.folioNo, 'OTP_PENDING');
      if (open && open.changeType === type && open.newValue === newValue) return open;
      await repo.supersedeOpen(tx, folio.folioNo);
      return repo.insertRequest(tx, {
        accountId: account.id,
        folioNo: folio.folioNo,
        changeType: type,
        oldValue: old,
        newValue,
        status: 'OTP_PENDING',
        createdAt: this.deps.clock.businessNow(),
      });
    });
    const sent = await this.deps.otp.send(this.recipient(request, account), 'FOLIO_CONTACT', {
      requestRef: this.otpRef(request),
      action: `confirm the new ${folioChangeFieldLabels[type]} of your folio ${folio.folioNo}`,
    });
    if (!sent.ok) throw bad('OTP_NOT_SENT', sent.message);
    return {
      reqId: request.id,
      changeType: type,
      sentTo: type === 'MOBILE' ? sent.mobile : sent.emailId,
      otpSeconds: sent.otpSeconds,
      otp_regenrate: sent.canRegenerate ? 'Y' : 'N',
    };
  }

  private recipient(request: repo.ChangeRequestRow, account: Account) {
    return contactRecipient(
      request.changeType === 'EMAIL' ? 'EMAIL' : 'SMS',
      request.newValue,
      account.name,
    );
  }

  private otpRef(request: repo.ChangeRequestRow) {
    return `folio-contact:${request.id}`;
  }

  /** mobInvestorConsent and emailInvestorConsent: the OTP of the new value, consent and relation. */
  async consent(
    account: Account,
    type: FolioChangeType,
    body: TInvestorConsentRequest,
    context: AuditContext,
  ): Promise<TInvestorConsentResponse> {
    const request = await repo.requestOf(this.db, account.id, Number(body.reqId));
    if (!request) throw bad('REQUEST_NOT_FOUND', m.requestNotFound);
    if (request.changeType !== type)
      throw bad('WRONG_FIELD', m.wrongField(folioChangeFieldLabels[type]));
    if (request.status === 'PENDING')
      throw new AppError(409, 'PENDING_REQUEST', m.pendingRequest(request.folioNo));
    if (request.status !== 'OTP_PENDING') throw bad('REQUEST_NOT_OPEN', m.requestNotOpen);
    const checked = await this.deps.otp.check(
      this.recipient(request, account),
      'FOLIO_CONTACT',
      body.otp,
      { requestRef: this.otpRef(request), address: context.ip },
    );
    if (!checked.ok) throw bad(`OTP_${checked.reason}`, checked.message);

    const folio = await this.folio(account, request.folioNo);
    const submitted = await this.db.transaction(async (tx) => {
      await repo.lockFolio(tx, folio.folioNo);
      if (await repo.requestOfFolio(tx, folio.folioNo, 'PENDING'))
        throw new AppError(409, 'PENDING_REQUEST', m.pendingRequest(folio.folioNo));
      const row = await repo.submitRequest(
        tx,
        request.id,
        body.relation,
        this.deps.clock.businessNow(),
      );
      if (!row) throw bad('REQUEST_NOT_OPEN', m.requestNotOpen);
      await this.deps.audit.record(
        'FOLIO_CONTACT_REQUESTED',
        account.id,
        context,
        { folioNo: folio.folioNo, changeType: type, requestNo: requestNo(row.id) },
        tx,
      );
      return row;
    });
    await this.forward(submitted, account);
    return {
      request: view(submitted, folio.amc),
      message: m.submitted(folioChangeFieldLabels[type], folio.folioNo),
    };
  }

  relations() {
    return { relations: folioContactRelations.map(({ code, label }) => ({ code, label })) };
  }

  async pastRequests(account: Account, folioNo?: string) {
    await this.settle(account);
    const rows = await repo.madeRequests(this.db, account.id, folioNo);
    return { requests: rows.map((r) => view(r.request, r.amc)) };
  }
}
