import { orderMessages, paymentChoiceIssue, payModes, type TOnConfirmParsed } from '@cdesk/domain';
import type { Tx } from '../../db/client.js';
import type { CartPlan } from './order-plan.js';
import { bad } from './order-plan.js';
import type { PaymentChoice } from './payment-choice.js';
import type { RegisteredBank } from './payment-repository.js';

/** What the payment of a cart will use, checked before anything is saved. */
export interface PreparedPayment {
  bank: RegisteredBank;
  vpa: string;
  vpaSrNo: string;
  utr: string | null;
}

/**
 * Checks the payment choice of a confirm: the bank is the investor's and fits the mode, a UPI
 * address was verified, a mandate covers a SIP, and an NEFT/RTGS reference is new.
 */
export async function preparePayment(
  tx: Tx,
  choice: PaymentChoice,
  accountId: number,
  input: TOnConfirmParsed,
  cart: CartPlan,
): Promise<PreparedPayment> {
  const bank = await choice.bankFor(
    tx,
    accountId,
    input.payBankCode ?? '',
    input.payBankAccNo ?? '',
    input.payMode,
  );
  const vpa = input.payerVirtualAddress ?? '';
  const vpaSrNo = input.VPAVerifyDtlSrNo ?? '';
  const vpaVerified =
    input.payMode === payModes.UPI && (await choice.vpaVerified(tx, accountId, vpa, vpaSrNo));
  const issue = paymentChoiceIssue({
    payMode: input.payMode,
    totalPaise: cart.totalPaise,
    bankCode: bank.bankCode,
    neftRefNo: input.neftrtgsrefno ?? '',
    neftReRefNo: input.neftrtgsrerefno ?? '',
    neftAmountPaise: input.neftrtgsamount ?? null,
    vpa,
    vpaVerified,
    mandateNo: input.mandateNo ?? '',
    hasSip: cart.hasSip,
  });
  if (issue) throw bad('PAYMENT_DETAIL', issue);
  if ((cart.hasSip || input.payMode === payModes.MANDATE) && input.mandateNo !== bank.mandateNo)
    throw bad('MANDATE', orderMessages.mandateRequired);
  const neft = input.payMode === payModes.NEFT_RTGS;
  if (neft && (await choice.utrTaken(tx, input.neftrtgsrefno ?? '')))
    throw bad('NEFT_REF_USED', orderMessages.neftRefUsed);
  return { bank, vpa, vpaSrNo, utr: neft ? (input.neftrtgsrefno ?? null) : null };
}
