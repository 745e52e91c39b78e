import { randomBytes } from 'node:crypto';
import {
  mandateMessages,
  mandateProblem,
  mandateStatusLabels,
  paiseToRupeeText,
  type MandateStatus,
  type PartnerMandateMode,
  type Paise,
  type TGetBankMandatesResponse,
  type TMandate,
  type TRegisterEMandateResponse,
} from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { PaymentGateway, SignedResult } from '../../providers/payment-gateway/port.js';
import type { PaymentChoice, RegisteredBank } from '../checkout/index.js';
import type { MandateLinks } from './links.js';
import * as repo from './repository.js';

/** Who asks: the investor's account id and name, as the session resolved them. */
export interface MandateHolder {
  id: number;
  name: string;
}

export const masked = (accNo: string) =>
  `${'X'.repeat(Math.max(0, accNo.length - 4))}${accNo.slice(-4)}`;
const accTypeLabel = (bankType: string) =>
  bankType === 'CURRENT' ? 'Current' : bankType === 'SAVINGS' ? 'Saving' : bankType;

const bad = (code: string, message: string) => new AppError(400, code, message);

/** A number the desk and the exchange know a mandate by: 'NJEM' or 'BSEM', then 12 digits. */
export function mandateNumber(prefix: string): string {
  const digits = BigInt(`0x${randomBytes(8).toString('hex')}`) % 1_000_000_000_000n;
  return `${prefix}${digits.toString().padStart(12, '0')}`;
}

/**
 * The investor's banks and e-mandates: registering one through the bank's page, the bank's answer,
 * and an approved mandate becoming the account's SIP mandate.
 */
export class MandateService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly choice: PaymentChoice,
    private readonly gateway: PaymentGateway,
    private readonly links: MandateLinks,
  ) {}

  /** Where a mandate stands: a partner's request whose link has lapsed is expired. */
  stateOf(row: repo.BankMandate): MandateStatus {
    const expires = row.linkExpiresAt;
    if (row.status === 'AWAITING' && expires && expires <= this.clock.businessNow())
      return 'EXPIRED';
    return row.status as MandateStatus;
  }

  view(holder: MandateHolder, row: repo.BankMandate, bank?: RegisteredBank): TMandate {
    const status = this.stateOf(row);
    const awaiting = status === 'AWAITING' && row.linkExpiresAt !== null;
    return {
      mandateId: row.id,
      njEMandateNo: row.njEMandateNo,
      bseEMandateNo: row.bseEMandateNo,
      accName: holder.name,
      bankName: bank?.bankName ?? '',
      bankAcno: bank ? masked(bank.bankAccNo) : '',
      accType: bank ? accTypeLabel(bank.bankType) : '',
      upperLimit: paiseToRupeeText(row.upperLimitPaise),
      startDate: row.startDate,
      endDate: row.endDate,
      mode: row.mode as PartnerMandateMode,
      status,
      statusText: mandateStatusLabels[status],
      reason: row.reason,
      ...(row.partnerName ? { placedBy: row.partnerName } : {}),
      ...(awaiting && row.linkExpiresAt
        ? {
            encryptedData: this.links.link(row.njEMandateNo, row.linkExpiresAt),
            expiresOn: row.linkExpiresAt.toISOString(),
          }
        : {}),
    };
  }

  /** A mandate on record before e-mandates were registered here: shown from the bank account. */
  private onRecord(holder: MandateHolder, bank: RegisteredBank): TMandate {
    return {
      mandateId: 0,
      njEMandateNo: bank.mandateNo,
      bseEMandateNo: '',
      accName: holder.name,
      bankName: bank.bankName,
      bankAcno: masked(bank.bankAccNo),
      accType: accTypeLabel(bank.bankType),
      upperLimit: paiseToRupeeText(bank.mandateMaxPaise),
      startDate: '',
      endDate: '',
      mode: '',
      status: 'ACTIVE',
      statusText: mandateStatusLabels.ACTIVE,
      reason: '',
    };
  }

  async list(holder: MandateHolder): Promise<TGetBankMandatesResponse> {
    const [banks, rows] = await Promise.all([
      this.choice.banks(holder.id),
      repo.mandatesOf(this.db, holder.id),
    ]);
    const registered = new Set(rows.map((r) => r.njEMandateNo));
    const earlier = banks
      .filter((b) => b.mandateNo && !registered.has(b.mandateNo))
      .map((b) => this.onRecord(holder, b));
    return {
      banks: banks.map((b) => ({
        bankId: b.id,
        bankCode: b.bankCode,
        bankName: b.bankName,
        accountNoMasked: masked(b.bankAccNo),
        ifsc: b.ifsc,
        accType: accTypeLabel(b.bankType),
        isDefault: b.isDefault,
        mandateNo: b.mandateNo,
      })),
      // What waits for the investor's authorisation comes first.
      mandates: [
        ...rows
          .map((r) =>
            this.view(
              holder,
              r,
              banks.find((b) => b.id === r.bankId),
            ),
          )
          .sort((a, b) => Number(b.status === 'AWAITING') - Number(a.status === 'AWAITING')),
        ...earlier,
      ],
    };
  }

  async status(holder: MandateHolder, mandateId: number): Promise<TMandate> {
    const row = await repo.mandateOf(this.db, holder.id, mandateId);
    if (!row) throw new AppError(400, 'MANDATE_NOT_FOUND', mandateMessages.notFound);
    const banks = await this.choice.banks(holder.id);
    return this.view(
      holder,
      row,
      banks.find((b) => b.id === row.bankId),
    );
  }

  /** Checks the limit and dates, records the request and opens the bank's mandate page. */
  async register(
    holder: MandateHolder,
    input: {
      bankId: number;
      upperLimit: Paise;
      startDate: string;
      endDate: string;
      mode: 'NET' | 'DEBIT';
    },
  ): Promise<TRegisterEMandateResponse> {
    const problem = mandateProblem({
      upperLimitPaise: input.upperLimit,
      startDate: input.startDate,
      endDate: input.endDate,
      today: businessDate(this.clock),
    });
    if (problem) throw bad(`MANDATE_${problem.toUpperCase()}`, mandateMessages[problem]);
    const bank = (await this.choice.banks(holder.id)).find((b) => b.id === input.bankId);
    if (!bank) throw bad('BANK_INVALID', mandateMessages.bankInvalid);
    if (bank.mandateNo) throw new AppError(409, 'BANK_HAS_MANDATE', mandateMessages.bankHasMandate);
    const row = await repo.insertMandate(this.db, {
      accountId: holder.id,
      bankId: bank.id,
      njEMandateNo: mandateNumber('NJEM'),
      bseEMandateNo: mandateNumber('BSEM'),
      upperLimitPaise: input.upperLimit,
      startDate: input.startDate,
      endDate: input.endDate,
      mode: input.mode,
    });
    const redirectUrl = await this.openAtBank(row, bank.bankCode);
    return { mandateId: row.id, njEMandateNo: row.njEMandateNo, redirectUrl };
  }

  /** Opens the mandate's page at the investor's bank; the address the browser goes to. */
  async openAtBank(row: repo.BankMandate, bankCode: string): Promise<string> {
    const session = await this.gateway.startMandate({
      merchantRef: row.njEMandateNo,
      amountPaise: row.upperLimitPaise,
      bankCode,
      mode: row.mode,
    });
    await repo.setGatewayRef(this.db, row.id, session.gatewayRef);
    return session.redirectUrl;
  }

  /**
   * An e-mandate the bank already authenticated (at account opening) recorded as ACTIVE, and made
   * the bank's SIP mandate, inside the caller's transaction.
   */
  async recordApproved(
    tx: Tx,
    input: {
      accountId: number;
      bankId: number;
      njEMandateNo: string;
      upperLimitPaise: Paise;
      startDate: string;
      endDate: string;
      mode: string;
      notes: string;
    },
  ): Promise<repo.BankMandate> {
    const now = this.clock.realNow();
    const row = await repo.insertMandate(tx, {
      accountId: input.accountId,
      bankId: input.bankId,
      njEMandateNo: input.njEMandateNo,
      bseEMandateNo: mandateNumber('BSEM'),
      upperLimitPaise: input.upperLimitPaise,
      startDate: input.startDate,
      endDate: input.endDate,
      mode: input.mode,
      status: 'ACTIVE',
      notes: input.notes,
      decidedAt: now,
    });
    await this.choice.attachMandate(
      tx,
      input.accountId,
      input.bankId,
      input.njEMandateNo,
      input.upperLimitPaise,
    );
    return row;
  }

  /**
   * The bank's signed answer: an approval makes the mandate the account's SIP mandate, anything
   * else rejects it. Applied once; null when the signature or the mandate does not match.
   */
  async applySigned(signed: SignedResult): Promise<repo.BankMandate | null> {
    const result = this.gateway.readSigned(signed);
    if (!result) return null;
    const row = await repo.mandateByNumber(this.db, result.merchantRef);
    if (!row || row.gatewayRef !== result.gatewayRef) return null;
    if (row.status !== 'PENDING' || result.outcome === 'PENDING') return row;
    const approved = result.outcome === 'SUCCESS';
    // A bank keeps the SIP mandate it has; a partner's further mandate on it is registered beside it.
    const bank = (await this.choice.banks(row.accountId)).find((b) => b.id === row.bankId);
    return this.db.transaction(async (tx) => {
      const decided = await repo.decide(tx, row.id, {
        status: approved ? 'ACTIVE' : 'REJECTED',
        reason: approved ? '' : result.reason || mandateMessages.rejected,
        decidedAt: this.clock.realNow(),
      });
      if (!decided) return (await repo.mandateByNumber(tx, row.njEMandateNo)) ?? null;
      if (approved && !bank?.mandateNo)
        await this.choice.attachMandate(
          tx,
          row.accountId,
          row.bankId,
          row.njEMandateNo,
          row.upperLimitPaise,
        );
      return decided;
    });
  }
}
