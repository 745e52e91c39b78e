import { purchaseConstants } from '../codes/purchase-constants.js';
import { payModes } from '../codes/pay-modes.js';
import { orderMessages } from '../messages.js';
import type { Paise } from './money.js';

/** A UPI address: a handle of letters, digits, dots, hyphens or underscores, '@', a provider. */
export function isValidVpa(text: string): boolean {
  return /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,63}@[a-zA-Z][a-zA-Z0-9]{1,31}$/.test(text.trim());
}

/**
 * An NEFT UTR is 16 characters (bank code of 4 letters, then 12 letters or digits); an RTGS UTR is
 * 22 (bank code, R, 17 letters or digits).
 */
export function isValidUtr(text: string): boolean {
  const utr = text.trim().toUpperCase();
  return /^[A-Z]{4}[A-Z0-9]{12}$/.test(utr) || /^[A-Z]{4}R[A-Z0-9]{17}$/.test(utr);
}

export const normaliseUtr = (text: string) => text.trim().toUpperCase();

/**
 * 'Authorise from the list': no usable payment detail when the pay mode is empty or 5, the bank is
 * missing, or mode 7 has no NEFT/RTGS number.
 */
export function hasUsablePaymentDetail(detail: {
  payMode: string;
  bankCode: string;
  neftRtgsNo: string;
}): boolean {
  if (detail.payMode === '' || detail.payMode === payModes.CHEQUE) return false;
  if (detail.bankCode.trim() === '') return false;
  return !(detail.payMode === payModes.NEFT_RTGS && detail.neftRtgsNo.trim() === '');
}

/** Modes 1 and 3 warn that a failed or unanswered payment may not come back for authorisation. */
export const needsPaymentWarning = (payMode: string) =>
  payMode === payModes.NET_BANKING || payMode === payModes.MANDATE;

export const withinUpiLimit = (amountPaise: Paise) =>
  amountPaise <= purchaseConstants.upiLimitPaise;

export interface PaymentChoice {
  payMode: string;
  totalPaise: Paise;
  bankCode: string;
  neftRefNo: string;
  neftReRefNo: string;
  neftAmountPaise: Paise | null;
  vpa: string;
  vpaVerified: boolean;
  mandateNo: string;
  hasSip: boolean;
}

/** The message that blocks a payment choice at confirmation, or null when it can go ahead. */
export function paymentChoiceIssue(choice: PaymentChoice): string | null {
  if (choice.payMode === '' || choice.payMode === payModes.CHEQUE)
    return orderMessages.payModeUnusable;
  if (choice.bankCode.trim() === '') return orderMessages.bankRequired;
  if (choice.hasSip && choice.mandateNo.trim() === '') return orderMessages.mandateRequired;
  switch (choice.payMode) {
    case payModes.NEFT_RTGS:
      if (choice.neftRefNo.trim() === '') return orderMessages.neftRefRequired;
      if (!isValidUtr(choice.neftRefNo)) return orderMessages.neftRefInvalid;
      if (normaliseUtr(choice.neftRefNo) !== normaliseUtr(choice.neftReRefNo))
        return orderMessages.neftRefMismatch;
      if (choice.neftAmountPaise !== null && choice.neftAmountPaise !== choice.totalPaise)
        return orderMessages.neftAmountMismatch;
      return null;
    case payModes.UPI:
      if (!withinUpiLimit(choice.totalPaise)) return orderMessages.upiLimit;
      if (!isValidVpa(choice.vpa)) return orderMessages.vpaInvalid;
      return choice.vpaVerified ? null : orderMessages.vpaNotVerified;
    case payModes.MANDATE:
      return choice.mandateNo.trim() === '' ? orderMessages.mandateRequired : null;
    default:
      return null;
  }
}
