import { purchaseConstants } from '../codes/purchase-constants.js';
import { formatPaise } from '../rules/format.js';

/** Messages of the purchase and payment calls and their outcomes (spec 3 sections 4, 5 and 8). */
export const orderMessages = {
  idempotencyKeyReused:
    'This request was already placed with different details, so it was not placed again. Your earlier order stands; change the cart to place a new one.',
  schemeCode: 'Scheme code should be valid.',
  schemeNotFound: 'The selected scheme was not found.',
  schemeInactive: 'This scheme is not open for purchase at present.',
  nfoClosed: 'The New Fund Offer period of this scheme is closed.',
  notNfo: 'This scheme is not a New Fund Offer.',
  emfRestriction: 'New Fund Offers cannot be bought from an E-Wealth MF account.',
  marsConfirm: 'Are you sure you want to proceed?',
  repeatPurchase: 'You have placed a purchase in this scheme in the last 24 hours.',
  /** The cart's SUCC_WITH_MARS question names the schemes bought again within a day. */
  repeatPurchaseIn: (schemes: readonly string[]) =>
    `You have placed a purchase in ${schemes.join(' and ')} in the last 24 hours.`,
  cutOff: (regular: string, liquid: string) =>
    `Orders whose funds reach us before ${regular} on a business day get that day's NAV (${liquid} for liquid and overnight funds).`,
  nomineeRequired:
    'Please add your nominee details, or opt out of nomination, before you place a purchase.',
  amountInvalid: 'Amount should be valid.',
  minLumpsum: (amount: string) => `Minimum purchase amount for this scheme is ${amount}.`,
  minAdditional: (amount: string) =>
    `Minimum additional purchase amount for this scheme is ${amount}.`,
  minSip: (amount: string) => `Minimum SIP installment amount for this scheme is ${amount}.`,
  multiple: (amount: string) => `Amount should be in multiples of ${amount}.`,
  maxAmount: (amount: string) => `Maximum purchase amount for this scheme is ${amount}.`,
  sipNotAllowed: 'SIP is not available in this scheme.',
  sipFrequency: 'SIP frequency should be valid.',
  sipDate: 'SIP date should be valid.',
  installments: (min: number) => `Number of installments should be at least ${min}.`,
  swpNotAllowed: 'SWP is not available in this scheme.',
  cartEmpty: 'Please add at least one scheme to the cart.',
  cartTooLarge: (max: number) => `A cart can hold at most ${max} schemes.`,
  cartKey: 'The cart reference should be valid.',
  payMode: 'Payment mode should be valid.',
  payModeUnusable: 'Please enter payment details.',
  payModeWarning:
    'The transaction may not appear again for authorisation if the payment fails or no response is received.',
  bankRequired: 'Please select a bank account.',
  bankInvalid: 'The selected bank account is not registered for this payment mode.',
  bankValid: 'Bank account verified.',
  neftRefRequired: 'Please enter the NEFT/RTGS reference number.',
  neftRefInvalid: 'NEFT/RTGS reference number should be valid.',
  neftRefUsed: 'This NEFT/RTGS reference number has already been used.',
  neftRefMismatch: 'NEFT/RTGS reference numbers do not match.',
  neftAmountMismatch: 'NEFT/RTGS amount should equal the total amount.',
  vpaInvalid: 'Please enter a valid UPI ID.',
  vpaNotVerified: 'Please verify your UPI ID before you pay.',
  vpaVerified: 'UPI ID verified.',
  vpaFailed: 'This UPI ID could not be verified. Please check it and try again.',
  upiLimit: `UPI payments are limited to ${formatPaise(purchaseConstants.upiLimitPaise)} per transaction. Please pay by net banking for a larger amount.`,
  mandateRequired: 'Please select a registered mandate for SIP.',
  euinDeclaration: 'Please accept the EUIN declaration.',
  riskDeclaration:
    'The risk of this scheme is above your risk profile. Please accept the risk declaration to proceed.',
  totalMismatch: 'Total amount does not match the schemes in the cart.',
  orderNotFound: 'The transaction was not found.',
  paymentNotFound: 'The payment was not found.',
  confirmed: 'Your transaction has been placed.',
  upiCollectSent: 'A payment request has been sent to your UPI app. Please approve it there.',
  upiSuccess:
    'Your transaction is successfully submitted. Imp Note: Your transaction will be processed subject to fund receipt by us from the bank',
  upiAwaited: 'Your payment request is received and status is awaited from the bank.',
  upiRejected:
    'Your UPI mandate request has been rejected due to the following reason. Please try again.',
  upiPending: 'Waiting for you to approve the payment in your UPI app.',
  upiRefMismatch: 'The UPI reference does not belong to this transaction.',
  netBankingDeclined: 'The payment was declined by the bank.',
  neftAwaited: 'Your transaction will be processed once the funds reach us.',
  gatewayUnavailable:
    'Your order is saved, but the payment service could not be reached. Please confirm again in a moment to pay.',
  allotted: 'Units have been allotted.',
} as const;
