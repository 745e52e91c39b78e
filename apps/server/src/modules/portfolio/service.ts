import { randomInt } from 'node:crypto';
import {
  defaultFlowOf,
  messages,
  unitTransactionTypes,
  type Paise,
  type UnitFlow,
  type UnitTransactionType,
} from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './repository.js';

export interface FolioRequest {
  accountId: number;
  amc: string;
}

export interface AllotmentInput {
  accountId: number;
  schemeCode: number;
  amc: string;
  /** An existing folio of the investor; when absent the investor's folio with the AMC (or a new one). */
  folioNo?: string | undefined;
  trxnType: UnitTransactionType;
  /** IN or OUT; defaults to the type's usual direction (OUT for RED and SWP). */
  flow?: UnitFlow | undefined;
  amountPaise: Paise;
  /** Stamp duty deducted from the amount before the units were allotted; none when absent. */
  stampDutyPaise?: Paise | undefined;
  /** Decimal strings, as the registrar states them: units to 3 decimals, NAV as published. */
  units: string;
  nav: string;
  /** YYYY-MM-DD (India time). */
  navDate: string;
  tradeDate: string;
  orderRef: string;
  sipRegistrationId?: number | undefined;
}

export interface Allotment {
  folioNo: string;
  transactionId: number;
}

/** What a standing instruction (a SIP or an SWP) is registered with. */
interface StandingInstructionInput {
  accountId: number;
  schemeCode: number;
  amc: string;
  folioNo?: string | undefined;
  amountPaise: Paise;
  /** M monthly, Q quarterly, W weekly, D daily. */
  frequencyId: string;
  startDate: string;
  endDate: string;
  installments: number;
  /** Defaults to the start date. */
  nextInstallmentDate?: string | undefined;
  orderRef: string;
}

export interface SipRegistrationInput extends StandingInstructionInput {
  sipDay: number;
  mandateNo?: string | undefined;
}

export interface SwpRegistrationInput extends StandingInstructionInput {
  installmentDay: number;
}

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const unitsPattern = /^\d{1,16}(\.\d{1,3})?$/;
const navPattern = /^\d{1,12}(\.\d{1,8})?$/;

function invalid(field: string): AppError {
  return new AppError(400, 'INVALID_PORTFOLIO_ENTRY', messages.invalidField(field));
}

function check(ok: boolean, field: string): void {
  if (!ok) throw invalid(field);
}

/** Reports carry amounts as JavaScript numbers, so a recorded amount stays a safe integer. */
const largestPaise: Paise = BigInt(Number.MAX_SAFE_INTEGER);

function checkPaise(value: Paise, field: string): void {
  check(value >= 0n && value <= largestPaise, field);
}

function checkReference(value: string, field: string): void {
  check(value.trim().length > 0 && value.length <= 64, field);
}

/** Checks a standing instruction's scheme, amount and calendar; returns its next installment date. */
function checkSchedule(
  input: {
    schemeCode: number;
    amountPaise: Paise;
    frequencyId: string;
    day: number;
    startDate: string;
    endDate: string;
    installments: number;
    nextInstallmentDate?: string | undefined;
  },
  dayField: string,
): string {
  check(Number.isSafeInteger(input.schemeCode) && input.schemeCode > 0, 'Scheme code');
  checkPaise(input.amountPaise, 'Amount');
  check(/^[A-Z]{1,4}$/.test(input.frequencyId), 'Frequency');
  check(Number.isInteger(input.day) && input.day >= 1 && input.day <= 31, dayField);
  check(isoDate.test(input.startDate), 'Start date');
  check(isoDate.test(input.endDate) && input.endDate >= input.startDate, 'End date');
  check(Number.isInteger(input.installments) && input.installments > 0, 'Installments');
  const next = input.nextInstallmentDate ?? input.startDate;
  check(isoDate.test(next), 'Next installment date');
  return next;
}

/** Holdings, transactions and SIP registrations; other modules record allotments through it. */
export class PortfolioService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Runs work in one database transaction, for callers that do not hold one. */
  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The investor's first folio with the AMC, or a new one; safe against concurrent calls. */
  async findOrCreateFolio(tx: Tx, { accountId, amc }: FolioRequest): Promise<string> {
    check(amc.trim().length > 0, 'AMC');
    await repo.lockFoliosOf(tx, accountId);
    const existing = await repo.firstFolioWith(tx, accountId, amc);
    if (existing) return existing.folioNo;
    for (;;) {
      const created = await repo.insertFolio(tx, { accountId, amc, folioNo: newFolioNo() });
      if (created) return created.folioNo;
    }
  }

  /** A folio with its owner, AMC and mode (P or D), or null when there is none by that number. */
  async folio(folioNo: string, tx?: Tx) {
    return (await repo.folioByNo(tx ?? this.db, folioNo)) ?? null;
  }

  /** The investor's folios, oldest first. */
  folios(accountId: number) {
    return repo.foliosOf(this.db, accountId);
  }

  /**
   * The investor's allotted unit movements (of one folio's scheme, when given), oldest NAV date
   * first: what the lots of a holding are rebuilt from.
   */
  movements(accountId: number, of: { folioNo?: string; schemeCode?: number } = {}, tx?: Tx) {
    return repo.movementsOf(tx ?? this.db, accountId, of);
  }

  /** The investor's folio with the AMC, or null when there is none yet (nothing is created). */
  async existingFolio(accountId: number, amc: string): Promise<string | null> {
    return (await repo.firstFolioWith(this.db, accountId, amc))?.folioNo ?? null;
  }

  /** Records an allotment once per order reference; a retry returns the first record. */
  async recordAllotment(tx: Tx, input: AllotmentInput): Promise<Allotment> {
    checkReference(input.orderRef, 'Order reference');
    const recorded = await repo.transactionByOrderRef(tx, input.orderRef);
    if (recorded) return { folioNo: recorded.folioNo, transactionId: recorded.id };
    check((unitTransactionTypes as readonly string[]).includes(input.trxnType), 'Transaction type');
    check(input.flow === undefined || input.flow === 'IN' || input.flow === 'OUT', 'Flow');
    check(Number.isSafeInteger(input.schemeCode) && input.schemeCode > 0, 'Scheme code');
    checkPaise(input.amountPaise, 'Amount');
    const stampDuty = input.stampDutyPaise ?? 0n;
    check(stampDuty >= 0n && stampDuty <= input.amountPaise, 'Stamp duty');
    check(unitsPattern.test(input.units), 'Units');
    check(navPattern.test(input.nav) && /[1-9]/.test(input.nav), 'NAV');
    check(isoDate.test(input.navDate), 'NAV date');
    check(isoDate.test(input.tradeDate), 'Trade date');
    const folioNo = await this.folioFor(tx, input);
    const row = await repo.insertTransaction(tx, {
      accountId: input.accountId,
      folioNo,
      schemeCode: input.schemeCode,
      trxnType: input.trxnType,
      flow: input.flow ?? defaultFlowOf(input.trxnType),
      amountPaise: input.amountPaise,
      stampDutyPaise: stampDuty,
      units: input.units,
      nav: input.nav,
      navDate: input.navDate,
      tradeDate: input.tradeDate,
      orderRef: input.orderRef,
      sipRegistrationId: input.sipRegistrationId ?? null,
    });
    const saved = row ?? (await repo.transactionByOrderRef(tx, input.orderRef));
    if (!saved) throw new AppError(500, 'ALLOTMENT_NOT_RECORDED', messages.common);
    return { folioNo: saved.folioNo, transactionId: saved.id };
  }

  /** Registers a SIP once per order reference; returns its id. */
  async registerSip(tx: Tx, input: SipRegistrationInput): Promise<number> {
    return this.registerOnce(input.orderRef, 'SIP_NOT_REGISTERED', {
      find: () => repo.sipByOrderRef(tx, input.orderRef),
      insert: async () =>
        repo.insertSip(tx, {
          ...(await this.standingInstruction(tx, input, input.sipDay, 'SIP day')),
          sipDay: input.sipDay,
          mandateNo: input.mandateNo ?? '',
        }),
    });
  }

  /** The SIP registered under an order reference: its id and owner; null when there is none. */
  async sipByOrderRef(orderRef: string): Promise<{ id: number; accountId: number } | null> {
    const row = await repo.sipByOrderRef(this.db, orderRef);
    return row ? { id: row.id, accountId: row.accountId } : null;
  }

  /** Registers an SWP once per order reference; returns its id. */
  async registerSwp(tx: Tx, input: SwpRegistrationInput): Promise<number> {
    return this.registerOnce(input.orderRef, 'SWP_NOT_REGISTERED', {
      find: () => repo.swpByOrderRef(tx, input.orderRef),
      insert: async () =>
        repo.insertSwp(tx, {
          ...(await this.standingInstruction(tx, input, input.installmentDay, 'SWP day')),
          installmentDay: input.installmentDay,
        }),
    });
  }

  /**
   * A registration made once per order reference: the one already there, else a new one (a
   * concurrent insert that lost the race finds the winner's row).
   */
  /** What a SIP and an SWP registration share: the schedule, checked, and the folio. */
  private async standingInstruction(
    tx: Tx,
    input: StandingInstructionInput,
    day: number,
    dayLabel: string,
  ) {
    const nextInstallmentDate = checkSchedule({ ...input, day }, dayLabel);
    return {
      accountId: input.accountId,
      folioNo: await this.folioFor(tx, input),
      schemeCode: input.schemeCode,
      amountPaise: input.amountPaise,
      frequencyId: input.frequencyId,
      startDate: input.startDate,
      endDate: input.endDate,
      installments: input.installments,
      nextInstallmentDate,
      orderRef: input.orderRef,
    };
  }

  private async registerOnce(
    orderRef: string,
    code: string,
    steps: {
      find: () => Promise<{ id: number } | null | undefined>;
      insert: () => Promise<{ id: number } | null | undefined>;
    },
  ): Promise<number> {
    checkReference(orderRef, 'Order reference');
    const registered = await steps.find();
    if (registered) return registered.id;
    const saved = (await steps.insert()) ?? (await steps.find());
    if (!saved) throw new AppError(500, code, messages.common);
    return saved.id;
  }

  private async folioFor(
    tx: Tx,
    input: { accountId: number; amc: string; folioNo?: string | undefined },
  ): Promise<string> {
    if (input.folioNo === undefined) return this.findOrCreateFolio(tx, input);
    const folio = await repo.folioByNo(tx, input.folioNo);
    if (!folio || folio.accountId !== input.accountId || folio.amc !== input.amc)
      throw invalid('Folio number');
    return folio.folioNo;
  }
}

/** A registrar-style folio number: eight digits, a slash and a two-digit check. */
function newFolioNo(): string {
  return `${randomInt(10_000_000, 100_000_000)}/${randomInt(10, 100)}`;
}
