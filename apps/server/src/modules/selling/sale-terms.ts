import {
  applicableNavDate,
  cutOffOf,
  formatCutOff,
  istDate,
  sellMessages,
  switchInNavDate,
  type CutOffClass,
  type GainForTax,
  type Paise,
  type TPayoutBank,
  type TSaleTax,
  type TSellTrxnType,
  type TUnitBalance,
} from '@cdesk/domain';
import type { Clock } from '../../lib/clock.js';
import type { Account } from '../access/index.js';
import type { RegisteredBank } from '../checkout/index.js';
import type { SchemeView } from '../schemes/index.js';
import { saleAt, type SellAsk } from './figures.js';
import { bad, balanceOf, type Position } from './positions.js';
import { maskAccount } from './views.js';

/** The estimated tax of a sale, from the tax area: over the gains its financial year has booked. */
export interface SaleTaxes {
  ofSale(accountId: number, on: string, sale: GainForTax[]): Promise<TSaleTax | null>;
}

/** Who asked, for the OTP attempt limit and the audit trail. */
export interface SellContext {
  ip: string;
  requestId: string;
}

/** A sale as the investor asks for it on the redeem or switch page. */
export interface SellQuantity {
  folioNo: string;
  schCode: number;
  redeemBy: SellAsk['redeemBy'];
  amount?: Paise | undefined;
  units?: string | undefined;
}

export interface SellAuthorisation {
  otpGenRefId: string;
  otp: string;
  sessionId: string;
  /** Whether the investor answered yes to the redemption warning; kept in the audit trail. */
  isRedConfirm?: 'Y' | 'N' | undefined;
}

/** The scheme a switch goes into, and whether it is a new fund offer. */
export interface SwitchTarget {
  scheme: SchemeView;
  isNfo: boolean;
}

/** What a placement needs, whoever places it. */
export interface Draft {
  accountId: number;
  key: string;
  orderRef?: string;
  trxnType: TSellTrxnType;
  isInstaCash: boolean;
  source: 'INVESTOR' | 'PLAN' | 'AUTHORISATION';
  folioNo: string;
  schemeCode: number;
  ask: SellAsk;
  target?: SwitchTarget;
  /** Demat units without a POA/DDPI: the order waits for the investor's eDIS authorisation. */
  needsEdis: boolean;
  /** Who placed it and whether they accepted the redemption warning (the investor's own orders). */
  context?: SellContext;
  isRedConfirm?: 'Y' | 'N' | undefined;
  /** The investor's OTP, checked under the same lock as the placement (a double click waits). */
  otp?: { account: Account; auth: SellAuthorisation };
  /** When the sale counts as received, if not when it is placed: a plan installment's run day. */
  receivedAt?: Date;
}

/** The sale itself, before whoever places it adds who they are. */
export type SaleDraft = Omit<Draft, 'needsEdis' | 'key' | 'accountId' | 'source'>;

/** A draft with what its placement read before the transaction. */
export interface Prepared {
  draft: Draft;
  bank: RegisteredBank | null;
  scheme: SchemeView | null;
}

export function askOf(quantity: SellQuantity): SellAsk {
  return { redeemBy: quantity.redeemBy, amountPaise: quantity.amount, units: quantity.units };
}

export function bankView(bank: RegisteredBank | null): TPayoutBank | null {
  return bank
    ? { bankName: bank.bankName, accountNo: maskAccount(bank.bankAccNo), ifsc: bank.ifsc }
    : null;
}

export function balanceView(position: Position, on: string): TUnitBalance {
  const balance = balanceOf(position, on);
  return {
    heldUnits: balance.heldUnits,
    freeUnits: balance.freeUnits,
    lockedUnits: balance.lockedUnits,
    pendingUnits: balance.pendingUnits,
    nextUnlockOn: balance.nextUnlockOn ?? '',
  };
}

/** The NAV date a sale of the scheme placed now is entitled to: its cut-off on the business clock. */
export function navDateNow(clock: Clock, scheme: CutOffClass): string {
  return applicableNavDate('REDEMPTION', scheme, clock.businessNow());
}

export function cutOffText(scheme: CutOffClass): string {
  return sellMessages.cutOff(formatCutOff(cutOffOf('REDEMPTION', scheme)), scheme !== 'OTHER');
}

/**
 * The NAV dates of a sale received at an instant: the redemption rule of the scheme sold, and
 * for a switch the switch-in's, by the purchase rule of the scheme switched into but never
 * before the switch-out (an NFO switch-in is at the offer price, dated the day received).
 */
export function navDatesOf(
  position: Position,
  target: SwitchTarget | undefined,
  receivedAt: Date,
): { navDate: string; targetNavDate: string | null } {
  const navDate = applicableNavDate(
    'REDEMPTION',
    position.scheme.attributes.cutOffClass,
    receivedAt,
  );
  if (!target) return { navDate, targetNavDate: null };
  return {
    navDate,
    targetNavDate: target.isNfo
      ? istDate(receivedAt)
      : switchInNavDate(target.scheme.attributes.cutOffClass, receivedAt, navDate),
  };
}

/** Refuses a sale its figures at the latest NAV do not allow, before anything is spent on it. */
export function checkFiguresNow(clock: Clock, position: Position, ask: SellAsk): void {
  if (!position.latest) return;
  const sale = saleAt(
    position,
    ask,
    position.latest.nav,
    navDateNow(clock, position.scheme.attributes.cutOffClass),
  );
  if (!sale.ok) throw bad(sale.message);
}
