import {
  authMessages,
  hasUsablePaymentDetail,
  isPaidAuthType,
  type AuthTransactionType,
  type TAuthorisationResult,
  type TAuthPayment,
  type TOnRejectResponse,
  type TPoaCheck,
  type ZOnAuthorizeRequest,
} from '@cdesk/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { SessionPrincipal } from '../access/index.js';
import type { AuditContext } from '../audit/index.js';
import type { AuthExecutor, AuthoriseInput, AuthOutcome, AuthPurchaseData } from './executor.js';
import { AuthorisationListing } from './listing.js';
import {
  bad,
  conflict,
  placementKeyOf,
  PlacedTrxns,
  shownRef,
  type AuthoriseDeps,
} from './placed-trxns.js';
import * as repo from './repository.js';
import { findBank, paymentView, storedPayment, type StoredPayment } from './views.js';

type OnAuthorizeInput = z.output<typeof ZOnAuthorizeRequest>;

/** How long a claim by an authorisation attempt holds before another may take it over. */
const claimHoldMs = 2 * 60 * 1000;

export interface AuthoriseReply {
  result: TAuthorisationResult;
  /** The envelope's techMessage: the confirmation code of a confirmation loop, else ''. */
  techMessage: string;
  message: string;
}

/** Authorising partner-placed transactions: the demat check, the bank paid from, authorise and reject. */
export class AuthoriseService {
  private readonly trxns: PlacedTrxns;
  /** The lists, counts, detail and receipt of what the partner placed, as the client reads them. */
  readonly listing: AuthorisationListing;

  constructor(private readonly deps: AuthoriseDeps) {
    this.trxns = new PlacedTrxns(deps);
    this.listing = new AuthorisationListing(deps, this.trxns);
  }

  /** checkRedPOAValidation / checkMarsSwiPOAValidation: the executor's demat permission check. */
  async poa(principal: SessionPrincipal, token: string): Promise<TPoaCheck> {
    const { row, expiresAt } = await this.trxns.openLink(token, principal);
    this.trxns.refuseClosed(row, expiresAt);
    const account = await this.deps.access.accountOf(principal);
    const executor = this.trxns.executorOf(row);
    if (!executor.poa)
      return { mode: 'P', FLG_POA: 'Y', IS_EDIS: 'N', isBlocked: 'N', message: '' };
    return executor.poa(this.trxns.pendingOf(row, account));
  }

  /** onchangeBankAccount: the registered bank a pending purchase pays from. */
  async changeBank(
    principal: SessionPrincipal,
    token: string,
    payBank: string,
    context: AuditContext,
  ): Promise<{ payment: TAuthPayment }> {
    const { row, expiresAt } = await this.trxns.openLink(token, principal);
    this.trxns.refuseClosed(row, expiresAt);
    if (row.status !== 'PENDING') throw conflict('IN_PROGRESS', authMessages.otherAttempt);
    if (!isPaidAuthType(row.trnType)) throw bad('NOT_PURCHASE', authMessages.notPurchase);
    const [bankCode = '', bankAccNo = '', ifsc = ''] = payBank.split('~').map((p) => p.trim());
    const book = await this.trxns.banks(row.accountId);
    const entry = bankCode && bankAccNo ? findBank(book, bankCode, bankAccNo) : undefined;
    if (!entry || (ifsc && ifsc.toUpperCase() !== entry.bank.bankIfscCode.toUpperCase()))
      throw bad('PAY_BANK_INVALID', authMessages.payBankInvalid);
    const current = storedPayment(row.payment);
    if (current.payMode && !entry.payModes.some((mode) => mode === current.payMode))
      throw bad('PAY_BANK_MODE', authMessages.bankNotForMode);
    const next: StoredPayment = {
      ...current,
      bankCode: entry.bank.bankCode,
      bankAccNo: entry.bank.bankAccNo,
      bankIfsc: entry.bank.bankIfscCode,
      mandateNo: current.mandateNo || entry.bank.mandateList[0]?.mandateNo || '',
    };
    const updated = await repo.setPayment(this.deps.db, row.id, next, this.trxns.now());
    if (!updated) throw conflict('IN_PROGRESS', authMessages.otherAttempt);
    await this.deps.audit.record('AUTH_BANK_CHANGED', row.accountId, context, {
      trxnId: row.trxnId,
      bankCode: entry.bank.bankCode,
    });
    const view = paymentView(row.trnType, next, book);
    if (!view) throw bad('NOT_PURCHASE', authMessages.notPurchase);
    return { payment: view };
  }

  /** The payment an authorisation of a purchase type uses; a 400 when there is none usable. */
  private paymentFor(row: repo.PlacedTrxnRow, request: OnAuthorizeInput): AuthPurchaseData | null {
    if (!isPaidAuthType(row.trnType)) return null;
    const chosen = request.purchaseData;
    if (chosen) {
      const [bankCode = ''] = chosen.payBank.split('~');
      if (
        !hasUsablePaymentDetail({
          payMode: chosen.payMode,
          bankCode,
          neftRtgsNo: chosen.neftRtgsNo,
        })
      )
        throw bad('ENTER_PAYMENT', authMessages.enterPayment);
      return chosen;
    }
    const placed = storedPayment(row.payment);
    if (!placed.payMode || !hasUsablePaymentDetail(placed))
      throw bad('ENTER_PAYMENT', authMessages.enterPayment);
    return {
      payMode: placed.payMode as AuthPurchaseData['payMode'],
      mandate: placed.mandateNo,
      payBank: `${placed.bankCode}~${placed.bankAccNo}~${placed.bankIfsc}`,
      neftRtgsNo: placed.neftRtgsNo,
      payerVirtualAddress: placed.payerVpa,
      VPAVerifyDtlSrNo: '',
    };
  }

  private baseResult(
    row: repo.PlacedTrxnRow,
    request: OnAuthorizeInput,
    payment: AuthPurchaseData | null,
  ): TAuthorisationResult {
    return {
      encEncodedTrxnId: '',
      trxnId: row.trxnId,
      trxnDate: this.deps.clock.businessNow().toISOString(),
      trnType: row.trnType as AuthTransactionType,
      exCode: '',
      payMode: payment?.payMode ?? '',
      netBankingUrl: '',
      isMarsTrxn: row.isMars ? 'Y' : 'N',
      marsTarNo: row.marsTarNo,
      collectionApiStatus: '',
      collectionApiStatusDes: '',
      UPIREFTRXNID: '',
      IS_EDIS: 'N',
      edisTrxnNo: '',
      reqFrom: request.reqFrom,
      callurl: '',
      action: '',
      FLG_POA: 'Y',
      DEMAT_POA_MSG: '',
      encSSIPEncodedTrxnId: '',
      encSIPEncodedTrxnId: '',
      encEncodedNpipTrxnid: '',
      ShemeOption: '',
      validationNo: '',
      ackPath: '',
      confirmation: null,
      isRepeat: false,
    };
  }

  private repeat(row: repo.PlacedTrxnRow): AuthoriseReply {
    const stored = row.result as TAuthorisationResult | null;
    if (!stored) throw conflict('IN_PROGRESS', authMessages.inProgress);
    return {
      result: { ...stored, isRepeat: true },
      techMessage: '',
      message: authMessages.authorised,
    };
  }

  /** Why a claim failed, read from the row as it now stands. */
  private async claimRefusal(id: number, trxnId: string, key: string): Promise<AuthoriseReply> {
    const row = await repo.byTrxnId(this.deps.db, trxnId);
    if (!row || row.id !== id) throw bad('LINK_INVALID', authMessages.linkInvalid);
    if (row.decisionKey === key && row.status === 'AUTHORISED') return this.repeat(row);
    if (row.status === 'AUTHORISING')
      throw conflict(
        'IN_PROGRESS',
        row.decisionKey === key ? authMessages.inProgress : authMessages.otherAttempt,
      );
    this.trxns.refuseClosed(row, null);
    throw conflict('IN_PROGRESS', authMessages.otherAttempt);
  }

  /** The checks before a claim: the link still open, the transaction still possible, the terms. */
  private async beforeClaim(
    principal: SessionPrincipal,
    row: repo.PlacedTrxnRow,
    expiresAt: Date,
    request: OnAuthorizeInput,
    now: Date,
  ) {
    const key = request.sessionId;
    const stale = row.claimedAt !== null && row.claimedAt.getTime() < now.getTime() - claimHoldMs;
    if (row.status === 'AUTHORISING' && !stale)
      throw conflict(
        'IN_PROGRESS',
        row.decisionKey === key ? authMessages.inProgress : authMessages.otherAttempt,
      );
    this.trxns.refuseClosed(row, expiresAt);
    const account = await this.deps.access.accountOf(principal);
    await this.trxns.refuseImpossible(row, account);
    if (request.tncAccepted !== 'Y') throw bad('TNC_REQUIRED', authMessages.tncRequired);
    const payment = this.paymentFor(row, request);
    return { account, payment, executor: this.trxns.executorOf(row) };
  }

  /** Runs the executor on a claimed row; a failure gives the row back before it is answered. */
  private async place(
    executor: AuthExecutor,
    input: AuthoriseInput,
    claimed: repo.PlacedTrxnRow,
  ): Promise<AuthOutcome> {
    try {
      return await executor.authorise(input);
    } catch (error) {
      await repo.release(this.deps.db, claimed.id, input.request.sessionId);
      if (error instanceof AppError) throw error;
      this.deps.log?.error({ err: error, trxnId: claimed.trxnId }, 'authorisation failed');
      throw new AppError(417, 'AUTHORISE_FAILED', authMessages.generic);
    }
  }

  /** An outcome short of placing: the row goes back to PENDING; a confirmation loop is answered. */
  private async notPlaced(
    claimed: repo.PlacedTrxnRow,
    key: string,
    base: TAuthorisationResult,
    outcome: Exclude<AuthOutcome, { kind: 'PLACED' }>,
  ): Promise<AuthoriseReply> {
    await repo.release(this.deps.db, claimed.id, key);
    if (outcome.kind === 'CONFIRM')
      return {
        result: { ...base, confirmation: { code: outcome.code, question: outcome.question } },
        techMessage: outcome.code,
        message: outcome.question,
      };
    if (outcome.kind === 'DECLINED') throw bad('DECLINED', authMessages.declined);
    throw bad(outcome.errCode || 'REFUSED', outcome.message);
  }

  /** Stores the result of what was placed and records the authorisation, once. */
  private async store(
    claimed: repo.PlacedTrxnRow,
    key: string,
    result: TAuthorisationResult,
    context: AuditContext,
  ): Promise<AuthoriseReply> {
    const stored = await this.deps.db.transaction(async (tx) => {
      const marked = await repo.markAuthorised(tx, claimed.id, key, result, this.trxns.now());
      if (marked)
        await this.deps.audit.record(
          'AUTH_AUTHORISED',
          claimed.accountId,
          context,
          {
            trxnId: claimed.trxnId,
            trnType: claimed.trnType,
            placed: result.trxnId,
            payMode: result.payMode,
            marsTarNo: claimed.marsTarNo,
          },
          tx,
        );
      return marked;
    });
    if (!stored) return this.claimRefusal(claimed.id, claimed.trxnId, key);
    return { result, techMessage: '', message: authMessages.authorised };
  }

  /**
   * onAuthorize: exactly one outcome however many attempts arrive at once. The row is claimed
   * atomically (PENDING to AUTHORISING under the request's sessionId), the executor places what it
   * stands for under a key derived from the reference (a retry never places twice), and the result
   * is stored; anything short of placing gives the row back to PENDING.
   */
  async authorise(
    principal: SessionPrincipal,
    request: OnAuthorizeInput,
    context: AuditContext,
  ): Promise<AuthoriseReply> {
    // A repeat by the key that spent the link answers the stored result, so it is read first.
    const { row, expiresAt } = await this.trxns.openLink(request.encryptedData, principal);
    const key = request.sessionId;
    if (row.decisionKey === key && row.status === 'AUTHORISED') return this.repeat(row);
    const now = this.trxns.now();
    const { account, payment, executor } = await this.beforeClaim(
      principal,
      row,
      expiresAt,
      request,
      now,
    );
    const claimed = await repo.claim(
      this.deps.db,
      row.id,
      key,
      now,
      new Date(now.getTime() - claimHoldMs),
    );
    if (!claimed) return this.claimRefusal(row.id, row.trxnId, key);
    const encEncodedTrxnId = this.deps.links.receipt(claimed.trxnId);
    const outcome = await this.place(
      executor,
      {
        account,
        pending: this.trxns.pendingOf(claimed, account),
        request,
        payment,
        placementKey: placementKeyOf(claimed.trxnId),
        encEncodedTrxnId,
        audit: context,
      },
      claimed,
    );
    const base = this.baseResult(claimed, request, payment);
    if (outcome.kind !== 'PLACED') return this.notPlaced(claimed, key, base, outcome);
    const result: TAuthorisationResult = {
      ...base,
      ...outcome.result,
      trnType: base.trnType,
      encEncodedTrxnId,
      ackPath: outcome.ackPath,
      confirmation: null,
      isRepeat: false,
    };
    return this.store(claimed, key, result, context);
  }

  /** onReject: a pending transaction becomes rejected, once; one being authorised cannot be. */
  async reject(
    principal: SessionPrincipal,
    token: string,
    context: AuditContext,
  ): Promise<TOnRejectResponse> {
    const { row, expiresAt } = await this.trxns.openLink(token, principal);
    if (row.status === 'AUTHORISING') throw conflict('IN_PROGRESS', authMessages.cannotRejectNow);
    this.trxns.refuseClosed(row, expiresAt);
    const rejected = await this.deps.db.transaction(async (tx) => {
      const done = await repo.reject(tx, row.id, this.trxns.now());
      if (done)
        await this.deps.audit.record(
          'AUTH_REJECTED',
          row.accountId,
          context,
          { trxnId: row.trxnId, trnType: row.trnType, marsTarNo: row.marsTarNo },
          tx,
        );
      return done;
    });
    if (!rejected) {
      const now = await repo.byTrxnId(this.deps.db, row.trxnId);
      if (now?.status === 'AUTHORISING')
        throw conflict('IN_PROGRESS', authMessages.cannotRejectNow);
      if (now) this.trxns.refuseClosed(now, null);
      throw conflict('IN_PROGRESS', authMessages.cannotRejectNow);
    }
    return {
      trxnId: rejected.trxnId,
      trnType: rejected.trnType as AuthTransactionType,
      isMarsTrxn: rejected.isMars ? 'Y' : 'N',
      marsTarNo: rejected.marsTarNo,
      message: authMessages.rejected(shownRef(rejected)),
    };
  }
}
