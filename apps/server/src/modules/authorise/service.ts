import {
  authMessages,
  hasUsablePaymentDetail,
  isPaidAuthType,
  isSellingAuthType,
  maskName,
  transactionTypeLabel,
  twoFactorAuthFlows,
  ZPlacedTrxn,
  type AuthStatus,
  type AuthTransactionType,
  type TAuthorisationResult,
  type TAuthPayment,
  type TAuthTrxnLine,
  type TMarsPendingTrxn,
  type TOnRejectResponse,
  type TPendingAuthorizationTransaction,
  type TPendingTrxn,
  type TPoaCheck,
  type TValidateAuthResponse,
  type ZOnAuthorizeRequest,
} from '@cdesk/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Account, AccessService, SessionPrincipal } from '../access/index.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import type { PaymentChoice } from '../checkout/index.js';
import type { AuthOutcome, AuthPurchaseData, PendingTrxn } from './executor.js';
import type { AuthLinks } from './links.js';
import { receiptPdf } from './receipt.js';
import type { AuthExecutors } from './registry.js';
import * as repo from './repository.js';
import {
  bankBook,
  findBank,
  paymentView,
  storedPayment,
  totalOf,
  type BankBook,
  type StoredPayment,
} from './views.js';

type OnAuthorizeInput = z.output<typeof ZOnAuthorizeRequest>;

/** How long a claim by an authorisation attempt holds before another may take it over. */
const claimHoldMs = 2 * 60 * 1000;

const bad = (code: string, message: string) => new AppError(400, code, message);
const conflict = (code: string, message: string) => new AppError(409, code, message);

/** Where a stored transaction stands for the client: an open one past its expiry is expired. */
export function stateOf(row: repo.PlacedTrxnRow, now: Date): AuthStatus {
  if (row.status === 'AUTHORISED' || row.status === 'REJECTED') return row.status;
  if (row.status === 'PENDING' && row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'PENDING';
}

/** The idempotency key of what authorising a transaction places: one per reference. */
export const placementKeyOf = (trxnId: string) => `AUTH-${trxnId}`;

/** The reference a MARS transaction is known by, else the transaction's own. */
const shownRef = (row: repo.PlacedTrxnRow) =>
  row.isMars && row.marsTarNo ? row.marsTarNo : row.trxnId;

export interface AuthoriseReply {
  result: TAuthorisationResult;
  /** The envelope's techMessage: the confirmation code of a confirmation loop, else ''. */
  techMessage: string;
  message: string;
}

export interface AuthoriseDeps {
  db: Db;
  clock: Clock;
  access: AccessService;
  audit: AuditService;
  choice: PaymentChoice;
  executors: AuthExecutors;
  links: AuthLinks;
  /** Where failures that are no fault of the client are logged. */
  log?: { error(detail: object, message: string): void };
}

/** Authorising partner-placed transactions: the lists, the detail, authorise and reject. */
export class AuthoriseService {
  constructor(private readonly deps: AuthoriseDeps) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.clock.businessNow();
  }

  /** The transaction as the executors see it, its placement parsed again. */
  pendingOf(row: repo.PlacedTrxnRow, account: Pick<Account, 'njAcNo'>): PendingTrxn {
    const parsed = ZPlacedTrxn.safeParse(row.placement);
    if (!parsed.success)
      throw new AppError(417, 'PLACEMENT_UNREADABLE', authMessages.generic, row.trxnId);
    return {
      trxnId: row.trxnId,
      accountId: row.accountId,
      njAcNo: account.njAcNo,
      trnType: row.trnType as AuthTransactionType,
      trxn: parsed.data,
      isMars: row.isMars,
      marsTarNo: row.marsTarNo,
      marsId: row.marsId,
      placedAt: row.placedAt,
      status: stateOf(row, this.now()),
      placementKey: placementKeyOf(row.trxnId),
      result: (row.result as TAuthorisationResult | null) ?? null,
    };
  }

  private executorOf(row: repo.PlacedTrxnRow) {
    const executor = this.deps.executors.of(row.trnType);
    if (!executor)
      throw new AppError(
        417,
        'TYPE_NOT_OFFERED',
        authMessages.typeNotOffered(transactionTypeLabel(row.trnType)),
      );
    return executor;
  }

  /**
   * Why a pending transaction can no longer be done, or '': the checks its placement passed are
   * made again today (the plan still running, the stop still revocable, the units still there).
   */
  private async obstacle(row: repo.PlacedTrxnRow, account: Account): Promise<string> {
    const executor = this.executorOf(row);
    if (!executor.validate) return '';
    try {
      await executor.validate({ account, trxn: this.pendingOf(row, account).trxn });
      return '';
    } catch (error) {
      if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500)
        return error.displayMessage;
      throw error;
    }
  }

  /** Refuses, before any consent is asked, a transaction that can no longer be done. */
  private async refuseImpossible(row: repo.PlacedTrxnRow, account: Account): Promise<void> {
    const reason = await this.obstacle(row, account);
    if (reason)
      throw bad('NO_LONGER_POSSIBLE', authMessages.noLongerPossible(shownRef(row), reason));
  }

  private async banks(accountId: number): Promise<BankBook> {
    return bankBook((await this.deps.choice.paymentModeWiseBanks(accountId)).payModeList);
  }

  private async describe(row: repo.PlacedTrxnRow, account: Account) {
    const pending = this.pendingOf(row, account);
    const described = await this.executorOf(row).describe(pending);
    return { pending, ...described };
  }

  // ----- tokens -----

  /** The row a token names; a tampered or unknown token is refused as invalid. */
  private async rowOf(token: string) {
    const opened = this.deps.links.open(token);
    const row = opened ? await repo.byTrxnId(this.db, opened.reference) : undefined;
    if (!opened || !row) throw bad('LINK_INVALID', authMessages.linkInvalid);
    return { opened, row };
  }

  private static owned(row: repo.PlacedTrxnRow, principal: SessionPrincipal) {
    if (row.accountId !== principal.accountId)
      throw new AppError(403, 'NOT_YOURS', authMessages.notYours);
  }

  /** Refuses a link that can no longer be acted on: spent, expired, or being authorised. */
  private refuseClosed(row: repo.PlacedTrxnRow, expiresAt: Date | null) {
    if (row.status === 'AUTHORISED')
      throw conflict('ALREADY_AUTHORISED', authMessages.alreadyAuthorised(shownRef(row)));
    if (row.status === 'REJECTED')
      throw conflict('ALREADY_REJECTED', authMessages.alreadyRejected(shownRef(row)));
    const now = this.now();
    if (
      stateOf(row, now) === 'EXPIRED' ||
      (expiresAt !== null && expiresAt.getTime() <= now.getTime())
    )
      throw bad('LINK_EXPIRED', authMessages.linkExpired);
  }

  /** An authorisation link of the session's account, still open. */
  private async openLink(token: string, principal: SessionPrincipal) {
    const { opened, row } = await this.rowOf(token);
    if (opened.kind !== 'LINK') throw bad('LINK_INVALID', authMessages.linkInvalid);
    AuthoriseService.owned(row, principal);
    return { row, expiresAt: opened.expiresAt };
  }

  // ----- lists and counts -----

  /** getTrxnAuthRpt: the account's non-MARS transactions waiting for authorisation. */
  async pendingList(principal: SessionPrincipal): Promise<{ trxns: TPendingTrxn[] }> {
    const account = await this.deps.access.accountOf(principal);
    const rows = await repo.pendingOf(this.db, account.id, this.now(), false);
    const book = await this.banks(account.id);
    const trxns: TPendingTrxn[] = [];
    for (const row of rows) {
      const { summary, lines } = await this.describe(row, account);
      const [first] = lines;
      trxns.push({
        encryptedData: this.deps.links.link(row.trxnId, row.expiresAt),
        trxnId: row.trxnId,
        trnType: row.trnType as AuthTransactionType,
        trnTypeLabel: transactionTypeLabel(row.trnType),
        summary,
        amount: totalOf(lines),
        units: lines.length === 1 ? (first?.units ?? '') : '',
        folioNo: first?.folioNo ?? '',
        placedBy: placedBy(row),
        placedOn: row.placedAt.toISOString(),
        expiresOn: row.expiresAt.toISOString(),
        payment: paymentView(row.trnType, storedPayment(row.payment), book),
        isMarsTrxn: row.isMars ? 'Y' : 'N',
        marsTarNo: row.marsTarNo,
        unavailable: await this.obstacle(row, account),
      });
    }
    return { trxns };
  }

  /**
   * getTotalNonMarsCount or getMarsAuthPendingTrxnsCount: what truly waits for the client, not a
   * transaction that can no longer be done.
   */
  async pendingCount(principal: SessionPrincipal, mars: boolean): Promise<{ count: number }> {
    const total = await repo.pendingCount(this.db, principal.accountId, this.now(), mars);
    if (total === 0) return { count: 0 };
    const account = await this.deps.access.accountOf(principal);
    let count = 0;
    for (const row of await repo.pendingOf(this.db, account.id, this.now(), mars))
      if (!(await this.obstacle(row, account))) count += 1;
    return { count };
  }

  /** getMarsAuthPendingTrxns: the account's MARS transactions waiting for authorisation. */
  async marsPendingList(
    principal: SessionPrincipal,
    loggedInUCC: string,
  ): Promise<{ trxns: TMarsPendingTrxn[] }> {
    const account = await this.deps.access.accountOf(principal);
    if (loggedInUCC && ![account.ucc, account.njAcNo, account.acCode].includes(loggedInUCC))
      throw new AppError(403, 'NOT_YOURS', authMessages.notYours);
    const rows = await repo.pendingOf(this.db, account.id, this.now(), true);
    const trxns: TMarsPendingTrxn[] = [];
    for (const row of rows) {
      const { summary, lines, marsName } = await this.describe(row, account);
      trxns.push({
        trxnId: row.trxnId,
        trxnTypeId: row.trnType as AuthTransactionType,
        marsTarNo: row.marsTarNo,
        marsName: marsName ?? '',
        summary,
        amount: totalOf(lines),
        placedOn: row.placedAt.toISOString(),
        placedBy: placedBy(row),
        encryptedData: this.deps.links.link(row.trxnId, row.expiresAt),
      });
    }
    return { trxns };
  }

  /** checkMarsAuthPendingTrxnStatus: where a MARS transaction stands (by reference or target no). */
  async marsStatus(principal: SessionPrincipal, trxnTypeId: string, trxnId: string) {
    const row =
      (await repo.byTrxnId(this.db, trxnId)) ??
      (await repo.byMarsTarNo(this.db, principal.accountId, trxnId));
    if (!row || row.accountId !== principal.accountId || row.trnType !== trxnTypeId)
      throw bad('NOT_FOUND', authMessages.noPending);
    const status = stateOf(row, this.now());
    const ref = shownRef(row);
    const message =
      status === 'AUTHORISED'
        ? authMessages.alreadyAuthorised(ref)
        : status === 'REJECTED'
          ? authMessages.rejected(ref)
          : status === 'EXPIRED'
            ? authMessages.linkExpired
            : '';
    return { status, message };
  }

  // ----- one transaction -----

  /** onValidateAuthTransaction: whether a link can still be acted on (open without a login). */
  async validate(token: string): Promise<TValidateAuthResponse> {
    const opened = this.deps.links.open(token);
    const row = opened ? await repo.byTrxnId(this.db, opened.reference) : undefined;
    const answer = (
      state: TValidateAuthResponse['state'],
      message: string,
    ): TValidateAuthResponse => ({
      isValid: state === 'PENDING' ? 'Y' : 'N',
      state,
      trnType: row ? (row.trnType as AuthTransactionType) : '',
      njAcNo: '',
      investorName: '',
      message,
    });
    if (!opened || !row || opened.kind !== 'LINK')
      return answer('INVALID', authMessages.linkInvalid);
    const account = await this.deps.access.accountById(row.accountId);
    const withClient = (reply: TValidateAuthResponse) => ({
      ...reply,
      njAcNo: account?.njAcNo ?? '',
      investorName: account ? maskName(account.name) : '',
    });
    if (row.linkSpent)
      return withClient({
        ...answer('USED', authMessages.linkUsed),
        message:
          row.status === 'REJECTED'
            ? authMessages.alreadyRejected(shownRef(row))
            : authMessages.alreadyAuthorised(shownRef(row)),
      });
    const state = stateOf(row, this.now());
    if (state === 'EXPIRED' || opened.expiresAt.getTime() <= this.now().getTime())
      return withClient(answer('EXPIRED', authMessages.linkExpired));
    return withClient(answer('PENDING', ''));
  }

  /**
   * getAuthTrxDetailFromTar: a pending transaction by its link, or an authorised one by its
   * receipt reference (encEncodedTrxnId), with the lines each executor describes.
   */
  async detail(
    principal: SessionPrincipal,
    token: string,
  ): Promise<TPendingAuthorizationTransaction> {
    const { opened, row } = await this.rowOf(token);
    AuthoriseService.owned(row, principal);
    if (opened.kind === 'LINK') this.refuseClosed(row, opened.expiresAt);
    else if (row.status !== 'AUTHORISED')
      throw bad('RECEIPT_UNAVAILABLE', authMessages.notAuthorisedYet);
    const account = await this.deps.access.accountOf(principal);
    if (opened.kind === 'LINK') await this.refuseImpossible(row, account);
    const { pending, summary: _summary, lines, marsName } = await this.describe(row, account);
    const book = await this.banks(account.id);
    const type = row.trnType as AuthTransactionType;
    const result = pending.result;
    return {
      trxnHeaderDeail: {
        trxnId: row.trxnId,
        trnType: type,
        trnTypeLabel: transactionTypeLabel(type),
        njAcNo: account.njAcNo,
        investorName: account.name,
        placedBy: placedBy(row),
        arn: row.partnerArn,
        placedOn: row.placedAt.toISOString(),
        expiresOn: row.expiresAt.toISOString(),
        status: pending.status,
        totalAmount: totalOf(lines),
        payment: paymentView(type, storedPayment(row.payment), book),
        isMarsTrxn: row.isMars ? 'Y' : 'N',
        marsTarNo: row.marsTarNo,
        marsName: marsName ?? '',
        isRedWarning: isSellingAuthType(type) ? 'Y' : 'N',
        isTwoFactor: type in twoFactorAuthFlows && account.accType === 'EMF' ? 'Y' : 'N',
        confirmation:
          pending.status === 'PENDING'
            ? ((await this.executorOf(row).question?.(pending)) ?? null)
            : null,
        encEncodedTrxnId: result?.encEncodedTrxnId ?? '',
      },
      trxndetail: lines,
      trxnType: type,
      notes: row.notes,
      taxCountryValidation: 'N',
      isNomineeRequired: 'N',
      nomineeReDirectUrl: '',
      nomineeMessage: '',
      nomineeSuccessMessage: '',
    };
  }

  /** checkRedPOAValidation / checkMarsSwiPOAValidation: the executor's demat permission check. */
  async poa(principal: SessionPrincipal, token: string): Promise<TPoaCheck> {
    const { row, expiresAt } = await this.openLink(token, principal);
    this.refuseClosed(row, expiresAt);
    const account = await this.deps.access.accountOf(principal);
    const executor = this.executorOf(row);
    if (!executor.poa)
      return { mode: 'P', FLG_POA: 'Y', IS_EDIS: 'N', isBlocked: 'N', message: '' };
    return executor.poa(this.pendingOf(row, account));
  }

  /** onchangeBankAccount: the registered bank a pending purchase pays from. */
  async changeBank(
    principal: SessionPrincipal,
    token: string,
    payBank: string,
    context: AuditContext,
  ): Promise<{ payment: TAuthPayment }> {
    const { row, expiresAt } = await this.openLink(token, principal);
    this.refuseClosed(row, expiresAt);
    if (row.status !== 'PENDING') throw conflict('IN_PROGRESS', authMessages.otherAttempt);
    if (!isPaidAuthType(row.trnType)) throw bad('NOT_PURCHASE', authMessages.notPurchase);
    const [bankCode = '', bankAccNo = '', ifsc = ''] = payBank.split('~').map((p) => p.trim());
    const book = await this.banks(row.accountId);
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
    const updated = await repo.setPayment(this.db, row.id, next, this.now());
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
    const row = await repo.byTrxnId(this.db, trxnId);
    if (!row || row.id !== id) throw bad('LINK_INVALID', authMessages.linkInvalid);
    if (row.decisionKey === key && row.status === 'AUTHORISED') return this.repeat(row);
    if (row.status === 'AUTHORISING')
      throw conflict(
        'IN_PROGRESS',
        row.decisionKey === key ? authMessages.inProgress : authMessages.otherAttempt,
      );
    this.refuseClosed(row, null);
    throw conflict('IN_PROGRESS', authMessages.otherAttempt);
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
    const { row, expiresAt } = await this.openLink(request.encryptedData, principal);
    const key = request.sessionId;
    const now = this.now();
    if (row.decisionKey === key && row.status === 'AUTHORISED') return this.repeat(row);
    const stale = row.claimedAt !== null && row.claimedAt.getTime() < now.getTime() - claimHoldMs;
    if (row.status === 'AUTHORISING' && !stale)
      throw conflict(
        'IN_PROGRESS',
        row.decisionKey === key ? authMessages.inProgress : authMessages.otherAttempt,
      );
    this.refuseClosed(row, expiresAt);
    const account = await this.deps.access.accountOf(principal);
    await this.refuseImpossible(row, account);
    if (request.tncAccepted !== 'Y') throw bad('TNC_REQUIRED', authMessages.tncRequired);
    const payment = this.paymentFor(row, request);
    const executor = this.executorOf(row);

    const claimed = await repo.claim(
      this.db,
      row.id,
      key,
      now,
      new Date(now.getTime() - claimHoldMs),
    );
    if (!claimed) return this.claimRefusal(row.id, row.trxnId, key);

    const encEncodedTrxnId = this.deps.links.receipt(claimed.trxnId);
    let outcome: AuthOutcome;
    try {
      outcome = await executor.authorise({
        account,
        pending: this.pendingOf(claimed, account),
        request,
        payment,
        placementKey: placementKeyOf(claimed.trxnId),
        encEncodedTrxnId,
        audit: context,
      });
    } catch (error) {
      await repo.release(this.db, claimed.id, key);
      if (error instanceof AppError) throw error;
      this.deps.log?.error({ err: error, trxnId: claimed.trxnId }, 'authorisation failed');
      throw new AppError(417, 'AUTHORISE_FAILED', authMessages.generic);
    }

    const base = this.baseResult(claimed, request, payment);
    if (outcome.kind !== 'PLACED') {
      await repo.release(this.db, claimed.id, key);
      if (outcome.kind === 'CONFIRM')
        return {
          result: { ...base, confirmation: { code: outcome.code, question: outcome.question } },
          techMessage: outcome.code,
          message: outcome.question,
        };
      if (outcome.kind === 'DECLINED') throw bad('DECLINED', authMessages.declined);
      throw bad(outcome.errCode || 'REFUSED', outcome.message);
    }

    const result: TAuthorisationResult = {
      ...base,
      ...outcome.result,
      trnType: base.trnType,
      encEncodedTrxnId,
      ackPath: outcome.ackPath,
      confirmation: null,
      isRepeat: false,
    };
    const stored = await this.db.transaction(async (tx) => {
      const marked = await repo.markAuthorised(tx, claimed.id, key, result, this.now());
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

  /** onReject: a pending transaction becomes rejected, once; one being authorised cannot be. */
  async reject(
    principal: SessionPrincipal,
    token: string,
    context: AuditContext,
  ): Promise<TOnRejectResponse> {
    const { row, expiresAt } = await this.openLink(token, principal);
    if (row.status === 'AUTHORISING') throw conflict('IN_PROGRESS', authMessages.cannotRejectNow);
    this.refuseClosed(row, expiresAt);
    const rejected = await this.db.transaction(async (tx) => {
      const done = await repo.reject(tx, row.id, this.now());
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
      const now = await repo.byTrxnId(this.db, row.trxnId);
      if (now?.status === 'AUTHORISING')
        throw conflict('IN_PROGRESS', authMessages.cannotRejectNow);
      if (now) this.refuseClosed(now, null);
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

  /** trxnAuthoShowReceipt: the receipt of an authorised transaction, as a PDF. */
  async receipt(
    principal: SessionPrincipal,
    token: string,
    trxnType: string,
  ): Promise<{ fileName: string; pdf: Uint8Array }> {
    const { opened, row } = await this.rowOf(token);
    AuthoriseService.owned(row, principal);
    if (opened.kind !== 'RECEIPT' || row.status !== 'AUTHORISED')
      throw bad('RECEIPT_UNAVAILABLE', authMessages.notAuthorisedYet);
    if (row.trnType !== trxnType)
      throw bad('RECEIPT_UNAVAILABLE', authMessages.receiptNotAvailable);
    const account = await this.deps.access.accountOf(principal);
    const { pending, lines, marsName } = await this.describe(row, account);
    const book = await this.banks(account.id);
    const pdf = await receiptPdf({
      row,
      account,
      result: pending.result,
      lines,
      marsName: marsName ?? '',
      payment: paymentView(row.trnType, storedPayment(row.payment), book),
      placedBy: placedBy(row),
    });
    return { fileName: `receipt-${row.trxnId}.pdf`, pdf };
  }

  /** The lines of a transaction for a page outside the calls (the sandbox partner page). */
  async linesOf(row: repo.PlacedTrxnRow, account: Account): Promise<TAuthTrxnLine[]> {
    return (await this.describe(row, account)).lines;
  }
}

/** Who placed it, as the client is shown: the partner's name and ARN. */
export function placedBy(row: Pick<repo.PlacedTrxnRow, 'partnerName' | 'partnerArn'>): string {
  if (!row.partnerName) return 'Your Wealth Partner';
  return row.partnerArn ? `${row.partnerName} (${row.partnerArn})` : row.partnerName;
}
