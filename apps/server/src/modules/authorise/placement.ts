import { randomInt } from 'node:crypto';
import {
  authLinkLifetimeHours,
  authMessages,
  formatDate,
  isPaidAuthType,
  istDate,
  transactionTypeLabel,
  ZPartnerPlacement,
  type AuthStatus,
  type AuthTransactionType,
  type TPartnerPlacement,
  type TPlacedTrxnParsed,
} from '@cdesk/domain';
import type { ZodError } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { issueMessage } from '../../plugins/error-handler.js';
import type { Account, AccessService } from '../access/index.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import type { PaymentChoice } from '../checkout/index.js';
import type { OutboxService } from '../outbox/index.js';
import type { PortfolioService } from '../portfolio/index.js';
import type { SchemeService, SchemeView } from '../schemes/index.js';
import { authDetailPath, type AuthLinks } from './links.js';
import type { AuthExecutors } from './registry.js';
import * as repo from './repository.js';
import { placedBy, stateOf } from './placed-trxns.js';
import { asEntered, bankBook, emptyPayment, findBank, type StoredPayment } from './views.js';

/** The partner of an account as a placement records it. */
export interface PartnerOfAccount {
  code: string;
  name: string;
  arn: string;
}

export interface PlacementDeps {
  db: Db;
  clock: Clock;
  access: AccessService;
  audit: AuditService;
  outbox: OutboxService;
  schemes: SchemeService;
  portfolio: PortfolioService;
  choice: PaymentChoice;
  executors: AuthExecutors;
  links: AuthLinks;
  /** The account's wealth partner (shell), or null when it has none. */
  partnerOf(partnerId: number): Promise<PartnerOfAccount | null>;
  /** The origin the client's link starts with, e.g. https://desk.example.in. */
  linkBase: string;
}

/** A transaction placed for authorisation, with the link the client was sent. */
export interface PlacedForAuthorisation {
  trxnId: string;
  trnType: AuthTransactionType;
  njAcNo: string;
  investorName: string;
  marsTarNo: string;
  /** The link's d (encryptedData). */
  d: string;
  /** The desk path of the link: /cdesk/transact/authorize/detail?d=...&rf=al. */
  path: string;
  /** The absolute link as the SMS and e-mail carry it. */
  link: string;
  expiresAt: string;
  /** False when the placement key had placed it before: nothing new was stored or sent. */
  isNew: boolean;
}

const bad = (code: string, message: string) => new AppError(400, code, message);

/** Field names as the partner page labels them, for messages about a field. */
const fieldLabels: Record<string, string> = {
  njAcNo: 'Client',
  trxn: 'Transaction',
  trnType: 'Transaction type',
  schCode: 'Scheme code',
  targetSchCode: 'Target scheme code',
  folioNo: 'Folio number',
  amount: 'Amount',
  units: 'Units',
  redeemBy: 'Redeem by',
  planId: 'Plan id',
  topUpAmount: 'Top-up amount',
  sipAmount: 'SIP amount',
  mandateNo: 'Mandate number',
  marsId: 'MARS portfolio',
  legs: 'Switch legs',
  sip: 'SIP schedule',
  schedule: 'Schedule',
  freqId: 'Frequency',
  installmentDate: 'Installment day',
  totalNoOfInst: 'Number of installments',
  startDate: 'Start date',
  payMode: 'Pay mode',
  bankCode: 'Bank code',
  bankAccNo: 'Bank account number',
  bankIfsc: 'IFSC',
  neftRtgsNo: 'NEFT/RTGS number',
  payerVpa: 'UPI address',
  notes: 'Notes',
};

/** The first problem of a placement, in words the partner can act on. */
export function placementProblem(error: ZodError): string {
  const [issue] = error.issues;
  if (!issue) return authMessages.generic;
  const segments = issue.path.filter((p): p is string => typeof p === 'string');
  const last = segments[segments.length - 1] ?? '';
  const leg = issue.path.find((p): p is number => typeof p === 'number');
  const label = `${fieldLabels[last] ?? last}${leg === undefined ? '' : ` (leg ${leg + 1})`}`;
  if (last === 'trnType' && issue.code !== 'invalid_type')
    return 'Please choose a transaction type the desk offers for authorisation.';
  return issueMessage({ path: `/${label}`, code: issue.code, message: issue.message });
}

const istTime = (instant: Date) =>
  `${formatDate(instant)} ${new Date(instant.getTime() + 19_800_000).toISOString().slice(11, 16)}`;

/** Every scheme, folio and quantity a placement names, for the checks all types share. */
function legsOf(trxn: TPlacedTrxnParsed) {
  const legs: {
    schCode: number;
    targetSchCode?: number;
    folioNo?: string | undefined;
    redeemBy?: string;
    amount?: bigint | undefined;
    units?: string | undefined;
    buys: boolean;
  }[] = [];
  if ('legs' in trxn) for (const leg of trxn.legs) legs.push({ ...leg, buys: false });
  else if ('schCode' in trxn)
    legs.push({
      schCode: trxn.schCode,
      targetSchCode: 'targetSchCode' in trxn ? trxn.targetSchCode : undefined,
      folioNo: trxn.folioNo,
      redeemBy: 'redeemBy' in trxn ? trxn.redeemBy : undefined,
      amount: 'amount' in trxn ? trxn.amount : undefined,
      units: 'units' in trxn ? trxn.units : undefined,
      buys: isPaidAuthType(trxn.trnType),
    });
  return legs;
}

/**
 * What a partner places for a client's authorisation: checked, stored as entered, and sent to the
 * client by SMS and e-mail with its authorisation link.
 */
export class PartnerPlacements {
  constructor(private readonly deps: PlacementDeps) {}

  async place(
    input: TPartnerPlacement | unknown,
    context: AuditContext,
    options: { key?: string } = {},
  ): Promise<PlacedForAuthorisation> {
    const parsed = ZPartnerPlacement.safeParse(input);
    if (!parsed.success) throw bad('PLACEMENT_INVALID', placementProblem(parsed.error));
    const placement = parsed.data;
    const { trxn } = placement;

    if (options.key) {
      const earlier = await repo.byPlacementKey(this.deps.db, options.key);
      if (earlier) return this.placed(earlier, false);
    }
    const account = await this.deps.access.findAccount(placement.njAcNo, 'NJACNO');
    if (!account) throw bad('NO_CLIENT', authMessages.noClient(placement.njAcNo));
    const payment = await this.checked(account, trxn, placement.payment);
    const partner =
      account.partnerId === null ? null : await this.deps.partnerOf(account.partnerId);

    const placedAt = this.deps.clock.businessNow();
    const expiresAt = new Date(
      this.deps.clock.businessNow().getTime() + authLinkLifetimeHours * 3_600_000,
    );
    const isMars = trxn.trnType === 'MARSSWI';
    let sent: ReturnType<PartnerPlacements['linkOf']> | undefined;
    for (let attempt = 0; attempt < 5; attempt++) {
      const trxnId = newReference('TA', placedAt);
      const row = await this.deps.db.transaction(async (tx) => {
        const inserted = await repo.insertPlaced(tx, {
          trxnId,
          accountId: account.id,
          trnType: trxn.trnType,
          placement: asEntered(trxn) as Record<string, unknown>,
          payment,
          partnerCode: partner?.code ?? '',
          partnerName: partner?.name ?? '',
          partnerArn: partner?.arn ?? '',
          notes: placement.notes,
          isMars,
          marsId: 'marsId' in trxn ? trxn.marsId : '',
          marsTarNo: isMars ? newReference('MT', placedAt) : '',
          placementKey: options.key ?? null,
          placedAt,
          expiresAt,
        });
        if (!inserted) return undefined;
        const link = this.linkOf(inserted);
        sent = link;
        await this.deps.outbox.notify(
          tx,
          account,
          {
            smsSubject: 'Transaction to authorise',
            emailSubject: 'A transaction is waiting for your authorisation',
          },
          `${placedBy(inserted)} has placed a ${transactionTypeLabel(inserted.trnType)} transaction (Ref. No ${inserted.isMars ? inserted.marsTarNo : inserted.trxnId}) for your authorisation. Authorise or reject it at ${link.link} before ${istTime(expiresAt)} IST.`,
        );
        await this.deps.audit.record(
          'AUTH_PLACED',
          account.id,
          context,
          { trxnId, trnType: trxn.trnType, partner: partner?.code ?? '' },
          tx,
        );
        return inserted;
      });
      if (row) return this.placed(row, true, account, sent);
      if (options.key) {
        const earlier = await repo.byPlacementKey(this.deps.db, options.key);
        if (earlier) return this.placed(earlier, false);
      }
    }
    throw new AppError(417, 'REFERENCE_BUSY', authMessages.generic);
  }

  private linkOf(row: repo.PlacedTrxnRow) {
    const d = this.deps.links.link(row.trxnId, row.expiresAt);
    const path = authDetailPath(d);
    return { d, path, link: new URL(path, this.deps.linkBase).toString() };
  }

  private async placed(
    row: repo.PlacedTrxnRow,
    isNew: boolean,
    account?: Account,
    link?: ReturnType<PartnerPlacements['linkOf']>,
  ): Promise<PlacedForAuthorisation> {
    const owner = account ?? (await this.deps.access.accountById(row.accountId));
    return {
      trxnId: row.trxnId,
      trnType: row.trnType as AuthTransactionType,
      njAcNo: owner?.njAcNo ?? '',
      investorName: owner?.name ?? '',
      marsTarNo: row.marsTarNo,
      ...(link ?? this.linkOf(row)),
      expiresAt: row.expiresAt.toISOString(),
      isNew,
    };
  }

  /**
   * The checks a placement passes before it is stored (a type offered, its schemes and holdings,
   * its executor's own rules); the payment it is stored with.
   */
  private async checked(
    account: Account,
    trxn: TPlacedTrxnParsed,
    given: Partial<StoredPayment> | undefined,
  ): Promise<StoredPayment | null> {
    const executor = this.deps.executors.of(trxn.trnType);
    if (!executor)
      throw bad(
        'TYPE_NOT_OFFERED',
        authMessages.typeNotOffered(transactionTypeLabel(trxn.trnType)),
      );
    await this.checkLegs(account, trxn);
    await executor.validate?.({ account, trxn });
    return this.payment(account, trxn.trnType, given);
  }

  /** Schemes exist, folios are the client's and of the scheme's fund house, quantities are given. */
  private async checkLegs(account: Account, trxn: TPlacedTrxnParsed): Promise<void> {
    const schemes = new Map<number, SchemeView>();
    const scheme = async (code: number) => {
      const found = schemes.get(code) ?? (await this.deps.schemes.get(code));
      if (!found) throw bad('SCHEME_NOT_FOUND', authMessages.schemeNotFound(code));
      schemes.set(code, found);
      return found;
    };
    for (const leg of legsOf(trxn)) {
      const view = await scheme(leg.schCode);
      if (leg.targetSchCode !== undefined) await scheme(leg.targetSchCode);
      if (leg.folioNo) {
        const folio = await this.deps.portfolio.folio(leg.folioNo);
        if (!folio || folio.accountId !== account.id)
          throw bad('FOLIO_NOT_CLIENTS', authMessages.folioNotClients(leg.folioNo));
        if (leg.buys && folio.amc !== view.amc)
          throw bad('FOLIO_OTHER_AMC', authMessages.folioOtherAmc(leg.folioNo, view.amc));
      }
      if (leg.redeemBy === 'AMOUNT' && !(leg.amount && leg.amount > 0n))
        throw bad('AMOUNT_REQUIRED', 'Please enter the amount.');
      if (leg.redeemBy === 'UNITS' && !(leg.units && Number(leg.units) > 0))
        throw bad('UNITS_REQUIRED', 'Please enter the units.');
      if (leg.buys && !(leg.amount && leg.amount > 0n))
        throw bad('AMOUNT_REQUIRED', 'Please enter the amount.');
    }
  }

  /** The payment as it will be stored: registered bank details completed, or null. */
  private async payment(
    account: Account,
    trnType: string,
    given: Partial<StoredPayment> | undefined,
  ): Promise<StoredPayment | null> {
    const payment: StoredPayment = { ...emptyPayment, ...given };
    const filled = Object.values(payment).some((value) => value !== '');
    if (!isPaidAuthType(trnType)) {
      if (filled) throw bad('PAYMENT_NOT_PURCHASE', authMessages.paymentOnlyPurchases);
      return null;
    }
    if (!filled) return null;
    if (!payment.bankCode) return payment;
    const book = bankBook((await this.deps.choice.paymentModeWiseBanks(account.id)).payModeList);
    const entry = findBank(book, payment.bankCode, payment.bankAccNo);
    if (!entry) throw bad('BANK_NOT_REGISTERED', authMessages.bankNotRegistered);
    if (payment.payMode && !entry.payModes.some((mode) => mode === payment.payMode))
      throw bad('BANK_NOT_FOR_MODE', authMessages.bankNotForMode);
    return {
      ...payment,
      bankAccNo: entry.bank.bankAccNo,
      bankIfsc: entry.bank.bankIfscCode,
      mandateNo:
        payment.mandateNo ||
        (payment.payMode === '3' || trnType === 'SIP' || trnType === 'NSIP'
          ? (entry.bank.mandateList[0]?.mandateNo ?? '')
          : ''),
    };
  }

  /** Where the transaction placed under a key stands, or null when none was. */
  async byKey(key: string): Promise<{ trxnId: string; state: AuthStatus; expiresAt: Date } | null> {
    const row = await repo.byPlacementKey(this.deps.db, key);
    return row
      ? {
          trxnId: row.trxnId,
          state: stateOf(row, this.deps.clock.businessNow()),
          expiresAt: row.expiresAt,
        }
      : null;
  }

  /** The account's latest placed transactions with their state (the sandbox partner page). */
  async recent(njAcNo: string, limit = 10) {
    const account = await this.deps.access.findAccount(njAcNo, 'NJACNO');
    if (!account) return [];
    const rows = await repo.recentOf(this.deps.db, account.id, limit);
    return rows.map((row) => ({ row, ...this.linkOf(row) }));
  }
}

/** A reference: the prefix, the India date as YYMMDD and six random digits. */
function newReference(prefix: string, at: Date): string {
  return `${prefix}${istDate(at).replace(/-/g, '').slice(2)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
