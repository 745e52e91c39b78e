import {
  authMessages,
  transactionTypeLabel,
  ZPlacedTrxn,
  type AuthStatus,
  type AuthTransactionType,
  type TAuthorisationResult,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Account, AccessService, SessionPrincipal } from '../access/index.js';
import type { AuditService } from '../audit/index.js';
import type { PaymentChoice } from '../checkout/index.js';
import type { PendingTrxn } from './executor.js';
import type { AuthLinks } from './links.js';
import type { AuthExecutors } from './registry.js';
import * as repo from './repository.js';
import { bankBook, type BankBook } from './views.js';

export const bad = (code: string, message: string) => new AppError(400, code, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);

/** Where a stored transaction stands for the client: an open one past its expiry is expired. */
export function stateOf(row: repo.PlacedTrxnRow, now: Date): AuthStatus {
  if (row.status === 'AUTHORISED' || row.status === 'REJECTED') return row.status;
  if (row.status === 'PENDING' && row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'PENDING';
}

/** The idempotency key of what authorising a transaction places: one per reference. */
export const placementKeyOf = (trxnId: string) => `AUTH-${trxnId}`;

/** The reference a MARS transaction is known by, else the transaction's own. */
export const shownRef = (row: repo.PlacedTrxnRow) =>
  row.isMars && row.marsTarNo ? row.marsTarNo : row.trxnId;

/** Who placed it, as the client is shown: the partner's name and ARN. */
export function placedBy(row: Pick<repo.PlacedTrxnRow, 'partnerName' | 'partnerArn'>): string {
  if (!row.partnerName) return 'Your Wealth Partner';
  return row.partnerArn ? `${row.partnerName} (${row.partnerArn})` : row.partnerName;
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

/**
 * A partner-placed transaction as the client's calls reach it: by its link or receipt token, its
 * account's, still open or not, its placement parsed again and described by its executor, and
 * whether it can still be done today.
 */
export class PlacedTrxns {
  constructor(private readonly deps: AuthoriseDeps) {}

  now() {
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

  executorOf(row: repo.PlacedTrxnRow) {
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
  async obstacle(row: repo.PlacedTrxnRow, account: Account): Promise<string> {
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
  async refuseImpossible(row: repo.PlacedTrxnRow, account: Account): Promise<void> {
    const reason = await this.obstacle(row, account);
    if (reason)
      throw bad('NO_LONGER_POSSIBLE', authMessages.noLongerPossible(shownRef(row), reason));
  }

  async banks(accountId: number): Promise<BankBook> {
    return bankBook((await this.deps.choice.paymentModeWiseBanks(accountId)).payModeList);
  }

  async describe(row: repo.PlacedTrxnRow, account: Account) {
    const pending = this.pendingOf(row, account);
    const described = await this.executorOf(row).describe(pending);
    return { pending, ...described };
  }

  /** The row a token names; a tampered or unknown token is refused as invalid. */
  async rowOf(token: string) {
    const opened = this.deps.links.open(token);
    const row = opened ? await repo.byTrxnId(this.deps.db, opened.reference) : undefined;
    if (!opened || !row) throw bad('LINK_INVALID', authMessages.linkInvalid);
    return { opened, row };
  }

  static owned(row: repo.PlacedTrxnRow, principal: SessionPrincipal) {
    if (row.accountId !== principal.accountId)
      throw new AppError(403, 'NOT_YOURS', authMessages.notYours);
  }

  /** Refuses a link that can no longer be acted on: spent, expired, or being authorised. */
  refuseClosed(row: repo.PlacedTrxnRow, expiresAt: Date | null) {
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
  async openLink(token: string, principal: SessionPrincipal) {
    const { opened, row } = await this.rowOf(token);
    if (opened.kind !== 'LINK') throw bad('LINK_INVALID', authMessages.linkInvalid);
    PlacedTrxns.owned(row, principal);
    return { row, expiresAt: opened.expiresAt };
  }
}
