import {
  authMessages,
  isSellingAuthType,
  maskName,
  transactionTypeLabel,
  twoFactorAuthFlows,
  type AuthTransactionType,
  type TAuthTrxnLine,
  type TMarsPendingTrxn,
  type TPendingAuthorizationTransaction,
  type TPendingTrxn,
  type TValidateAuthResponse,
} from '@cdesk/domain';
import { AppError } from '../../lib/app-error.js';
import type { Account, SessionPrincipal } from '../access/index.js';
import {
  bad,
  placedBy,
  PlacedTrxns,
  shownRef,
  stateOf,
  type AuthoriseDeps,
} from './placed-trxns.js';
import { receiptPdf } from './receipt.js';
import * as repo from './repository.js';
import { paymentView, storedPayment, totalOf } from './views.js';

/**
 * What a partner placed, as the client reads it: the lists and counts of what waits, a MARS
 * transaction's state, a link's validity, one transaction's detail and its receipt.
 */
export class AuthorisationListing {
  constructor(
    private readonly deps: AuthoriseDeps,
    private readonly trxns: PlacedTrxns,
  ) {}

  /** getTrxnAuthRpt: the account's non-MARS transactions waiting for authorisation. */
  async pendingList(principal: SessionPrincipal): Promise<{ trxns: TPendingTrxn[] }> {
    const account = await this.deps.access.accountOf(principal);
    const rows = await repo.pendingOf(this.deps.db, account.id, this.trxns.now(), false);
    const book = await this.trxns.banks(account.id);
    const trxns: TPendingTrxn[] = [];
    for (const row of rows) {
      const { summary, lines } = await this.trxns.describe(row, account);
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
        unavailable: await this.trxns.obstacle(row, account),
      });
    }
    return { trxns };
  }

  /**
   * getTotalNonMarsCount or getMarsAuthPendingTrxnsCount: what truly waits for the client, not a
   * transaction that can no longer be done.
   */
  async pendingCount(principal: SessionPrincipal, mars: boolean): Promise<{ count: number }> {
    const total = await repo.pendingCount(
      this.deps.db,
      principal.accountId,
      this.trxns.now(),
      mars,
    );
    if (total === 0) return { count: 0 };
    const account = await this.deps.access.accountOf(principal);
    let count = 0;
    for (const row of await repo.pendingOf(this.deps.db, account.id, this.trxns.now(), mars))
      if (!(await this.trxns.obstacle(row, account))) count += 1;
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
    const rows = await repo.pendingOf(this.deps.db, account.id, this.trxns.now(), true);
    const trxns: TMarsPendingTrxn[] = [];
    for (const row of rows) {
      const { summary, lines, marsName } = await this.trxns.describe(row, account);
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
      (await repo.byTrxnId(this.deps.db, trxnId)) ??
      (await repo.byMarsTarNo(this.deps.db, principal.accountId, trxnId));
    if (!row || row.accountId !== principal.accountId || row.trnType !== trxnTypeId)
      throw bad('NOT_FOUND', authMessages.noPending);
    const status = stateOf(row, this.trxns.now());
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

  /** onValidateAuthTransaction: whether a link can still be acted on (open without a login). */
  async validate(token: string): Promise<TValidateAuthResponse> {
    const opened = this.deps.links.open(token);
    const row = opened ? await repo.byTrxnId(this.deps.db, opened.reference) : undefined;
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
    const state = stateOf(row, this.trxns.now());
    if (state === 'EXPIRED' || opened.expiresAt.getTime() <= this.trxns.now().getTime())
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
    const { opened, row } = await this.trxns.rowOf(token);
    PlacedTrxns.owned(row, principal);
    if (opened.kind === 'LINK') this.trxns.refuseClosed(row, opened.expiresAt);
    else if (row.status !== 'AUTHORISED')
      throw bad('RECEIPT_UNAVAILABLE', authMessages.notAuthorisedYet);
    const account = await this.deps.access.accountOf(principal);
    if (opened.kind === 'LINK') await this.trxns.refuseImpossible(row, account);
    const { pending, summary: _summary, lines, marsName } = await this.trxns.describe(row, account);
    const book = await this.trxns.banks(account.id);
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
            ? ((await this.trxns.executorOf(row).question?.(pending)) ?? null)
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

  /** trxnAuthoShowReceipt: the receipt of an authorised transaction, as a PDF. */
  async receipt(
    principal: SessionPrincipal,
    token: string,
    trxnType: string,
  ): Promise<{ fileName: string; pdf: Uint8Array }> {
    const { opened, row } = await this.trxns.rowOf(token);
    PlacedTrxns.owned(row, principal);
    if (opened.kind !== 'RECEIPT' || row.status !== 'AUTHORISED')
      throw bad('RECEIPT_UNAVAILABLE', authMessages.notAuthorisedYet);
    if (row.trnType !== trxnType)
      throw bad('RECEIPT_UNAVAILABLE', authMessages.receiptNotAvailable);
    const account = await this.deps.access.accountOf(principal);
    const { pending, lines, marsName } = await this.trxns.describe(row, account);
    const book = await this.trxns.banks(account.id);
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
    return (await this.trxns.describe(row, account)).lines;
  }
}
